using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Scripting/SelectionBaseAttribute.cs
    [AttributeUsage(AttributeTargets.Class, Inherited = true, AllowMultiple = false)]
    public class SelectionBaseAttribute : Attribute
    {
    }
}
