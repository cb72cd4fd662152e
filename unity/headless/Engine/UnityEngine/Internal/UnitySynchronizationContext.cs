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

        internal void Exec()
        {
            int count;
            lock (_lock) count = _queue.Count;
            for (int i = 0; i < count; i++)
            {
                KeyValuePair<SendOrPostCallback, object> item;
                lock (_lock)
                {
                    if (_queue.Count == 0) return;
                    item = _queue.Dequeue();
                }
                try { item.Key(item.Value); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }
    }
}
