using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class SetPlayModeResult
    {
        [McpParam("edit, playing or paused")]
        public string PlayMode;
    }
}
