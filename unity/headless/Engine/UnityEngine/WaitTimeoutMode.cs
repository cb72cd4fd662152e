#if UNITY_6000_0_OR_NEWER
namespace UnityEngine
{
    // UnityCsReference 6000.0.0f1+ Runtime/Export/Scripting/WaitTimeoutMode.cs (not in 2021.3).
    public enum WaitTimeoutMode
    {
        Realtime,
        InGameTime
    }
}
#endif
