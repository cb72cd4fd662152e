using Newtonsoft.Json.Linq;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Shared.Security
{
    /// <summary>
    /// The tools/list answer for a registry under a policy (docs/protocol.md §4.3). One place, so the link,
    /// the token-budget test and the docs/tools.md generator measure exactly what agents receive.
    /// </summary>
    public static class ToolListing
    {
        public static JArray List(ToolRegistry registry, SecurityPolicy policy)
        {
            var tools = new JArray();
            foreach (var tool in registry.Tools)
            {
                if (policy.IsListed(tool.Descriptor))
                {
                    tools.Add(tool.Descriptor.ToMcpTool(policy.Check(tool.Descriptor).Allowed));
                }
            }

            return tools;
        }

        /// <summary>Approximate tokens of a JSON value: UTF-8 bytes of its compact form / 4.</summary>
        public static int EstimateTokens(JToken json)
        {
            return (System.Text.Encoding.UTF8.GetByteCount(json.ToString(Newtonsoft.Json.Formatting.None)) + 3) / 4;
        }
    }
}
