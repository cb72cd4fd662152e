using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class SceneParams
    {
        [McpParam("Path or name", Required = true)]
        public string Scene;
    }
}
