using System;

namespace UnityEngine.Events
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/UnityEvent/UnityEvent.cs
    [Serializable]
    public enum PersistentListenerMode
    {
        EventDefined,
        Void,
        Object,
        Int,
        Float,
        String,
        Bool
    }
}
