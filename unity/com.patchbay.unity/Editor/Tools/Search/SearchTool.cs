using System.Collections.Generic;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.Search;
using UnityEngine;

namespace Patchbay.Editor.Tools.Search
{
    /// <summary>Unity Search (the Ctrl+K engine) over assets, scene objects, menus and more, run synchronously and capped.</summary>
    [McpTool("search", "Query Unity Search over assets, scene objects and more.",
        Group = "search", ReadOnly = true, Idempotent = true)]
    public sealed class SearchTool : McpTool<SearchParams, string>
    {
        protected override Task<string> ExecuteAsync(SearchParams parameters, ToolCallContext context)
        {
            SearchContext searchContext;
            if (parameters.Providers != null && parameters.Providers.Length > 0)
            {
                var known = new List<string>();
                foreach (var provider in SearchService.Providers)
                {
                    known.Add(provider.id);
                }

                foreach (var id in parameters.Providers)
                {
                    if (!known.Contains(id))
                    {
                        throw ToolErrors.Missing("providers", "No search provider '" + id + "'. Providers: " + string.Join(", ", known.ToArray()) + ".");
                    }
                }

                searchContext = SearchService.CreateContext(parameters.Providers, parameters.Query, SearchFlags.Synchronous);
            }
            else
            {
                searchContext = SearchService.CreateContext(parameters.Query, SearchFlags.Synchronous);
            }

            using (searchContext)
            {
                var items = new JArray();
                var total = 0;
                using (var list = SearchService.Request(searchContext, SearchFlags.Synchronous))
                {
                    foreach (var item in list)
                    {
                        if (item == null)
                        {
                            continue;
                        }

                        if (total++ >= parameters.Limit)
                        {
                            continue;
                        }

                        var entry = Identify(item);
                        entry["label"] = item.GetLabel(searchContext, true);
                        entry["provider"] = item.provider == null ? string.Empty : item.provider.id;
                        var description = item.GetDescription(searchContext, true);
                        if (!string.IsNullOrEmpty(description) && description != item.id)
                        {
                            entry["description"] = description;
                        }

                        items.Add(entry);
                    }
                }

                var result = new JObject { { "total", total }, { "items", items } };
                if (total > parameters.Limit)
                {
                    result["more"] = (total - parameters.Limit) + " more; narrow the query or raise limit.";
                }

                return Done(ToolJson.Text(result));
            }
        }

        // What the other tools take back: a scene object's id as every tool gives it, an asset's path;
        // other items (menus, settings…) keep Unity Search's own id.
        private static JObject Identify(SearchItem item)
        {
            var found = item.ToObject();
            var go = found as GameObject;
            if (go != null && go.scene.IsValid())
            {
                return new JObject { { "id", ObjectIds.Of(go) } };
            }

            var path = found == null ? null : AssetDatabase.GetAssetPath(found);
            return string.IsNullOrEmpty(path) ? new JObject { { "id", item.id } } : new JObject { { "path", path } };
        }
    }
}
