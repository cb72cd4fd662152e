using System;
using System.Collections.Concurrent;
using System.Diagnostics;
using System.Threading;

namespace Patchbay.Shared.MainThread
{
    /// <summary>
    /// Runs work on Unity's main thread. Any thread may <see cref="Post"/>; the editor edge calls
    /// <see cref="Pump"/> from EditorApplication.update, a development build's runtime part from its hidden
    /// object's Update (Patchbay.Runtime). An idle pump is one IsEmpty check: no allocation, no
    /// lock, so the bridge costs nothing per frame when nobody is calling (peer-lessons §10.8). Posting calls
    /// <see cref="Wake"/>, so an editor Unity throttles (not focused) runs the work at once instead of at its next
    /// update, seconds later or never (EditorWake, in the editor).
    /// </summary>
    public sealed class MainThreadDispatcher
    {
        private readonly ConcurrentQueue<Action> _queue = new ConcurrentQueue<Action>();
        private readonly Stopwatch _budget = new Stopwatch();
        private int _mainThreadId;

        public MainThreadDispatcher()
        {
            _mainThreadId = Thread.CurrentThread.ManagedThreadId;
        }

        /// <summary>Receives exceptions thrown by posted work (the pump keeps going).</summary>
        public Action<Exception> ErrorHandler { get; set; }

        /// <summary>Thread-safe; called after each <see cref="Post"/> to have the editor update soon (the edge sets it).</summary>
        public Action Wake { get; set; }

        public bool HasWork
        {
            get { return !_queue.IsEmpty; }
        }

        /// <summary>How many items wait to run (any thread; for the health snapshot).</summary>
        public int QueuedCount
        {
            get { return _queue.Count; }
        }

        public bool IsMainThread
        {
            get { return Thread.CurrentThread.ManagedThreadId == _mainThreadId; }
        }

        /// <summary>Declares the calling thread the main thread (the edge calls this once per domain).</summary>
        public void BindToCurrentThread()
        {
            _mainThreadId = Thread.CurrentThread.ManagedThreadId;
        }

        public void Post(Action work)
        {
            _queue.Enqueue(work);
            var wake = Wake;
            if (wake != null)
            {
                wake();
            }
        }

        /// <summary>
        /// Runs <paramref name="work"/> now when called on the main thread, else posts it: work that becomes ready on
        /// the main thread (a tool's answer) goes out in this update, not the next one, which a throttled editor may
        /// run seconds later.
        /// </summary>
        public void RunOrPost(Action work)
        {
            if (!IsMainThread)
            {
                Post(work);
                return;
            }

            try
            {
                work();
            }
            catch (Exception e)
            {
                Report(e);
            }
        }

        /// <summary>Runs queued work for at most <paramref name="budgetMs"/> milliseconds; returns how many items ran.</summary>
        public int Pump(int budgetMs)
        {
            if (_queue.IsEmpty)
            {
                return 0;
            }

            var ran = 0;
            _budget.Reset();
            _budget.Start();
            Action work;
            while (_budget.ElapsedMilliseconds < budgetMs && _queue.TryDequeue(out work))
            {
                ran++;
                try
                {
                    work();
                }
                catch (Exception e)
                {
                    Report(e);
                }
            }

            return ran;
        }

        private void Report(Exception e)
        {
            var handler = ErrorHandler;
            if (handler != null)
            {
                handler(e);
            }
        }
    }
}
