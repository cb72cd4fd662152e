using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class SaveSceneParams
    {
        [McpParam("Loaded scene path or name (default active)")]
        public string Scene;

        [McpParam("Save as this new path under Assets/, ending .unity")]
        public string SaveAs;
    }
}
