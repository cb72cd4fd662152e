using System.Runtime.InteropServices;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Math/Gradient.bindings.cs
    [StructLayout(LayoutKind.Sequential)]
    public struct GradientAlphaKey
    {
        public GradientAlphaKey(float alpha, float time)
        {
            this.alpha = alpha;
            this.time = time;
        }

        public float alpha;
        public float time;
    }
}
