using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/PropertyDrawer/PropertyAttribute.cs
    [AttributeUsage(AttributeTargets.Field, Inherited = true, AllowMultiple = false)]
    public sealed class GradientUsageAttribute : PropertyAttribute
    {
        public readonly bool hdr = false;
        public readonly ColorSpace colorSpace = ColorSpace.Gamma;

        public GradientUsageAttribute(bool hdr)
        {
            this.hdr = hdr;
            colorSpace = ColorSpace.Gamma;
        }

        public GradientUsageAttribute(bool hdr, ColorSpace colorSpace)
        {
            this.hdr = hdr;
            this.colorSpace = colorSpace;
        }
    }
}
