using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class GetHierarchyParams
    {
        [McpParam("Loaded scene path or name (default active)")]
        public string Scene;

        [McpParam("Only this object's subtree (id, path or name)")]
        public string Root;

        [McpParam("Levels below the roots", Minimum = 0, Maximum = 50)]
        public int Depth = 4;

        [McpParam("List component types")]
        public bool Components;

        [McpParam("Skip this many", Minimum = 0)]
        public int Offset;

        [McpParam("Page size", Minimum = 1, Maximum = 500)]
        public int Limit = 100;
    }
}
