using System;

namespace UnityEngine.Scripting
{
    // Tells Unity's linker to process an assembly that nothing references (its [Preserve] and
    // [RuntimeInitializeOnLoadMethod] roots are kept). Nothing strips code here.
    // UnityCsReference 2021.3.0f1 and 6000.0.0f1 Runtime/Export/Scripting/AlwaysLinkAssemblyAttribute.cs:9-12.
    [AttributeUsage(AttributeTargets.Assembly)]
    public class AlwaysLinkAssemblyAttribute : Attribute
    {
    }
}
