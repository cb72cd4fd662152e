using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class SaveSceneParams
    {
        [McpParam("Default active")]
        public string Scene;

        [McpParam("New path, Assets/….unity")]
        public string SaveAs;
    }
}
