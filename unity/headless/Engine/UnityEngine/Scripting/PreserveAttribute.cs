using System;

namespace UnityEngine.Scripting
{
    // Tells Unity's code stripping to keep what it marks. Nothing strips code here.
    // UnityCsReference 2021.3.0f1 and 6000.0.0f1 Runtime/Export/Scripting/PreserveAttribute.cs:9-14.
    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Class | AttributeTargets.Field | AttributeTargets.Property
        | AttributeTargets.Constructor | AttributeTargets.Interface | AttributeTargets.Delegate | AttributeTargets.Event
        | AttributeTargets.Struct | AttributeTargets.Assembly | AttributeTargets.Enum, Inherited = false)]
    public class PreserveAttribute : Attribute
    {
    }
}
