namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs,
    // 6000.5.0f1 Modules/Physics/ScriptBindings/Rigidbody.bindings.cs).
    public enum RigidbodyConstraints
    {
        None = 0,
        FreezePositionX = 1 << 1,
        FreezePositionY = 1 << 2,
        FreezePositionZ = 1 << 3,
        FreezeRotationX = 1 << 4,
        FreezeRotationY = 1 << 5,
        FreezeRotationZ = 1 << 6,
        FreezePosition = FreezePositionX | FreezePositionY | FreezePositionZ,
        FreezeRotation = FreezeRotationX | FreezeRotationY | FreezeRotationZ,
        FreezeAll = FreezePosition | FreezeRotation
    }
}
