using System;
using System.Collections.Generic;
using System.Threading;

namespace UnityEngine.Internal
{
    // Unity installs a SynchronizationContext on the main thread so `await` resumes there; the editor
    // runs its queue every update. Package code relies on that, so the stand-in does the same.
    internal sealed class UnitySynchronizationContext : SynchronizationContext
    {
        internal static readonly UnitySynchronizationContext Instance = new UnitySynchronizationContext();
        readonly object _lock = new object();
        readonly Queue<KeyValuePair<SendOrPostCallback, object>> _queue = new Queue<KeyValuePair<SendOrPostCallback, object>>();

        public override void Post(SendOrPostCallback d, object state)
        {
            lock (_lock) _queue.Enqueue(new KeyValuePair<SendOrPostCallback, object>(d, state));
        }

        public override void Send(SendOrPostCallback d, object state)
        {
            if (MainThread.IsCurrent) { d(state); return; }
            using (var done = new ManualResetEventSlim())
            {
                Post(s => { try { d(s); } finally { done.Set(); } }, state);
                done.Wait();
            }
        }

        public override SynchronizationContext CreateCopy()
        {
            return this;
        }

        internal void Install()
        {
            if (Current != this) SetSynchronizationContext(this);
        }

        // As Unity's Exec (UnityCsReference 2021.3.0f1 Runtime/Export/Scripting/UnitySynchronizationContext.cs:74-88):
        // the work posted before this frame runs in order, each item taken off the list before it runs; one that
        // throws ends this frame's run (the native caller logs it) and the rest wait for the next frame.
        readonly List<KeyValuePair<SendOrPostCallback, object>> _currentFrame = new List<KeyValuePair<SendOrPostCallback, object>>();

        internal void Exec()
        {
            lock (_lock)
            {
                while (_queue.Count > 0) _currentFrame.Add(_queue.Dequeue());
            }
            try
            {
                while (_currentFrame.Count > 0)
                {
                    var item = _currentFrame[0];
                    _currentFrame.RemoveAt(0);
                    item.Key(item.Value);
                }
            }
            catch (Exception e)
            {
                Debug.LogException(e);
            }
        }
    }
}
