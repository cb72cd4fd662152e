using System.Reflection;
using NUnit.Framework;
using Patchbay.Editor.Startup;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Security;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests
{
    public class ToolRegistryTests
    {
        [Test]
        public void FindsToolsAndSkipsBrokenOnesWithAProblem()
        {
            var registry = new ToolRegistry(typeof(ToolRegistryTests).Assembly);
            registry.AddFromAssemblies(new[] { typeof(ToolRegistryTests).Assembly });
            RegisteredTool tool;
            Assert.IsTrue(registry.TryGet("sample_tool", out tool));
            Assert.IsFalse(tool.Descriptor.IsProjectDefined);
            Assert.IsFalse(registry.TryGet("Bad-Name", out tool));
            Assert.IsFalse(registry.TryGet("reserved_arg_tool", out tool));
            var problems = string.Join("\n", new System.Collections.Generic.List<string>(registry.Problems).ToArray());
            StringAssert.Contains("Bad-Name", problems);
            StringAssert.Contains("reserved", problems);
        }

        [Test]
        public void ToolsFromOtherAssembliesAreProjectDefined()
        {
            var registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            registry.AddFromAssemblies(new[] { typeof(ToolRegistryTests).Assembly });
            RegisteredTool tool;
            Assert.IsTrue(registry.TryGet("sample_tool", out tool));
            Assert.IsTrue(tool.Descriptor.IsProjectDefined);
        }

        [Test]
        public void ListIsSortedAndMcpShaped()
        {
            var registry = new ToolRegistry(typeof(ToolRegistryTests).Assembly);
            registry.AddFromAssemblies(new[] { typeof(ToolRegistryTests).Assembly });
            Assert.AreEqual("manual_tool", registry.Tools[0].Descriptor.Name);
            var json = registry.Tools[1].Descriptor.ToMcpTool(true);
            Assert.AreEqual("sample_tool", (string)json["name"]);
            Assert.AreEqual("Sample tool", (string)json["title"]);
            Assert.AreEqual(true, (bool)json["annotations"]["readOnlyHint"]);
            Assert.IsNull(json["annotations"]["destructiveHint"], "meaningless for a read-only tool, so not sent");
            Assert.AreEqual(false, (bool)json["annotations"]["openWorldHint"]);
            Assert.AreEqual("testing", (string)json["_meta"]["patchbay/group"]);
            Assert.IsNull(json["_meta"]["patchbay/security"], "default values are left out to save tokens");
            Assert.IsNull(json["_meta"]["patchbay/allowed"]);
            Assert.AreEqual(false, (bool)registry.Tools[1].Descriptor.ToMcpTool(false)["_meta"]["patchbay/allowed"]);
            Assert.AreEqual("object", (string)json["outputSchema"]["type"]);
        }

        [Test]
        public void ToolsThatChangeTheWholeEditorSayItInMetaAndNoOthersDo()
        {
            // The hub gives these the editor lease (docs/protocol.md §6.3) from this declaration, not from their names.
            var registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            registry.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            var expected = new[]
            {
                "add_package", "compile", "create_script", "execute_code", "execute_menu_item", "refresh_assets", "remove_package",
                "run_tests", "set_play_mode",
            };
            var declared = new System.Collections.Generic.List<string>();
            foreach (var tool in registry.Tools)
            {
                var meta = tool.Descriptor.ToMcpTool(true)["_meta"];
                var whole = meta != null && meta["patchbay/wholeEditor"] != null && (bool)meta["patchbay/wholeEditor"];
                Assert.AreEqual(tool.Descriptor.WholeEditor, whole, tool.Descriptor.Name);
                var reloads = meta != null && meta["patchbay/reloads"] != null && (bool)meta["patchbay/reloads"];
                Assert.AreEqual(tool.Descriptor.Reloads, reloads, tool.Descriptor.Name);
                Assert.IsTrue(!reloads || whole, tool.Descriptor.Name + " can reload the domain: it takes the editor lease");
                if (whole)
                {
                    declared.Add(tool.Descriptor.Name);
                    Assert.IsFalse(tool.Descriptor.ReadOnly, tool.Descriptor.Name + " changes the editor: not read-only");
                }
            }

            declared.Sort(System.StringComparer.Ordinal);
            CollectionAssert.AreEqual(expected, declared, "the tools that declare wholeEditor (false is left out)");
        }

        [Test]
        public void TheLongToolsMayRunAsTasksAndNoOthersMay()
        {
            // issue 31: the work that can outlive a client's timeout or a domain reload (docs/protocol-versions.md).
            // create_script changes the whole editor too but is not among them: its long half is compile's.
            var registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            registry.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            var expected = new[]
            {
                "add_package", "compile", "execute_code", "refresh_assets", "remove_package", "run_tests", "set_play_mode",
            };
            var declared = new System.Collections.Generic.List<string>();
            foreach (var tool in registry.Tools)
            {
                var execution = tool.Descriptor.ToMcpTool(true)["execution"];
                if (execution == null)
                {
                    continue;
                }

                Assert.AreEqual("optional", (string)execution["taskSupport"], tool.Descriptor.Name);
                declared.Add(tool.Descriptor.Name);
            }

            declared.Sort(System.StringComparer.Ordinal);
            CollectionAssert.AreEqual(expected, declared, "the tools that declare execution.taskSupport");
        }

        [Test]
        public void DuplicatesAreRefusedAndChangesAreAnnounced()
        {
            var registry = new ToolRegistry(typeof(ToolRegistryTests).Assembly);
            var changes = 0;
            registry.Changed += () => changes++;
            Assert.IsTrue(registry.Add(new SampleTool()));
            Assert.IsFalse(registry.Add(new SampleTool()));
            Assert.IsTrue(registry.Remove("sample_tool"));
            Assert.AreEqual(2, changes);
        }

        [TestCase("ping", true)]
        [TestCase("get_project_info", true)]
        [TestCase("unity_ping", false)]
        [TestCase("Ping", false)]
        [TestCase("9lives", false)]
        [TestCase("a_name_that_is_far_too_long_for_any_client_x", false)]
        public void NameRules(string name, bool ok)
        {
            Assert.AreEqual(ok, ToolRegistry.CheckName(name) == null);
        }

        [Test]
        public void PackageToolsAreFound()
        {
            var registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            registry.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            RegisteredTool tool;
            Assert.IsTrue(registry.TryGet("ping", out tool), string.Join("\n", new System.Collections.Generic.List<string>(registry.Problems).ToArray()));
            Assert.IsTrue(registry.TryGet("increment_counter", out tool));
            Assert.AreEqual(0, registry.Problems.Count, string.Join("\n", new System.Collections.Generic.List<string>(registry.Problems).ToArray()));
        }
    }
}
