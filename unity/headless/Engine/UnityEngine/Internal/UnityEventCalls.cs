using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.ExceptionServices;
using UnityEngine.Events;
using UnityEngine.Serialization;

namespace UnityEngine.Internal
{
    // The serialized layout of a UnityEvent's persistent listeners, with Unity's field names so scene and prefab
    // files carry m_PersistentCalls.m_Calls[] { m_Target, m_TargetAssemblyTypeName, m_MethodName, m_Mode,
    // m_Arguments { m_ObjectArgument, m_ObjectArgumentAssemblyTypeName, m_IntArgument, m_FloatArgument,
    // m_StringArgument, m_BoolArgument }, m_CallState } (UnityCsReference 2021.3.0f1 / 6000.5.0f1
    // Runtime/Export/UnityEvent/UnityEvent.cs: ArgumentCache, PersistentCall, PersistentCallGroup).
    [Serializable]
    internal class ArgumentCache
    {
        [FormerlySerializedAs("objectArgument")] [SerializeField] internal Object m_ObjectArgument;
        [FormerlySerializedAs("objectArgumentAssemblyTypeName")] [SerializeField] internal string m_ObjectArgumentAssemblyTypeName;
        [FormerlySerializedAs("intArgument")] [SerializeField] internal int m_IntArgument;
        [FormerlySerializedAs("floatArgument")] [SerializeField] internal float m_FloatArgument;
        [FormerlySerializedAs("stringArgument")] [SerializeField] internal string m_StringArgument;
        [SerializeField] internal bool m_BoolArgument;
    }

    [Serializable]
    internal class PersistentCall
    {
        [FormerlySerializedAs("instance")] [SerializeField] internal Object m_Target;
        [SerializeField] internal string m_TargetAssemblyTypeName;
        [FormerlySerializedAs("methodName")] [SerializeField] internal string m_MethodName;
        [FormerlySerializedAs("mode")] [SerializeField] internal PersistentListenerMode m_Mode = PersistentListenerMode.EventDefined;
        [FormerlySerializedAs("arguments")] [SerializeField] internal ArgumentCache m_Arguments = new ArgumentCache();
        [FormerlySerializedAs("enabled")] [FormerlySerializedAs("m_Enabled")] [SerializeField] internal UnityEventCallState m_CallState = UnityEventCallState.RuntimeOnly;

        // "Namespace.Type, Assembly": the assembly-qualified name without version, culture and key, as Unity tidies it.
        internal static string Tidy(string assemblyTypeName)
        {
            if (string.IsNullOrEmpty(assemblyTypeName)) return assemblyTypeName;
            var parts = assemblyTypeName.Split(',');
            return parts.Length < 2 ? assemblyTypeName : parts[0].Trim() + ", " + parts[1].Trim();
        }

        internal static Type FindType(string assemblyTypeName)
        {
            if (string.IsNullOrEmpty(assemblyTypeName)) return null;
            var t = Type.GetType(assemblyTypeName, false);
            if (t != null) return t;
            var parts = assemblyTypeName.Split(',');
            return TypeResolver.Find(parts[0].Trim(), parts.Length > 1 ? parts[1].Trim() : null);
        }

        internal Type TargetType
        {
            get
            {
                if (Object.IsAlive(m_Target)) return m_Target.GetType();
                return FindType(m_TargetAssemblyTypeName);
            }
        }

        internal void Register(Object target, Type targetType, string methodName)
        {
            m_Target = target;
            m_TargetAssemblyTypeName = Tidy(targetType.AssemblyQualifiedName);
            m_MethodName = methodName;
        }

        internal void Unregister()
        {
            m_MethodName = string.Empty;
            m_Target = null;
            m_TargetAssemblyTypeName = string.Empty;
        }

        // UnityCsReference 2021.3.0f1 UnityEvent.cs PersistentCall.GetRuntimeCall: RuntimeOnly listeners are not
        // called outside play mode, Off never; the method is looked up by the listener's mode.
        internal InvokableCall GetRuntimeCall(UnityEventBase theEvent)
        {
            if (m_CallState == UnityEventCallState.RuntimeOnly && !Application.isPlaying) return null;
            if (m_CallState == UnityEventCallState.Off || theEvent == null) return null;
            var argumentType = typeof(Object);
            if (!string.IsNullOrEmpty(m_Arguments.m_ObjectArgumentAssemblyTypeName))
                argumentType = FindType(m_Arguments.m_ObjectArgumentAssemblyTypeName) ?? typeof(Object);
            var method = theEvent.FindMethod(m_MethodName, TargetType, m_Mode, argumentType);
            if (method == null) return null;
            if (!method.IsStatic && !Object.IsAlive(m_Target)) return null;
            object target = method.IsStatic ? null : m_Target;
            switch (m_Mode)
            {
                case PersistentListenerMode.EventDefined: return new InvokableCall(target, method);
                case PersistentListenerMode.Void: return new InvokableCall(target, method);
                case PersistentListenerMode.Int: return new InvokableCall(target, method, m_Arguments.m_IntArgument);
                case PersistentListenerMode.Float: return new InvokableCall(target, method, m_Arguments.m_FloatArgument);
                case PersistentListenerMode.String: return new InvokableCall(target, method, m_Arguments.m_StringArgument);
                case PersistentListenerMode.Bool: return new InvokableCall(target, method, m_Arguments.m_BoolArgument);
                case PersistentListenerMode.Object:
                    var argument = m_Arguments.m_ObjectArgument;
                    if (argument != null && !argumentType.IsInstanceOfType(argument)) argument = null;
                    return new InvokableCall(target, method, argument);
            }
            return null;
        }
    }

    [Serializable]
    internal class PersistentCallGroup
    {
        [FormerlySerializedAs("m_Listeners")] [SerializeField] internal List<PersistentCall> m_Calls = new List<PersistentCall>();

        internal int Count { get { return m_Calls.Count; } }

        internal PersistentCall Get(int index) { return index >= 0 && index < m_Calls.Count ? m_Calls[index] : null; }
    }

    // One listener as the event calls it: a runtime delegate (AddListener), or a persistent call's method with the
    // event's arguments or with its one stored argument.
    internal sealed class InvokableCall
    {
        internal readonly Delegate Action;
        internal readonly object Target;
        internal readonly MethodInfo Method;
        readonly bool _cached;
        readonly object _argument;

        internal InvokableCall(Delegate action) { Action = action; Target = action.Target; Method = action.Method; }
        internal InvokableCall(object target, MethodInfo method) { Target = target; Method = method; }
        internal InvokableCall(object target, MethodInfo method, object argument) : this(target, method) { _cached = true; _argument = argument; }

        // UnityCsReference 2021.3.0f1 UnityEvent.cs BaseInvokableCall.AllowInvoke: a listener whose target is a
        // destroyed UnityEngine.Object is skipped.
        internal bool Allowed
        {
            get
            {
                var o = Target as Object;
                return Target == null || !(Target is Object) || Object.IsAlive(o);
            }
        }

        internal bool Find(object target, MethodInfo method)
        {
            return ReferenceEquals(Target, target) && Method == method;
        }

        internal void Invoke(object[] args)
        {
            if (!Allowed) return;
            if (Action != null && !_cached)
            {
                Call(Action.Method, Action.Target, Fit(args, Action.Method));
                return;
            }
            Call(Method, Target, _cached ? new[] { _argument } : Fit(args, Method));
        }

        static object[] Fit(object[] args, MethodInfo m)
        {
            var n = m.GetParameters().Length;
            if (args == null) args = new object[0];
            if (args.Length == n) return args;
            var fitted = new object[n];
            Array.Copy(args, fitted, Math.Min(n, args.Length));
            return fitted;
        }

        static void Call(MethodInfo m, object target, object[] args)
        {
            try { m.Invoke(target, args); }
            catch (TargetInvocationException e) { ExceptionDispatchInfo.Capture(e.InnerException ?? e).Throw(); }
        }
    }
}
