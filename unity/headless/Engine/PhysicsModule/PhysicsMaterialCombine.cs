#if UNITY_6000_0_OR_NEWER
namespace UnityEngine
{
    // From 6000.0 (UnityCsReference 6000.5.0f1 Modules/Physics/ScriptBindings/PhysicsMaterial.bindings.cs).
    public enum PhysicsMaterialCombine
    {
        Average = 0,
        Multiply,
        Minimum,
        Maximum
    }
}
#endif
