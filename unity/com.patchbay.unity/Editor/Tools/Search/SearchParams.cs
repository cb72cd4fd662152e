using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Search
{
    public sealed class SearchParams
    {
        [McpParam("e.g. t:Material red, h:Player", Required = true)]
        public string Query;

        [McpParam("Provider ids (default all)")]
        public string[] Providers;

        [McpParam("", Minimum = 1, Maximum = 200)]
        public int Limit = 20;
    }
}
