using System;
using System.Collections;
using System.Collections.Generic;
using System.Reflection;

namespace UnityEngine.Internal
{
    // Coroutines (UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/MonoBehaviour.bindings.cs,
    // Coroutines.cs; when each kind resumes: the manual's "Order of execution for event functions"). A coroutine runs
    // to its first yield inside StartCoroutine, then resumes by what it yielded:
    //   null, a plain YieldInstruction, WaitForSeconds (scaled Time.time reached), a pending AsyncOperation (done):
    //     after Update, in a later frame than the one it yielded in;
    //   WaitForFixedUpdate: after the next fixed step's FixedUpdate and physics;
    //   WaitForEndOfFrame: after LateUpdate;
    //   a Coroutine: when that coroutine ends (at once if it already has);
    //   an IEnumerator (CustomYieldInstruction included): runs it as a nested coroutine, resuming when it ends.
    // An exception is logged (Debug.LogException) and ends that coroutine only. Coroutines end when their behaviour is
    // destroyed or its game object deactivated, not when the behaviour is disabled.
    internal static class CoroutineScheduler
    {
        internal enum Wait { Running, NextFrame, Seconds, Fixed, EndOfFrame, Child, Async }

        internal sealed class Routine
        {
            internal MonoBehaviour Owner;
            internal IEnumerator Enumerator;
            internal string Method;
            internal Coroutine Handle;
            internal Routine Parent;                   // the routine this nested enumerator belongs to
            internal Wait Waiting;
            internal int YieldFrame;
            internal double ResumeAt;
            internal AsyncOperation Async;
            internal bool Done;
            internal int LastPass;
            internal readonly List<Routine> Waiters = new List<Routine>();
        }

        static readonly List<Routine> _routines = new List<Routine>();
        static int _pass;

        internal static int Count { get { return _routines.Count; } }

        internal static Coroutine Start(MonoBehaviour owner, IEnumerator routine, string method)
        {
            if (!owner.gameObject.activeInHierarchy)
            {
                // Unity's error, doubled "the" included.
                Debug.LogError("Coroutine couldn't be started because the the game object '" + owner.gameObject.name + "' is inactive!", owner);
                return null;
            }
            var r = new Routine { Owner = owner, Enumerator = routine, Method = method };
            r.Handle = new Coroutine(r);
            _routines.Add(r);
            Advance(r);
            return r.Handle;
        }

        // Steps the routine until it waits or ends.
        static void Advance(Routine r)
        {
            r.LastPass = _pass;
            while (!r.Done)
            {
                bool more;
                r.Waiting = Wait.Running;
                try { more = r.Enumerator.MoveNext(); }
                catch (Exception e)
                {
                    Debug.LogException(e, r.Owner);
                    more = false;
                }
                if (!more) { Finish(r); return; }
                if (r.Done) return; // stopped from inside its own step
                var current = r.Enumerator.Current;
                r.YieldFrame = Time.frameCount;
                if (current == null) { r.Waiting = Wait.NextFrame; return; }
                var seconds = current as WaitForSeconds;
                if (seconds != null) { r.Waiting = Wait.Seconds; r.ResumeAt = Time.timeAsDouble + seconds.m_Seconds; return; }
                if (current is WaitForFixedUpdate) { r.Waiting = Wait.Fixed; return; }
                if (current is WaitForEndOfFrame) { r.Waiting = Wait.EndOfFrame; return; }
                var coroutine = current as Coroutine;
                if (coroutine != null)
                {
                    if (coroutine.Routine.Done) continue;
                    coroutine.Routine.Waiters.Add(r);
                    r.Waiting = Wait.Child;
                    return;
                }
                var op = current as AsyncOperation;
                if (op != null) { r.Waiting = Wait.Async; r.Async = op; return; }
                var nested = current as IEnumerator;
                if (nested != null)
                {
                    var child = new Routine { Owner = r.Owner, Enumerator = nested, Parent = r };
                    child.Handle = new Coroutine(child);
                    _routines.Add(child);
                    Advance(child);
                    if (child.Done) continue;
                    child.Waiters.Add(r);
                    r.Waiting = Wait.Child;
                    return;
                }
                r.Waiting = Wait.NextFrame; // any other object waits one frame, as null
            }
        }

        static void Finish(Routine r)
        {
            if (r.Done) return;
            r.Done = true;
            _routines.Remove(r);
            var waiters = r.Waiters.ToArray();
            r.Waiters.Clear();
            foreach (var w in waiters)
                if (!w.Done && Object.IsAlive(w.Owner)) Advance(w);
        }

        // Ends routines (and the nested enumerators they wait on) without resuming them; those waiting on them from
        // elsewhere resume, as the stopped coroutine is over.
        static void Stop(List<Routine> stopped)
        {
            foreach (var r in _routines.ToArray())
                for (var p = r.Parent; p != null; p = p.Parent)
                    if (stopped.Contains(p) && !stopped.Contains(r)) { stopped.Add(r); break; }
            foreach (var r in stopped) r.Done = true;
            foreach (var r in stopped)
            {
                _routines.Remove(r);
                var waiters = r.Waiters.ToArray();
                r.Waiters.Clear();
                foreach (var w in waiters)
                    if (!w.Done && Object.IsAlive(w.Owner)) Advance(w);
            }
        }

        static void StopWhere(Predicate<Routine> match)
        {
            var stopped = new List<Routine>();
            foreach (var r in _routines) if (match(r)) stopped.Add(r);
            if (stopped.Count > 0) Stop(stopped);
        }

        internal static void StopAll(MonoBehaviour owner)
        {
            StopWhere(r => ReferenceEquals(r.Owner, owner));
        }

        internal static void Stop(MonoBehaviour owner, IEnumerator routine)
        {
            StopWhere(r => ReferenceEquals(r.Owner, owner) && r.Parent == null && ReferenceEquals(r.Enumerator, routine));
        }

        internal static void Stop(MonoBehaviour owner, Coroutine routine)
        {
            StopWhere(r => ReferenceEquals(r.Owner, owner) && ReferenceEquals(r.Handle, routine));
        }

        // Only coroutines started by name (StartCoroutine(string)) stop by name, as Unity's manual says.
        internal static void Stop(MonoBehaviour owner, string method)
        {
            StopWhere(r => ReferenceEquals(r.Owner, owner) && r.Method == method);
        }

        internal static void Clear() { _routines.Clear(); }

        // After Update: null, WaitForSeconds, AsyncOperation.
        internal static void ResumeAfterUpdate()
        {
            Resume(r =>
                (r.Waiting == Wait.NextFrame && r.YieldFrame < Time.frameCount) ||
                (r.Waiting == Wait.Seconds && r.YieldFrame < Time.frameCount && Time.timeAsDouble >= r.ResumeAt - 1e-7) ||
                (r.Waiting == Wait.Async && r.Async.isDone));
        }

        internal static void ResumeAfterFixedUpdate() { Resume(r => r.Waiting == Wait.Fixed); }

        internal static void ResumeAtEndOfFrame() { Resume(r => r.Waiting == Wait.EndOfFrame); }

        static void Resume(Func<Routine, bool> due)
        {
            if (_routines.Count == 0) return;
            _pass++;
            foreach (var r in _routines.ToArray())
            {
                if (r.Done || r.LastPass == _pass || !due(r)) continue;
                if (!Object.IsAlive(r.Owner)) { Finish(r); continue; }
                Advance(r);
            }
        }
    }
}
