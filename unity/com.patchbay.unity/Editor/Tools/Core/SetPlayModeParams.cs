using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class SetPlayModeParams
    {
        [McpParam("", Required = true)]
        public PlayModeAction Action;
    }
}
