using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class FindGameObjectsParams
    {
        [McpParam("Name contains this, or glob with * and ?")]
        public string Name;

        public string Tag;

        [McpParam("Layer name or number")]
        public string Layer;

        [McpParam("Has a component of this type")]
        public string Component;

        [McpParam("Under this hierarchy path")]
        public string Path;

        [McpParam("Only active (true) or inactive (false) objects")]
        public bool? Active;

        [McpParam("Loaded scene path or name (default all)")]
        public string Scene;

        [McpParam("Skip this many", Minimum = 0)]
        public int Offset;

        [McpParam("Page size", Minimum = 1, Maximum = 500)]
        public int Limit = 50;
    }
}
