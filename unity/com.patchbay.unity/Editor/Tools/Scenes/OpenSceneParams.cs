using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class OpenSceneParams
    {
        [McpParam("Scene asset path, e.g. Assets/Scenes/Main.unity", Required = true)]
        public string Path;

        [McpParam("Add to the open scenes instead of replacing them")]
        public bool Additive;

        [McpParam("Replace scenes even if they have unsaved changes (lost)")]
        public bool DiscardChanges;
    }
}
