using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Objects
{
    [Preserve]
    public sealed class GetHierarchyParams
    {
        [Preserve]
        public string Scene;

        [McpParam("Only this subtree", Form = ArgumentForm.Id)]
        [Preserve]
        public string Root;

        [McpParam("", Minimum = 0, Maximum = 50)]
        [Preserve]
        public int Depth = 4;

        [Preserve]
        public bool Components;

        [Preserve]
        public int Offset;

        [McpParam("", Minimum = 1, Maximum = 500)]
        [Preserve]
        public int Limit = 100;
    }
}
