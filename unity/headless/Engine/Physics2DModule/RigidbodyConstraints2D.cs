using System;

namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs).
    [Flags]
    public enum RigidbodyConstraints2D
    {
        None = 0,
        FreezePositionX = 1 << 0,
        FreezePositionY = 1 << 1,
        FreezeRotation = 1 << 2,
        FreezePosition = FreezePositionX | FreezePositionY,
        FreezeAll = FreezePosition | FreezeRotation,
    }
}
