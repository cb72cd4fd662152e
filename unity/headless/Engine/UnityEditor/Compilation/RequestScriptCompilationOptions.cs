using System;

namespace UnityEditor.Compilation
{
    [Flags]
    public enum RequestScriptCompilationOptions
    {
        None = 0,
        CleanBuildCache = 1
    }
}
