using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Menus
{
    [McpTool("get_menu_items", "List menu item paths ([MenuItem] code and common built-ins).",
        Group = "menus", ReadOnly = true, Idempotent = true)]
    public sealed class GetMenuItemsTool : McpTool<GetMenuItemsParams, string>
    {
        protected override Task<string> ExecuteAsync(GetMenuItemsParams parameters, ToolCallContext context)
        {
            var items = new JArray();
            var total = 0;
            foreach (var path in MenuCatalog.All())
            {
                if (!string.IsNullOrEmpty(parameters.Filter) && !path.StartsWith(parameters.Filter, StringComparison.OrdinalIgnoreCase)
                    && path.IndexOf(parameters.Filter, StringComparison.OrdinalIgnoreCase) < 0)
                {
                    continue;
                }

                if (total++ < parameters.Limit)
                {
                    items.Add(path);
                }
            }

            var result = new JObject { { "total", total }, { "items", items } };
            if (total > parameters.Limit)
            {
                result["more"] = (total - parameters.Limit) + " more; pass a filter.";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
