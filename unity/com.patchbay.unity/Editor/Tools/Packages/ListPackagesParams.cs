using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Packages
{
    public sealed class ListPackagesParams
    {
        [McpParam("Name contains")]
        public string Filter;

        [McpParam("Also packages only others depend on")]
        public bool Dependencies;

        [McpParam("", Minimum = 0)]
        public int Offset;

        [McpParam("", Minimum = 1, Maximum = 200)]
        public int Limit = 50;
    }
}
