#if UNITY_6000_0_OR_NEWER
using System;

namespace UnityEngine
{
    // UnityCsReference 6000.0.23f1 / 6000.5.0b1 Modules/InputLegacy/Input.bindings.cs:74 (not in 2021.3).
    [Flags]
    public enum PenStatus
    {
        None = 0x0,
        Contact = 0x1,
        Barrel = 0x2,
        Inverted = 0x4,
        Eraser = 0x8,
    }
}
#endif
