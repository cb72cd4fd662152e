using System;
using System.Collections.Generic;
using System.Reflection;
using UnityEngine.Internal;
using UnityEngine.Serialization;

namespace UnityEngine.Events
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/UnityEvent/UnityEvent.cs (UnityEventBase).
    // Runtime listeners (AddListener) live in memory; persistent listeners are the serialized m_PersistentCalls,
    // turned into calls at the first Invoke after they change or are read back (DirtyPersistentCalls).
    [Serializable]
    public abstract class UnityEventBase : ISerializationCallbackReceiver
    {
        readonly List<InvokableCall> m_RuntimeCalls = new List<InvokableCall>();
        readonly List<InvokableCall> m_PersistentRuntimeCalls = new List<InvokableCall>();

        [FormerlySerializedAs("m_PersistentListeners")]
        [SerializeField]
        private PersistentCallGroup m_PersistentCalls;

        bool m_CallsDirty = true;
        bool m_BuiltWhilePlaying;

        protected UnityEventBase()
        {
            m_PersistentCalls = new PersistentCallGroup();
        }

        void ISerializationCallbackReceiver.OnBeforeSerialize()
        {
            foreach (var c in m_PersistentCalls.m_Calls) c.m_TargetAssemblyTypeName = PersistentCall.Tidy(c.m_TargetAssemblyTypeName);
            DirtyPersistentCalls();
        }

        void ISerializationCallbackReceiver.OnAfterDeserialize()
        {
            if (m_PersistentCalls == null) m_PersistentCalls = new PersistentCallGroup();
            if (m_PersistentCalls.m_Calls == null) m_PersistentCalls.m_Calls = new List<PersistentCall>();
            DirtyPersistentCalls();
        }

        protected MethodInfo FindMethod_Impl(string name, object targetObj)
        {
            return FindMethod_Impl(name, targetObj.GetType());
        }

        protected abstract MethodInfo FindMethod_Impl(string name, Type targetObjType);

        internal MethodInfo FindMethod(string name, Type listenerType, PersistentListenerMode mode, Type argumentType)
        {
            if (listenerType == null || string.IsNullOrEmpty(name)) return null;
            switch (mode)
            {
                case PersistentListenerMode.EventDefined: return FindMethod_Impl(name, listenerType);
                case PersistentListenerMode.Void: return GetValidMethodInfo(listenerType, name, new Type[0]);
                case PersistentListenerMode.Float: return GetValidMethodInfo(listenerType, name, new[] { typeof(float) });
                case PersistentListenerMode.Int: return GetValidMethodInfo(listenerType, name, new[] { typeof(int) });
                case PersistentListenerMode.Bool: return GetValidMethodInfo(listenerType, name, new[] { typeof(bool) });
                case PersistentListenerMode.String: return GetValidMethodInfo(listenerType, name, new[] { typeof(string) });
                case PersistentListenerMode.Object: return GetValidMethodInfo(listenerType, name, new[] { argumentType ?? typeof(Object) });
                default: return null;
            }
        }

        public int GetPersistentEventCount()
        {
            return m_PersistentCalls.Count;
        }

        public Object GetPersistentTarget(int index)
        {
            var call = m_PersistentCalls.Get(index);
            return call != null ? call.m_Target : null;
        }

        public string GetPersistentMethodName(int index)
        {
            var call = m_PersistentCalls.Get(index);
            return call != null ? call.m_MethodName : string.Empty;
        }

        void DirtyPersistentCalls()
        {
            m_PersistentRuntimeCalls.Clear();
            m_CallsDirty = true;
        }

        public void SetPersistentListenerState(int index, UnityEventCallState state)
        {
            var call = m_PersistentCalls.Get(index);
            if (call != null) call.m_CallState = state;
            DirtyPersistentCalls();
        }

        public UnityEventCallState GetPersistentListenerState(int index)
        {
            if (index < 0 || index > m_PersistentCalls.Count)
                throw new IndexOutOfRangeException(string.Format("Index {0} is out of range of the {1} persistent listeners.", index, GetPersistentEventCount()));
            return m_PersistentCalls.Get(index).m_CallState;
        }

        protected void AddListener(object targetObj, MethodInfo method)
        {
            m_RuntimeCalls.Add(new InvokableCall(targetObj, method));
        }

        internal void AddCall(Delegate call)
        {
            m_RuntimeCalls.Add(new InvokableCall(call));
        }

        protected void RemoveListener(object targetObj, MethodInfo method)
        {
            m_RuntimeCalls.RemoveAll(c => c.Find(targetObj, method));
        }

        // Runtime listeners only: persistent ones stay, as in Unity.
        public void RemoveAllListeners()
        {
            m_RuntimeCalls.Clear();
        }

        // The calls of one Invoke: persistent listeners first, then runtime ones (InvokableCallList.PrepareInvoke).
        internal List<InvokableCall> PrepareInvoke()
        {
            // Entering or leaving play mode changes which RuntimeOnly listeners run (6000's OnPlayModeStateChange).
            if (m_BuiltWhilePlaying != Application.isPlaying) m_CallsDirty = true;
            if (m_CallsDirty)
            {
                m_PersistentRuntimeCalls.Clear();
                foreach (var call in m_PersistentCalls.m_Calls)
                {
                    if (call == null) continue;
                    var runtime = call.GetRuntimeCall(this);
                    if (runtime != null) m_PersistentRuntimeCalls.Add(runtime);
                }
                m_CallsDirty = false;
                m_BuiltWhilePlaying = Application.isPlaying;
            }
            var calls = new List<InvokableCall>(m_PersistentRuntimeCalls);
            calls.AddRange(m_RuntimeCalls);
            return calls;
        }

        protected void Invoke(object[] parameters)
        {
            var calls = PrepareInvoke();
            for (var i = 0; i < calls.Count; i++) calls[i].Invoke(parameters);
        }

        public override string ToString()
        {
            return base.ToString() + " " + GetType().FullName;
        }

        public static MethodInfo GetValidMethodInfo(object obj, string functionName, Type[] argumentTypes)
        {
            return GetValidMethodInfo(obj.GetType(), functionName, argumentTypes);
        }

        // UnityCsReference 2021.3.0f1 UnityEvent.cs GetValidMethodInfo: public or not, instance or static, walking
        // up the base classes; a parameter must be primitive exactly when the requested type is.
        public static MethodInfo GetValidMethodInfo(Type objectType, string functionName, Type[] argumentTypes)
        {
            while (objectType != typeof(object) && objectType != null)
            {
                var method = objectType.GetMethod(functionName, BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static, null, argumentTypes, null);
                if (method != null)
                {
                    var parameters = method.GetParameters();
                    var valid = true;
                    for (var i = 0; i < parameters.Length && valid; i++)
                        valid = argumentTypes[i].IsPrimitive == parameters[i].ParameterType.IsPrimitive;
                    if (valid) return method;
                }
                objectType = objectType.BaseType;
            }
            return null;
        }

        protected bool ValidateRegistration(MethodInfo method, object targetObj, PersistentListenerMode mode)
        {
            return ValidateRegistration(method, targetObj, mode, typeof(Object));
        }

        // Messages: UnityCsReference 2021.3.0f1 UnityEvent.cs ValidateRegistration.
        protected bool ValidateRegistration(MethodInfo method, object targetObj, PersistentListenerMode mode, Type argumentType)
        {
            if (method == null)
                throw new ArgumentNullException("method", string.Format("Can not register null method on {0} for callback!", targetObj));
            if (method.DeclaringType == null)
                throw new NullReferenceException(string.Format("Method '{0}' declaring type is null, global methods are not supported", method.Name));
            Type targetType;
            if (!method.IsStatic)
            {
                var obj = targetObj as Object;
                if (obj == null || obj._instanceId == 0)
                    throw new ArgumentException(string.Format("Could not register callback {0} on {1}. The class {2} does not derive from UnityEngine.Object",
                        method.Name, targetObj, targetObj == null ? "null" : targetObj.GetType().ToString()));
                targetType = obj.GetType();
                if (!method.DeclaringType.IsAssignableFrom(targetType))
                    throw new ArgumentException(string.Format("Method '{0}' declaring type '{1}' is not assignable from object type '{2}'",
                        method.Name, method.DeclaringType.Name, obj.GetType().Name));
            }
            else
            {
                targetType = method.DeclaringType;
            }
            if (FindMethod(method.Name, targetType, mode, argumentType) == null)
            {
                Debug.LogWarning(string.Format("Could not register listener {0}.{1} on {2} the method could not be found.", targetObj, method, GetType()));
                return false;
            }
            return true;
        }

        protected void RegisterPersistentListener(int index, object targetObj, MethodInfo method)
        {
            RegisterPersistentListener(index, targetObj, targetObj.GetType(), method);
        }

        protected void RegisterPersistentListener(int index, object targetObj, Type targetObjType, MethodInfo method)
        {
            if (!ValidateRegistration(method, targetObj, PersistentListenerMode.EventDefined)) return;
            var call = m_PersistentCalls.Get(index);
            if (call == null) return;
            call.Register(targetObj as Object, targetObjType, method.Name);
            call.m_Mode = PersistentListenerMode.EventDefined;
            DirtyPersistentCalls();
        }

        // ---- what UnityEditor.Events.UnityEventTools drives (internal in Unity too) ----

        internal int AddPersistentListener()
        {
            m_PersistentCalls.m_Calls.Add(new PersistentCall());
            DirtyPersistentCalls();
            return m_PersistentCalls.Count - 1;
        }

        internal void RemovePersistentListener(int index)
        {
            if (index < 0 || index >= m_PersistentCalls.Count) return;
            m_PersistentCalls.m_Calls.RemoveAt(index);
            DirtyPersistentCalls();
        }

        internal void RemovePersistentListener(Object target, MethodInfo method)
        {
            if (method == null) return;
            m_PersistentCalls.m_Calls.RemoveAll(c => c.m_Target == target && c.m_MethodName == method.Name);
            DirtyPersistentCalls();
        }

        internal void UnregisterPersistentListener(int index)
        {
            var call = m_PersistentCalls.Get(index);
            if (call != null) call.Unregister();
            DirtyPersistentCalls();
        }

        internal void RegisterDelegatePersistentListener(int index, Delegate call)
        {
            if (call == null) { Debug.LogWarning("Registering a Listener requires an action"); return; }
            RegisterPersistentListener(index, call.Target as Object, call.Method.DeclaringType, call.Method);
        }

        // Void, Int, Float, String, Bool and Object listeners: the method takes the listener's one stored argument.
        internal void RegisterArgumentPersistentListener(int index, Delegate call, PersistentListenerMode mode, object argument, Type argumentType)
        {
            if (call == null) { Debug.LogWarning("Registering a Listener requires an action"); return; }
            if (!ValidateRegistration(call.Method, call.Target, mode, argumentType ?? typeof(Object))) return;
            var persistent = m_PersistentCalls.Get(index);
            if (persistent == null) return;
            persistent.Register(call.Target as Object, call.Method.DeclaringType, call.Method.Name);
            persistent.m_Mode = mode;
            var a = persistent.m_Arguments;
            switch (mode)
            {
                case PersistentListenerMode.Int: a.m_IntArgument = (int)argument; break;
                case PersistentListenerMode.Float: a.m_FloatArgument = (float)argument; break;
                case PersistentListenerMode.String: a.m_StringArgument = (string)argument; break;
                case PersistentListenerMode.Bool: a.m_BoolArgument = (bool)argument; break;
                case PersistentListenerMode.Object:
                    a.m_ObjectArgument = argument as Object;
                    a.m_ObjectArgumentAssemblyTypeName = PersistentCall.Tidy(argumentType.AssemblyQualifiedName);
                    break;
            }
            DirtyPersistentCalls();
        }
    }
}
