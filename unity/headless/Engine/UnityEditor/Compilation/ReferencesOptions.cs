using System;

namespace UnityEditor.Compilation
{
    [Flags]
    public enum ReferencesOptions
    {
        None = 0,
        UseEngineModules = 1
    }
}
