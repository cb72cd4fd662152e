using System.Runtime.InteropServices;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Math/Gradient.bindings.cs
    [StructLayout(LayoutKind.Sequential)]
    public struct GradientColorKey
    {
        public GradientColorKey(Color col, float time)
        {
            color = col;
            this.time = time;
        }

        public Color color;
        public float time;
    }
}
