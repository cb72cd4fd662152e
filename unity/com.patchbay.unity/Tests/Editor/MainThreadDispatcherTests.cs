using System.Threading;
using NUnit.Framework;
using Patchbay.Shared.MainThread;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// Work from the link thread wakes the editor loop (issue 27: an editor that is not focused may not update for
    /// seconds); work that becomes ready on the main thread runs at once instead of at the next update.
    /// </summary>
    public class MainThreadDispatcherTests
    {
        [Test]
        public void PostFromAnotherThreadWakesTheEditor()
        {
            var dispatcher = new MainThreadDispatcher();
            var wakes = 0;
            dispatcher.Wake = () => Interlocked.Increment(ref wakes);
            var ran = false;
            var thread = new Thread(() => dispatcher.Post(() => ran = true));
            thread.Start();
            thread.Join();
            Assert.AreEqual(1, wakes, "the editor is asked for an update as the work arrives");
            Assert.IsFalse(ran, "the work itself waits for the main thread");
            Assert.AreEqual(1, dispatcher.Pump(100));
            Assert.IsTrue(ran);
        }

        [Test]
        public void RunOrPostRunsAtOnceOnTheMainThread()
        {
            var dispatcher = new MainThreadDispatcher();
            var ran = false;
            dispatcher.RunOrPost(() => ran = true);
            Assert.IsTrue(ran, "no update in between");
            Assert.IsFalse(dispatcher.HasWork);
        }

        [Test]
        public void RunOrPostFromAnotherThreadQueuesForTheMainThread()
        {
            var dispatcher = new MainThreadDispatcher();
            var wakes = 0;
            dispatcher.Wake = () => Interlocked.Increment(ref wakes);
            var ranOn = -1;
            var thread = new Thread(() => dispatcher.RunOrPost(() => ranOn = Thread.CurrentThread.ManagedThreadId));
            thread.Start();
            thread.Join();
            Assert.AreEqual(-1, ranOn);
            Assert.AreEqual(1, wakes);
            dispatcher.Pump(100);
            Assert.AreEqual(Thread.CurrentThread.ManagedThreadId, ranOn);
        }

        [Test]
        public void AThrowingItemRunAtOnceReachesTheErrorHandler()
        {
            var dispatcher = new MainThreadDispatcher();
            string error = null;
            dispatcher.ErrorHandler = e => error = e.Message;
            dispatcher.RunOrPost(() => { throw new System.InvalidOperationException("boom"); });
            Assert.AreEqual("boom", error);
        }
    }
}
