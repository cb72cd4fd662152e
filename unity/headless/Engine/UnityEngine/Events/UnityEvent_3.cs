using System;
using System.Reflection;
using UnityEngine.Internal;

namespace UnityEngine.Events
{
    // Signatures: UnityCsReference 2021.3.0f1 Runtime/Export/UnityEvent/UnityEvent/UnityEvent_3.cs (6000.5.0f1:
    // artifacts/generated/UnityEvent/UnityEvent_3.cs, the same). Persistent listeners first, then runtime ones.
    [Serializable]
    public class UnityEvent<T0, T1, T2> : UnityEventBase
    {
        public UnityEvent() {}

        public void AddListener(UnityAction<T0, T1, T2> call)
        {
            AddCall(call);
        }

        public void RemoveListener(UnityAction<T0, T1, T2> call)
        {
            RemoveListener(call.Target, call.Method);
        }

        protected override MethodInfo FindMethod_Impl(string name, Type targetObjType)
        {
            return GetValidMethodInfo(targetObjType, name, new Type[] {typeof(T0), typeof(T1), typeof(T2)});
        }

        public void Invoke(T0 arg0, T1 arg1, T2 arg2)
        {
            var calls = PrepareInvoke();
            object[] boxed = null;
            for (var i = 0; i < calls.Count; i++)
            {
                var typed = calls[i].Action as UnityAction<T0, T1, T2>;
                if (typed != null) { if (calls[i].Allowed) typed(arg0, arg1, arg2); continue; }
                if (boxed == null) boxed = new object[] {arg0, arg1, arg2};
                calls[i].Invoke(boxed);
            }
        }

        internal void AddPersistentListener(UnityAction<T0, T1, T2> call)
        {
            AddPersistentListener(call, UnityEventCallState.RuntimeOnly);
        }

        internal void AddPersistentListener(UnityAction<T0, T1, T2> call, UnityEventCallState callState)
        {
            var index = AddPersistentListener();
            RegisterPersistentListener(index, call);
            SetPersistentListenerState(index, callState);
        }

        internal void RegisterPersistentListener(int index, UnityAction<T0, T1, T2> call)
        {
            RegisterDelegatePersistentListener(index, call);
        }
    }
}
