using System;
using UnityEditor.Compilation;

namespace Patchbay.Headless
{
    // Crosses the AppDomain boundary from the host's compile step to the editor domain.
    [Serializable]
    internal sealed class CompiledAssemblyResult
    {
        public string OutputPath;
        public CompilerMessage[] Messages = new CompilerMessage[0];
    }
}
