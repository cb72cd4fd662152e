using System;

namespace UnityEngine.Events
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Runtime/Export/UnityEvent/UnityEvent/UnityEvent_0.cs.
    [Serializable]
    public class UnityEvent : UnityEventBase
    {
        public UnityEvent() { }

        public void AddListener(UnityAction call) { AddCall(call); }

        public void RemoveListener(UnityAction call) { RemoveCall(call); }

        public void Invoke()
        {
            foreach (var call in Calls()) ((UnityAction)call)();
        }
    }
}
