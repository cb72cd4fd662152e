using System;
using System.Collections.Generic;

namespace UnityEngine.Internal
{
    // The pending AsyncOperations (scene loads): stepped once a frame, before coroutines resume, so a coroutine
    // that yields one sees it done in the frame it completes.
    internal static class AsyncOperations
    {
        static readonly List<AsyncOperation> _pending = new List<AsyncOperation>();

        internal static void Add(AsyncOperation op)
        {
            _pending.Add(op);
        }

        internal static void Clear() { _pending.Clear(); }

        internal static void Update()
        {
            if (_pending.Count == 0) return;
            foreach (var op in _pending.ToArray())
            {
                bool finished;
                try { finished = op.Step == null || op.Step(op); }
                catch (Exception e) { Debug.LogException(e); finished = true; }
                if (!finished) continue;
                _pending.Remove(op);
                op.Progress = 1f;
                op.Done = true;
                try { op.InvokeCompletionEvent(); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }
    }
}
