using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/Export/PropertyDrawer/PropertyAttribute.cs (from 2023.2, as in 6000.5.0f1: also on properties)
#if UNITY_2023_2_OR_NEWER
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, Inherited = true, AllowMultiple = false)]
#else
    [AttributeUsage(AttributeTargets.Field, Inherited = true, AllowMultiple = false)]
#endif
    public sealed class ColorUsageAttribute : PropertyAttribute
    {
        public readonly bool showAlpha = true;
        public readonly bool hdr = false;
        [Obsolete("This field is no longer used for anything.")] public readonly float minBrightness = 0f;
        [Obsolete("This field is no longer used for anything.")] public readonly float maxBrightness = 8f;
        [Obsolete("This field is no longer used for anything.")] public readonly float minExposureValue = 1 / 8f;
        [Obsolete("This field is no longer used for anything.")] public readonly float maxExposureValue = 3f;

        public ColorUsageAttribute(bool showAlpha) { this.showAlpha = showAlpha; }

        public ColorUsageAttribute(bool showAlpha, bool hdr)
        {
            this.showAlpha = showAlpha;
            this.hdr = hdr;
        }

        [Obsolete("Brightness and exposure parameters are no longer used for anything. Use ColorUsageAttribute(bool showAlpha, bool hdr)")]
        public ColorUsageAttribute(bool showAlpha, bool hdr, float minBrightness, float maxBrightness, float minExposureValue, float maxExposureValue)
        {
            this.showAlpha = showAlpha;
            this.hdr = hdr;
#pragma warning disable 618
            this.minBrightness = minBrightness;
            this.maxBrightness = maxBrightness;
            this.minExposureValue = minExposureValue;
            this.maxExposureValue = maxExposureValue;
#pragma warning restore 618
        }
    }
}
