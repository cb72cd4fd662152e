namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs, 6000.5.0f1
    // CharacterController.bindings.cs).
    public enum CollisionFlags
    {
        None = 0,
        Sides = 1,
        Above = 2,
        Below = 4,
        CollidedSides = 1,
        CollidedAbove = 2,
        CollidedBelow = 4
    }
}
