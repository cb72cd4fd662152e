using System;
using System.Collections.Generic;

namespace UnityEngine.Events
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Runtime/Export/UnityEvent/UnityEvent.cs (class UnityEventBase): the
    // runtime listeners only (AddListener/RemoveListener/RemoveAllListeners/Invoke). Invoke calls a copy of the list
    // taken when it starts, so a listener added or removed during an Invoke takes effect at the next one, and an
    // exception in a listener ends the Invoke, as in Unity.
    [Serializable]
    public abstract class UnityEventBase : ISerializationCallbackReceiver
    {
        [NonSerialized] private readonly List<Delegate> m_Calls = new List<Delegate>();

        protected UnityEventBase() { }

        public void RemoveAllListeners() { m_Calls.Clear(); }

        public override string ToString() { return base.ToString() + " " + GetType().FullName; }

        void ISerializationCallbackReceiver.OnBeforeSerialize() { }

        void ISerializationCallbackReceiver.OnAfterDeserialize() { }

        internal void AddCall(Delegate call)
        {
            if (call == null) throw new ArgumentNullException("call");
            m_Calls.Add(call);
        }

        internal void RemoveCall(Delegate call)
        {
            if (call == null) return;
            m_Calls.RemoveAll(d => d.Equals(call));
        }

        internal Delegate[] Calls() { return m_Calls.ToArray(); }
    }
}
