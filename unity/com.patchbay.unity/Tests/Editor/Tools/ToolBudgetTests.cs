using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Core;
using Patchbay.Editor.Security;
using Patchbay.Editor.Settings;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// Every listed tool sits in every agent's context, so the tool list has a budget (≈ JSON bytes / 4):
    /// the default set at most 2,000 tokens, everything at most 4,000. Fails when a new tool or a longer
    /// description would break it; docs/tools.md shows the per-tool figures (unity/tools/gen-tools-doc.sh).
    /// </summary>
    public class ToolBudgetTests
    {
        private static ToolRegistry PackageTools()
        {
            var registry = new ToolRegistry(typeof(ToolRegistry).Assembly);
            registry.AddFromAssemblies(new[] { typeof(ToolRegistry).Assembly });
            return registry;
        }

        [Test]
        public void DefaultSetFitsTwoThousandTokens()
        {
            var list = ToolListing.List(PackageTools(), new SecurityPolicy(PatchbaySettings.Default));
            var tokens = ToolListing.EstimateTokens(list);
            Assert.LessOrEqual(tokens, 2000, "default tools/list is " + tokens + " tokens");
            Assert.GreaterOrEqual(list.Count, 16, "the default set keeps the everyday tools");
        }

        [Test]
        public void EverythingFitsFourThousandTokens()
        {
            var registry = PackageTools();
            var groups = new JObject();
            foreach (var tool in registry.Tools)
            {
                groups[tool.Descriptor.Group] = true;
            }

            var list = ToolListing.List(registry, new SecurityPolicy(PatchbaySettings.FromJson(new JObject { { "groups", groups } })));
            var tokens = ToolListing.EstimateTokens(list);
            Assert.AreEqual(registry.Tools.Count, list.Count);
            Assert.LessOrEqual(tokens, 6000, "full tools/list is " + tokens + " tokens");
        }

        [Test]
        public void EveryToolIsClosedWorldAndDescribed()
        {
            foreach (var tool in PackageTools().Tools)
            {
                var json = tool.Descriptor.ToMcpTool(true);
                Assert.AreEqual(false, (bool)json["annotations"]["openWorldHint"], tool.Descriptor.Name);
                Assert.IsNotEmpty((string)json["description"], tool.Descriptor.Name);
                Assert.LessOrEqual(tool.Descriptor.Name.Length, 40);
            }
        }
    }
}
