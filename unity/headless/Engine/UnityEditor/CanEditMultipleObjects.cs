using System;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Editor/Mono/CustomEditorAttributes.cs (CanEditMultipleObjects).
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = false, Inherited = false)]
    public sealed class CanEditMultipleObjects : Attribute
    {
    }
}
