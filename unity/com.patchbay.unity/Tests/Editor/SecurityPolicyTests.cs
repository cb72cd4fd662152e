using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Core;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests
{
    public class SecurityPolicyTests
    {
        private static ToolDescriptor Tool(string name, string group, SecurityClass security, bool project)
        {
            var attribute = new McpToolAttribute(name, "d") { Group = group, Security = security };
            return new ToolDescriptor(attribute, typeof(object), new JObject(), null, project);
        }

        private static SecurityPolicy Policy(string json)
        {
            return new SecurityPolicy(PatchbaySettings.FromJson(JObject.Parse(json)));
        }

        [TestCase(SecurityClass.Tests, "allowTests")]
        [TestCase(SecurityClass.MenuItems, "allowMenuItems")]
        [TestCase(SecurityClass.CodeExecution, "allowCodeExecution")]
        [TestCase(SecurityClass.PackageChanges, "allowPackageChanges")]
        public void DangerousClassesAreOffByDefaultAndNameTheirSetting(SecurityClass security, string setting)
        {
            var decision = Policy("{}").Check(Tool("t", "core", security, false));
            Assert.IsFalse(decision.Allowed);
            Assert.AreEqual(setting, decision.Setting);
            StringAssert.Contains("'" + setting + "'", decision.Message);
            StringAssert.Contains("UserSettings/PatchbaySettings.json", decision.Message);
            StringAssert.Contains("Window > Patchbay", decision.Message);
            Assert.IsTrue(Policy("{\"" + setting + "\":true}").Check(Tool("t", "core", security, false)).Allowed);
        }

        [Test]
        public void FileWritesAreOnByDefault()
        {
            Assert.IsTrue(Policy("{}").Check(Tool("t", "core", SecurityClass.FileWrite, false)).Allowed);
            Assert.AreEqual("allowFileWrites", Policy("{\"allowFileWrites\":false}").Check(Tool("t", "core", SecurityClass.FileWrite, false)).Setting);
        }

        [Test]
        public void ProjectToolsNeedTheirOwnPermission()
        {
            var tool = Tool("mine", "project", SecurityClass.None, true);
            Assert.AreEqual("allowProjectTools", Policy("{}").Check(tool).Setting);
            Assert.IsTrue(Policy("{\"allowProjectTools\":true}").Check(tool).Allowed);
        }

        [Test]
        public void GroupsAndToolSwitches()
        {
            var diagnostics = Tool("increment_counter", "diagnostics", SecurityClass.None, false);
            Assert.IsFalse(Policy("{}").IsListed(diagnostics));
            Assert.AreEqual("groups.diagnostics", Policy("{}").Check(diagnostics).Setting);
            Assert.IsTrue(Policy("{\"groups\":{\"diagnostics\":true}}").Check(diagnostics).Allowed);
            Assert.IsTrue(Policy("{\"tools\":{\"increment_counter\":true}}").Check(diagnostics).Allowed, "tool switch beats group");

            var ping = Tool("ping", "core", SecurityClass.None, false);
            Assert.IsTrue(Policy("{}").IsListed(ping));
            Assert.AreEqual("tools.ping", Policy("{\"tools\":{\"ping\":false}}").Check(ping).Setting);
            Assert.IsFalse(Policy("{\"tools\":{\"ping\":false}}").IsListed(ping));
        }

        [Test]
        public void BlockedToolsOfAnAllowedGroupAreStillListed()
        {
            Assert.IsTrue(Policy("{}").IsListed(Tool("run_tests", "testing", SecurityClass.Tests, false)));
        }
    }
}
