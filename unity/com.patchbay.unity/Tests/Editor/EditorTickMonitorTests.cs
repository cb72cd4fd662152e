using NUnit.Framework;
using Patchbay.Editor.EditorLoop;

namespace Patchbay.Editor.Tests
{
    public class EditorTickMonitorTests
    {
        private static EditorTickMonitor Ticked(double start, double interval, int ticks)
        {
            var monitor = new EditorTickMonitor();
            Continue(monitor, start, interval, ticks);
            return monitor;
        }

        private static double Continue(EditorTickMonitor monitor, double start, double interval, int ticks)
        {
            var now = start;
            for (var i = 0; i < ticks; i++)
            {
                monitor.Tick(now);
                now += interval;
            }

            return now;
        }

        [Test]
        public void AFocusedEditorIsNotThrottled()
        {
            var monitor = Ticked(100, 0.004, 50);
            Assert.AreEqual(250, monitor.UpdatesPerSecond().Value, 1);
            Assert.IsNull(monitor.DescribeThrottling());
        }

        [Test]
        public void NothingIsClaimedBeforeEnoughTicks()
        {
            Assert.IsNull(Ticked(0, 2, 3).UpdatesPerSecond());
            Assert.IsNull(Ticked(0, 2, 3).DescribeThrottling());
        }

        [Test]
        public void ASlowEditorIsThrottledAndTheMessageSaysWhatToChange()
        {
            var text = Ticked(10, 0.5, 12).DescribeThrottling();
            StringAssert.Contains("about 2 times a second", text);
            StringAssert.Contains("focus the Unity window", text);
            StringAssert.Contains("Interaction Mode", text);
            StringAssert.Contains("less than 1", Ticked(10, 3, 12).DescribeThrottling());
        }

        [Test]
        public void OneLongFrameIsNotThrottling()
        {
            var monitor = new EditorTickMonitor();
            var now = Continue(monitor, 0, 0.01, 20);
            now = Continue(monitor, now + 4, 0.01, 1);
            Continue(monitor, now, 0.01, 3);
            Assert.IsNull(monitor.DescribeThrottling(), "an import or compile frame is one slow interval among fast ones");
        }

        [Test]
        public void ThrottlingEndsOnceTheEditorIsFastAgain()
        {
            var monitor = new EditorTickMonitor();
            var now = Continue(monitor, 0, 0.5, 12);
            Assert.IsNotNull(monitor.DescribeThrottling());
            Continue(monitor, now, 0.01, 6);
            Assert.IsNull(monitor.DescribeThrottling(), "most of the recent intervals are fast again");
        }
    }
}
