// Prints docs/tools.md from the package's live tool list (the same objects tools/list sends), with each
// tool's group, annotations and token estimate, and the budget totals. Run through unity/tools/gen-tools-doc.sh.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Security;
using Patchbay.Editor.Settings;

internal static class ToolsDoc
{
    private static int Main()
    {
        var registry = new ToolRegistry(typeof(ToolRegistry).Assembly);
        registry.AddFromAssemblies(new[] { typeof(ToolRegistry).Assembly });
        var defaults = ToolListing.List(registry, new SecurityPolicy(PatchbaySettings.Default));
        var allGroups = new JObject();
        foreach (var tool in registry.Tools)
        {
            allGroups[tool.Descriptor.Group] = true;
        }

        var everything = ToolListing.List(registry, new SecurityPolicy(PatchbaySettings.FromJson(new JObject { { "groups", allGroups } })));
        var md = new StringBuilder();
        md.Append("# Unity tools\n\n");
        md.Append("Generated from the package's live tool list by `unity/tools/gen-tools-doc.sh`; do not edit by hand.\n");
        md.Append("Tokens ≈ compact JSON bytes of the tool's `tools/list` entry / 4 (before the hub adds its `editor` argument).\n\n");
        md.Append("| | tools | tokens | budget |\n|---|---:|---:|---:|\n");
        md.AppendFormat(CultureInfo.InvariantCulture, "| default set | {0} | {1} | 2000 |\n", defaults.Count, ToolListing.EstimateTokens(defaults));
        md.AppendFormat(CultureInfo.InvariantCulture, "| all groups on | {0} | {1} | 4000 |\n\n", everything.Count, ToolListing.EstimateTokens(everything));
        md.Append("Switch a group with `\"groups\": {\"<name>\": true}` in `ProjectSettings/PatchbaySettings.json`.\n\n");
        var byName = everything.ToDictionary(t => (string)t["name"], t => (JObject)t);
        var descriptors = registry.Tools.Select(t => t.Descriptor).Where(d => byName.ContainsKey(d.Name))
            .OrderBy(d => d.Group == "core" ? "" : d.Group, StringComparer.Ordinal).ThenBy(d => d.Name, StringComparer.Ordinal).ToList();
        md.Append("| group | default | tools | tokens |\n|---|---|---:|---:|\n");
        foreach (var group in descriptors.GroupBy(d => d.Group))
        {
            md.AppendFormat(CultureInfo.InvariantCulture, "| `{0}` | {1} | {2} | {3} |\n", group.Key,
                PatchbaySettings.Default.IsGroupEnabled(group.Key) ? "on" : "off", group.Count(),
                group.Sum(d => ToolListing.EstimateTokens(byName[d.Name])));
        }

        md.Append("\n| tool | group | annotations | security | tokens | description |\n|---|---|---|---|---:|---|\n");
        foreach (var descriptor in descriptors)
        {
            var tool = byName[descriptor.Name];
            var flags = new List<string>();
            if (descriptor.ReadOnly) flags.Add("read-only");
            if (!descriptor.ReadOnly && descriptor.Destructive) flags.Add("destructive");
            if (descriptor.Idempotent) flags.Add("idempotent");
            if (descriptor.OutputSchema != null) flags.Add("output schema");
            md.AppendFormat(CultureInfo.InvariantCulture, "| `{0}` | {1} | {2} | {3} | {4} | {5} |\n",
                descriptor.Name, descriptor.Group, flags.Count == 0 ? "—" : string.Join(", ", flags.ToArray()),
                SecurityClassNames.ToWire(descriptor.Security), ToolListing.EstimateTokens(tool), descriptor.Description.Replace("|", "\\|"));
        }

        md.Append("\nEvery tool also carries `openWorldHint: false`. Hints left out of the JSON take MCP's defaults; see docs/protocol.md §4.3.\n");
        Console.Out.Write(md.ToString());
        return 0;
    }
}
