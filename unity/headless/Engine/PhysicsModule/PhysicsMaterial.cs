#if UNITY_6000_0_OR_NEWER
namespace UnityEngine
{
    // From 6000.0, PhysicMaterial renamed (UnityCsReference 6000.5.0f1 Modules/Physics/ScriptBindings/PhysicsMaterial.bindings.cs).
    // The headless step reads bounciness (Internal/PhysicsWorld); friction is kept as state.
    public class PhysicsMaterial : Object
    {
        public PhysicsMaterial() : this("DynamicMaterial") { }
        public PhysicsMaterial(string name) { this.name = name; dynamicFriction = 0.6f; staticFriction = 0.6f; }
        public float bounciness { get; set; }
        public float dynamicFriction { get; set; }
        public float staticFriction { get; set; }
        public PhysicsMaterialCombine frictionCombine { get; set; }
        public PhysicsMaterialCombine bounceCombine { get; set; }
    }
}
#endif
