using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/Export/PropertyDrawer/PropertyAttribute.cs (from 2023.2, as in 6000.5.0f1: also on properties)
#if UNITY_2023_2_OR_NEWER
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, Inherited = true, AllowMultiple = false)]
#else
    [AttributeUsage(AttributeTargets.Field, Inherited = true, AllowMultiple = false)]
#endif
    public sealed class MinAttribute : PropertyAttribute
    {
        public readonly float min;

        public MinAttribute(float min) { this.min = min; }
    }
}
