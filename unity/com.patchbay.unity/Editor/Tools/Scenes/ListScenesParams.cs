using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class ListScenesParams
    {
        [McpParam("Path contains")]
        public string Filter;

        [McpParam("", Minimum = 1, Maximum = 500)]
        public int Limit = 100;
    }
}
