using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Startup;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// Every listed tool sits in every agent's context, so the tool list has a budget (≈ JSON bytes / 4) as
    /// clients see it: the default set at most 3,050 tokens, everything at most 6,650 (issue 14; raised by issue 31
    /// for the long tools' execution.taskSupport, about 10 tokens each, by issue 34 for the play group and by issue 43 for run_self_check). Clients see
    /// the editor's list plus what the hub adds: its `editor` argument on each tool and its own two tools
    /// (tests/e2e/tool_budget.test.mjs measures that list itself), without the `_meta` the hub keeps to itself. Fails when a new tool or a longer
    /// description would break it; docs/tools.md shows the per-tool figures (unity/tools/gen-tools-doc.sh).
    /// </summary>
    public class ToolBudgetTests
    {
        // `,"editor":{"type":"string"}` on each tool, and list_editors + select_editor (docs/tools.md).
        private const int HubTokensPerTool = 7;
        private const int HubOwnTools = 147;

        // The hub keeps `patchbay/wholeEditor` and `patchbay/reloads` to itself (it gives those calls the editor lease; src/hub/tool_union.cpp).
        private static int AsClientsSeeIt(JArray list)
        {
            var seen = (JArray)list.DeepClone();
            foreach (var tool in seen)
            {
                var meta = tool["_meta"] as JObject;
                if (meta == null)
                {
                    continue;
                }

                meta.Remove("patchbay/wholeEditor");
                meta.Remove("patchbay/reloads");
                if (meta.Count == 0)
                {
                    ((JObject)tool).Remove("_meta");
                }
            }

            return ToolListing.EstimateTokens(seen) + HubTokensPerTool * list.Count + HubOwnTools;
        }

        private static ToolRegistry PackageTools()
        {
            var registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            registry.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            return registry;
        }

        [Test]
        public void DefaultSetFitsItsBudget()
        {
            var list = ToolListing.List(PackageTools(), new SecurityPolicy(PatchbaySettings.Default));
            var tokens = AsClientsSeeIt(list);
            Assert.LessOrEqual(tokens, 3050, "default tools/list is ~" + tokens + " tokens as clients see it");
            var names = list.Select(t => (string)t["name"]).ToList();
            foreach (var everyday in new[] { "get_editor_state", "compile", "create_game_object", "open_scene", "save_scene", "create_prefab", "instantiate_prefab" })
            {
                CollectionAssert.Contains(names, everyday, "an agent can do this without asking its user to switch a group on");
            }

            foreach (var beyondTheProject in new[] { "add_package", "execute_code", "execute_menu_item", "run_tests" })
            {
                CollectionAssert.DoesNotContain(names, beyondTheProject, "what changes the machine beyond the project stays behind settings");
            }
        }

        [Test]
        public void EverythingFitsItsBudget()
        {
            var registry = PackageTools();
            var groups = new JObject();
            foreach (var tool in registry.Tools)
            {
                groups[tool.Descriptor.Group] = true;
            }

            var list = ToolListing.List(registry, new SecurityPolicy(PatchbaySettings.FromJson(new JObject { { "groups", groups } })));
            var tokens = AsClientsSeeIt(list);
            // Every tool but the hub's own (HubOnly: quit_editor), which no client lists.
            Assert.AreEqual(registry.Tools.Count(t => !t.Descriptor.HubOnly), list.Count);
            Assert.LessOrEqual(tokens, 7300, "full tools/list is ~" + tokens + " tokens as clients see it");
        }

        [Test]
        public void EveryToolIsClosedWorldExceptAddPackageAndDescribed()
        {
            foreach (var tool in PackageTools().Tools)
            {
                var json = tool.Descriptor.ToMcpTool(true);
                // add_package reaches a package registry or a git host; everything else stays in the editor.
                Assert.AreEqual(tool.Descriptor.Name == "add_package", (bool)json["annotations"]["openWorldHint"], tool.Descriptor.Name);
                Assert.IsNotEmpty((string)json["description"], tool.Descriptor.Name);
                Assert.LessOrEqual(tool.Descriptor.Name.Length, 40);
            }
        }
    }
}
