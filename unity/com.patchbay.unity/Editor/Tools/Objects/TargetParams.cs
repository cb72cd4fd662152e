using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class TargetParams
    {
        [McpParam("GameObject id, path or unique name", Required = true)]
        public string Target;
    }
}
