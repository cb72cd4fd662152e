using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Assets
{
    public sealed class CreateScriptParams
    {
        [McpParam("Assets/…/ClassName.cs", Required = true)]
        public string Path;

        public ScriptKind Kind;

        public string Namespace;

        [McpParam("Source instead of a template")]
        public string Content;

        public bool Overwrite;

        [McpParam("Then compile, as compile")]
        public bool Compile;
    }
}
