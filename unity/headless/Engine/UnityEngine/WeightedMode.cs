using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Animation/AnimationCurve.bindings.cs
    [Flags]
    public enum WeightedMode
    {
        None = 0,
        In = 1 << 0,
        Out = 1 << 1,
        Both = In | Out
    }
}
