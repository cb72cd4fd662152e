#if UNITY_2022_2_OR_NEWER
namespace UnityEngine
{
    // From 2022.2 (UnityCsReference 6000.5.0f1 Modules/Physics/ScriptBindings/Physics.bindings.cs).
    public enum SimulationMode
    {
        FixedUpdate = 0,
        Update = 1,
        Script = 2
    }
}
#endif
