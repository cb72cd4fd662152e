using System;
using System.Reflection;
using UnityEngine.Internal;

namespace UnityEngine.Events
{
    // Signatures: UnityCsReference 2021.3.0f1 Runtime/Export/UnityEvent/UnityEvent/UnityEvent_0.cs (6000.5.0f1:
    // artifacts/generated/UnityEvent/UnityEvent_0.cs, the same). Persistent listeners first, then runtime ones.
    [Serializable]
    public class UnityEvent : UnityEventBase
    {
        public UnityEvent() {}

        public void AddListener(UnityAction call)
        {
            AddCall(call);
        }

        public void RemoveListener(UnityAction call)
        {
            RemoveListener(call.Target, call.Method);
        }

        protected override MethodInfo FindMethod_Impl(string name, Type targetObjType)
        {
            return GetValidMethodInfo(targetObjType, name, new Type[0]);
        }

        public void Invoke()
        {
            var calls = PrepareInvoke();
            object[] boxed = null;
            for (var i = 0; i < calls.Count; i++)
            {
                var typed = calls[i].Action as UnityAction;
                if (typed != null) { if (calls[i].Allowed) typed(); continue; }
                if (boxed == null) boxed = new object[0];
                calls[i].Invoke(boxed);
            }
        }

        internal void AddPersistentListener(UnityAction call)
        {
            AddPersistentListener(call, UnityEventCallState.RuntimeOnly);
        }

        internal void AddPersistentListener(UnityAction call, UnityEventCallState callState)
        {
            var index = AddPersistentListener();
            RegisterPersistentListener(index, call);
            SetPersistentListenerState(index, callState);
        }

        internal void RegisterPersistentListener(int index, UnityAction call)
        {
            RegisterDelegatePersistentListener(index, call);
        }
    }
}
