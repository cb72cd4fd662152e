using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class FindGameObjectsParams
    {
        [McpParam("Substring or glob")]
        public string Name;

        public string Tag;

        public string Layer;

        public string Component;

        [McpParam("Under this path")]
        public string Path;

        public bool? Active;

        public string Scene;

        public int Offset;

        [McpParam("", Minimum = 1, Maximum = 500)]
        public int Limit = 50;
    }
}
