using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Scenes
{
    public sealed class ListScenesParams
    {
        [McpParam("Only project scenes whose path contains this")]
        public string Filter;

        [McpParam("Max project scenes", Minimum = 1, Maximum = 500)]
        public int Limit = 100;
    }
}
