using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.EditorState
{
    public sealed class SetPlayModeParams
    {
        [McpParam("", Required = true)]
        public PlayModeAction Action;

        [McpParam("play: start paused")]
        public bool Paused;
    }
}
