using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class GetHierarchyParams
    {
        public string Scene;

        [McpParam("Only this subtree", Form = ArgumentForm.Id)]
        public string Root;

        [McpParam("", Minimum = 0, Maximum = 50)]
        public int Depth = 4;

        public bool Components;

        public int Offset;

        [McpParam("", Minimum = 1, Maximum = 500)]
        public int Limit = 100;
    }
}
