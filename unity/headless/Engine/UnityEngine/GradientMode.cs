namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/Export/Math/Gradient.bindings.cs; PerceptualBlend (Oklab) from 2023.1
    // (6000.0.0f1 has it).
    public enum GradientMode
    {
        Blend = 0,
        Fixed = 1,
#if UNITY_2023_1_OR_NEWER
        PerceptualBlend = 2
#endif
    }
}
