using System;
using System.Collections.Concurrent;
using System.Diagnostics;
using System.Threading;

namespace Patchbay.Editor.Core
{
    /// <summary>
    /// Runs work on Unity's main thread. Any thread may <see cref="Post"/>; the editor edge calls
    /// <see cref="Pump"/> from EditorApplication.update. An idle pump is one IsEmpty check: no allocation, no
    /// lock, so the bridge costs nothing per frame when nobody is calling (peer-lessons §10.8).
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

        public bool HasWork
        {
            get { return !_queue.IsEmpty; }
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
                    var handler = ErrorHandler;
                    if (handler != null)
                    {
                        handler(e);
                    }
                }
            }

            return ran;
        }
    }
}
