using System.Reflection;

namespace Patchbay.Editor.Tools.Code
{
    /// <summary>A snippet that compiled and was loaded: its entry point.</summary>
    public sealed class CompiledSnippet
    {
        public CompiledSnippet(SnippetSource source, MethodInfo run)
        {
            Source = source;
            Run = run;
        }

        public SnippetSource Source { get; private set; }

        public MethodInfo Run { get; private set; }
    }
}
