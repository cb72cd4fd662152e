using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/Dynamics.bindings.cs; renamed PhysicsMaterial in 6000.0,
    // the old name an error (6000.5.0f1 Modules/Physics/ScriptBindings/PhysicsMaterial.deprecated.cs). The headless step
    // reads bounciness (PhysicsWorld); friction is kept as state.
#if UNITY_6000_0_OR_NEWER
    [Obsolete("PhysicMaterial has been renamed to PhysicsMaterial. Please use PhysicsMaterial instead. (UnityUpgradable) -> PhysicsMaterial", true)]
    public class PhysicMaterial : Object
    {
        public PhysicMaterial() { }
        public PhysicMaterial(string name) { }
        public float bounciness { get; set; }
        public float dynamicFriction { get; set; }
        public float staticFriction { get; set; }
        public PhysicMaterialCombine frictionCombine { get; set; }
        public PhysicMaterialCombine bounceCombine { get; set; }
        [Obsolete("Use PhysicMaterial.bounciness instead (UnityUpgradable) -> bounciness")]
        public float bouncyness { get; set; }
    }
#else
    public class PhysicMaterial : Object
    {
        public PhysicMaterial() : this("DynamicMaterial") { }
        public PhysicMaterial(string name) { this.name = name; dynamicFriction = 0.6f; staticFriction = 0.6f; }
        public float bounciness { get; set; }
        public float dynamicFriction { get; set; }
        public float staticFriction { get; set; }
        public PhysicMaterialCombine frictionCombine { get; set; }
        public PhysicMaterialCombine bounceCombine { get; set; }
        [Obsolete("Use PhysicMaterial.bounciness instead (UnityUpgradable) -> bounciness")]
        public float bouncyness { get { return bounciness; } set { bounciness = value; } }
    }
#endif
}
