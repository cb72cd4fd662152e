using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class SetPlayModeParams
    {
        [McpParam("What to do", Required = true)]
        public PlayModeAction Action;
    }
}
