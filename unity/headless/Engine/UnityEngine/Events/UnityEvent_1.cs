using System;

namespace UnityEngine.Events
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Runtime/Export/UnityEvent/UnityEvent/UnityEvent_1.cs (not abstract
    // since 2020.1).
    [Serializable]
    public class UnityEvent<T0> : UnityEventBase
    {
        public UnityEvent() { }

        public void AddListener(UnityAction<T0> call) { AddCall(call); }

        public void RemoveListener(UnityAction<T0> call) { RemoveCall(call); }

        public void Invoke(T0 arg0)
        {
            foreach (var call in Calls()) ((UnityAction<T0>)call)(arg0);
        }
    }
}
