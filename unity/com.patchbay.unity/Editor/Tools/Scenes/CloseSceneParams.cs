using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class CloseSceneParams
    {
        [McpParam("Loaded scene path or name", Required = true)]
        public string Scene;

        [McpParam("Close even with unsaved changes (lost)")]
        public bool DiscardChanges;
    }
}
