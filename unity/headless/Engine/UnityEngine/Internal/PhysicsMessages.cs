using System;
using System.Collections.Generic;
using System.Reflection;

namespace UnityEngine.Internal
{
    // Unity's physics messages (OnTriggerEnter(Collider), OnCollisionEnter2D(Collision2D)…): sent to every MonoBehaviour
    // on the game object, also disabled ones (docs.unity3d.com ScriptReference MonoBehaviour.OnCollisionEnter: "Collision
    // events will be sent to disabled MonoBehaviours"), to a method with one parameter of the argument's type or with none.
    internal static class PhysicsMessages
    {
        static readonly Dictionary<KeyValuePair<Type, string>, MethodInfo> _methods = new Dictionary<KeyValuePair<Type, string>, MethodInfo>();

        internal static void Send(GameObject target, string message, object argument)
        {
            if (!Object.IsAlive(target) || !target.activeInHierarchy) return;
            foreach (var c in target.ComponentList.ToArray())
            {
                var mb = c as MonoBehaviour;
                if (mb == null || !Object.IsAlive(mb)) continue;
                var m = Find(mb.GetType(), message, argument.GetType());
                if (m == null) continue;
                try { m.Invoke(mb, m.GetParameters().Length == 0 ? null : new[] { argument }); }
                catch (TargetInvocationException e) { Debug.LogException(e.InnerException ?? e); }
            }
        }

        static MethodInfo Find(Type type, string name, Type argument)
        {
            var key = new KeyValuePair<Type, string>(type, name);
            MethodInfo found;
            lock (_methods)
            {
                if (_methods.TryGetValue(key, out found)) return found;
                for (var t = type; t != null && found == null; t = t.BaseType)
                {
                    foreach (var m in t.GetMethods(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                    {
                        if (m.Name != name) continue;
                        var ps = m.GetParameters();
                        if (ps.Length == 1 && ps[0].ParameterType.IsAssignableFrom(argument)) { found = m; break; }
                        if (ps.Length == 0 && found == null) found = m;
                    }
                }
                _methods[key] = found;
            }
            return found;
        }
    }
}
