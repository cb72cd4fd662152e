namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs. The headless 2D step
    // reads bounciness and friction (Internal/PhysicsWorld2D). Unity's defaults: friction 0.4, bounciness 0.
    public sealed class PhysicsMaterial2D : Object
    {
        public PhysicsMaterial2D() : this(null) { }
        public PhysicsMaterial2D(string name) { this.name = name ?? ""; friction = 0.4f; }
        public float bounciness { get; set; }
        public float friction { get; set; }
    }
}
