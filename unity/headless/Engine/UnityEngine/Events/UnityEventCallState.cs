namespace UnityEngine.Events
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/UnityEvent/UnityEvent.cs
    public enum UnityEventCallState
    {
        Off = 0,
        EditorAndRuntime = 1,
        RuntimeOnly = 2,
    }
}
