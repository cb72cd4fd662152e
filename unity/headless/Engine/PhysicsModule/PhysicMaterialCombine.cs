using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs; renamed PhysicsMaterialCombine in 6000.0, the old
    // name an error (6000.5.0f1 Modules/Physics/ScriptBindings/PhysicsMaterial.deprecated.cs).
#if UNITY_6000_0_OR_NEWER
    [Obsolete("PhysicMaterialCombine has been renamed to PhysicsMaterialCombine. Please use PhysicsMaterialCombine instead. (UnityUpgradable) -> PhysicsMaterialCombine", true)]
#endif
    public enum PhysicMaterialCombine
    {
        Average = 0,
        Minimum = 2,
        Multiply = 1,
        Maximum = 3
    }
}
