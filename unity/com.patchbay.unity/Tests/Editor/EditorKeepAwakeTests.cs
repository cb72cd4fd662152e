using System.Threading;
using NUnit.Framework;
using Patchbay.Editor.EditorLoop;

namespace Patchbay.Editor.Tests
{
    // The keep-awake thread (issue 43): wakes come from its own thread, only while work is pending, and stop with it.
    public class EditorKeepAwakeTests
    {
        private sealed class Recorder
        {
            private int _count;
            private int _offMain;
            private readonly int _mainThread = Thread.CurrentThread.ManagedThreadId;

            public int Count
            {
                get { return Volatile.Read(ref _count); }
            }

            public int OffMain
            {
                get { return Volatile.Read(ref _offMain); }
            }

            public bool Signal()
            {
                Interlocked.Increment(ref _count);
                if (Thread.CurrentThread.ManagedThreadId != _mainThread)
                {
                    Interlocked.Increment(ref _offMain);
                }

                return true;
            }
        }

        private static bool WaitFor(System.Func<bool> condition)
        {
            var deadline = System.DateTime.UtcNow.AddSeconds(20);
            while (System.DateTime.UtcNow < deadline)
            {
                if (condition())
                {
                    return true;
                }

                Thread.Sleep(5);
            }

            return condition();
        }

        [Test]
        public void WakesFromItsOwnThreadWhileWorkIsPendingAndStopsAfter()
        {
            var recorder = new Recorder();
            var keepAwake = new EditorKeepAwake(recorder.Signal, 5);
            keepAwake.Start();
            try
            {
                Thread.Sleep(50);
                Assert.AreEqual(0, recorder.Count, "idle: no wake");

                keepAwake.SetPending(true);
                Assert.IsTrue(WaitFor(() => recorder.Count >= 5), "pending work: repeated wakes");
                Assert.AreEqual(recorder.Count, recorder.OffMain, "every wake off the main thread");

                keepAwake.SetPending(false);
                Thread.Sleep(30);
                var settled = recorder.Count;
                Thread.Sleep(100);
                Assert.AreEqual(settled, recorder.Count, "nothing pending: the wakes stop");

                keepAwake.SetPending(true);
                Assert.IsTrue(WaitFor(() => recorder.Count > settled + 2), "pending again: wakes again");
            }
            finally
            {
                keepAwake.Stop();
            }

            Assert.IsFalse(keepAwake.Running);
            var stopped = recorder.Count;
            Thread.Sleep(50);
            Assert.AreEqual(stopped, recorder.Count, "stopped (before a reload): no wake, even with work pending");
        }

        [Test]
        public void RestartsAfterStopAsTheNextDomainDoes()
        {
            var recorder = new Recorder();
            var keepAwake = new EditorKeepAwake(recorder.Signal, 5);
            keepAwake.Start();
            keepAwake.Stop();
            keepAwake.SetPending(true);
            keepAwake.Start();
            try
            {
                Assert.IsTrue(keepAwake.Running);
                Assert.IsTrue(WaitFor(() => recorder.Count >= 3), "started again, pending work wakes the editor");
            }
            finally
            {
                keepAwake.Stop();
            }
        }

        [Test]
        public void AnEditorThatCannotBeWokenIsNotAskedAgainUntilNewWork()
        {
            var calls = 0;
            var keepAwake = new EditorKeepAwake(() => { Interlocked.Increment(ref calls); return false; }, 5);
            keepAwake.Start();
            try
            {
                keepAwake.SetPending(true);
                Assert.IsTrue(WaitFor(() => Volatile.Read(ref calls) >= 1));
                Thread.Sleep(60);
                Assert.AreEqual(1, Volatile.Read(ref calls), "no wake: no spin");
            }
            finally
            {
                keepAwake.Stop();
            }
        }

        [Test]
        public void RefusesANonPositivePeriod()
        {
            var e = Assert.Throws<System.ArgumentOutOfRangeException>(() => new EditorKeepAwake(() => true, 0));
            StringAssert.Contains("must be positive", e.Message);
        }
    }
}
