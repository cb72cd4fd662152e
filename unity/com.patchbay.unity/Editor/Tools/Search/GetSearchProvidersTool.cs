using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor.Search;

namespace Patchbay.Editor.Tools.Search
{
    [McpTool("get_search_providers", "List Unity Search providers: id, name, query prefix, active.",
        Group = "search", ReadOnly = true, Idempotent = true)]
    public sealed class GetSearchProvidersTool : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            var providers = new JArray();
            foreach (var provider in SearchService.OrderedProviders)
            {
                var entry = new JObject { { "id", provider.id }, { "name", provider.name } };
                if (!string.IsNullOrEmpty(provider.filterId))
                {
                    entry["prefix"] = provider.filterId;
                }

                if (!provider.active)
                {
                    entry["active"] = false;
                }

                providers.Add(entry);
            }

            return Done(ToolJson.Text(new JObject { { "providers", providers } }));
        }
    }
}
