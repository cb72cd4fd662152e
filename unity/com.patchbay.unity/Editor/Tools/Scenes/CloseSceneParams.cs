using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class CloseSceneParams
    {
        [McpParam("Path or name", Required = true)]
        public string Scene;

        [McpParam("Lose unsaved changes")]
        public bool DiscardChanges;
    }
}
