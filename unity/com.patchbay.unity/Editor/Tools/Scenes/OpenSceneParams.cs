using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class OpenSceneParams
    {
        [McpParam("e.g. Assets/Scenes/Main.unity", Required = true)]
        public string Path;

        public bool Additive;

        [McpParam("Make it active (also if open)")]
        public bool Active;

        [McpParam("Lose unsaved changes")]
        public bool DiscardChanges;
    }
}
