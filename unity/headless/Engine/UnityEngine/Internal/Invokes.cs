using System;
using System.Collections.Generic;
using System.Reflection;

namespace UnityEngine.Internal
{
    // MonoBehaviour.Invoke/InvokeRepeating (UnityCsReference 2021.3.0f1 / 6000.5
    // Runtime/Export/Scripting/MonoBehaviour.bindings.cs: InvokeDelayed). Scaled game time: with Time.timeScale 0 a
    // pending call never comes (scripting reference of InvokeRepeating). Calls run after Update, with the coroutines
    // Unity resumes there, in a later frame than the one that asked, at most once per frame each. A pending call
    // survives disabling the behaviour and deactivating its game object; destroying the behaviour ends it.
    internal static class Invokes
    {
        sealed class Call
        {
            internal MonoBehaviour Owner;
            internal string Method;
            internal MethodInfo Target;
            internal double At;
            internal float Rate;
            internal int Frame;
        }

        static readonly List<Call> _calls = new List<Call>();

        internal static void Schedule(MonoBehaviour owner, string method, float time, float repeatRate)
        {
            var target = Find(owner.GetType(), method);
            if (target == null)
            {
                // Unity's message for a name it cannot call.
                Debug.LogError("Trying to Invoke method: " + owner.GetType().Name + "." + method + " couldn't be called.");
                return;
            }
            _calls.Add(new Call { Owner = owner, Method = method, Target = target, At = Time.timeAsDouble + time, Rate = repeatRate, Frame = Time.frameCount });
        }

        static MethodInfo Find(Type type, string method)
        {
            for (var t = type; t != null && t != typeof(MonoBehaviour); t = t.BaseType)
            {
                var m = t.GetMethod(method, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly, null, Type.EmptyTypes, null);
                if (m != null) return m;
            }
            return null;
        }

        internal static void Cancel(MonoBehaviour owner, string method)
        {
            _calls.RemoveAll(c => ReferenceEquals(c.Owner, owner) && (method == null || c.Method == method));
        }

        internal static bool IsInvoking(MonoBehaviour owner, string method)
        {
            foreach (var c in _calls)
                if (ReferenceEquals(c.Owner, owner) && (method == null || c.Method == method)) return true;
            return false;
        }

        internal static void Clear() { _calls.Clear(); }

        internal static void Run()
        {
            if (_calls.Count == 0) return;
            var now = Time.timeAsDouble;
            foreach (var c in _calls.ToArray())
            {
                if (!_calls.Contains(c)) continue; // cancelled by an earlier call this frame
                if (!Object.IsAlive(c.Owner)) { _calls.Remove(c); continue; }
                if (c.Frame >= Time.frameCount || now < c.At - 1e-7) continue;
                if (c.Rate > 0f) { c.At += c.Rate; c.Frame = Time.frameCount; }
                else _calls.Remove(c);
                try { c.Target.Invoke(c.Owner, null); }
                catch (TargetInvocationException e) { Debug.LogException(e.InnerException ?? e, c.Owner); }
            }
        }
    }
}
