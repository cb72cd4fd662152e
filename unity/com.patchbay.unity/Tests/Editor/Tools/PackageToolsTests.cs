using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// list_packages, add_package and remove_package on the headless editor, where a package request
    /// completes in the same domain (the in-memory host does not reload): the job completes from the
    /// request. e2e (editor_ops_tools.test.mjs) covers the job across the real reload.
    /// </summary>
    public class PackageToolsTests
    {
        private static string Manifest
        {
            get { return File.ReadAllText(Path.Combine(ToolHarness.ProjectRoot, "Packages/manifest.json")); }
        }

        [SetUp]
        public void SetUp()
        {
            ToolHarness.EnsureEditor();
        }

        private static JObject Job(JToken started)
        {
            if ((string)started["status"] != "running")
            {
                return (JObject)started;
            }

            return (JObject)ToolHarness.Ok("get_job", "{\"jobId\":\"" + (string)started["jobId"] + "\",\"waitSeconds\":10}");
        }

        [Test]
        public void ListsDirectPackagesPagedAndDependenciesOnRequest()
        {
            var direct = ToolHarness.Ok("list_packages", "{}");
            var names = direct["packages"].Select(p => (string)p["name"]).ToList();
            CollectionAssert.Contains(names, "com.unity.ugui");
            CollectionAssert.DoesNotContain(names, "com.unity.ext.nunit");
            CollectionAssert.IsOrdered(names);
            var ugui = direct["packages"].First(p => (string)p["name"] == "com.unity.ugui");
            Assert.AreEqual("registry", (string)ugui["source"]);
            Assert.IsTrue((bool)ugui["direct"]);

            var all = ToolHarness.Ok("list_packages", "{\"dependencies\":true,\"filter\":\"NUNIT\"}");
            Assert.AreEqual(1, (int)all["total"]);
            Assert.IsFalse((bool)all["packages"][0]["direct"]);

            var page = ToolHarness.Ok("list_packages", "{\"limit\":1,\"offset\":1}");
            Assert.AreEqual(1, page["packages"].Count());
            Assert.AreEqual(names[1], (string)page["packages"][0]["name"]);
            StringAssert.Contains("offset=2", (string)page["next"]);
        }

        [Test]
        public void AddThenRemoveAsJobs()
        {
            var added = Job(ToolHarness.Ok("add_package", "{\"id\":\"com.unity.textmeshpro@3.0.7\",\"waitSeconds\":0}"));
            Assert.AreEqual("succeeded", (string)added["status"], added.ToString());
            Assert.AreEqual("3.0.7", (string)added["package"]["version"]);
            StringAssert.Contains("\"com.unity.textmeshpro\": \"3.0.7\"", Manifest);
            Assert.AreEqual("unchanged", (string)ToolHarness.Ok("add_package", "{\"id\":\"com.unity.textmeshpro@3.0.7\"}")["status"]);

            var removed = Job(ToolHarness.Ok("remove_package", "{\"name\":\"com.unity.textmeshpro\",\"waitSeconds\":0}"));
            Assert.AreEqual("succeeded", (string)removed["status"], removed.ToString());
            StringAssert.DoesNotContain("textmeshpro", Manifest);
        }

        [Test]
        public void ThePackageManagersErrorEndsTheJobAndNothingChanges()
        {
            var before = Manifest;
            var failed = Job(ToolHarness.Ok("add_package", "{\"id\":\"com.example.missing\",\"waitSeconds\":10}"));
            Assert.AreEqual("failed", (string)failed["status"]);
            Assert.AreEqual("NotFound", (string)failed["errorCode"]);
            StringAssert.Contains("cannot be found", (string)failed["error"]);
            Assert.AreEqual(before, Manifest);
        }

        [TestCase("{\"id\":\"\"}", "empty")]
        [TestCase("{\"id\":\"TextMeshPro\"}", "not a package name")]
        [TestCase("{\"id\":\"com.unity.textmeshpro@^3.0\"}", "exact version")]
        [TestCase("{\"id\":\"com.unity.textmeshpro@latest\"}", "exact version")]
        [TestCase("{\"id\":\"http://github.com/a/b.git\"}", "Only https")]
        [TestCase("{\"id\":\"git@github.com:a/b.git\"}", "Only https")]
        [TestCase("{\"id\":\"https://github.com/a/b\"}", "not a git repository URL")]
        [TestCase("{\"id\":\"https://user:secret@github.com/a/b.git\"}", "no credentials")]
        public void MalformedAddIdsAreRefusedBeforeThePackageManagerIsAsked(string arguments, string says)
        {
            var before = Manifest;
            var result = ToolHarness.Fails("add_package", arguments, "invalid_arguments");
            StringAssert.Contains(says, ToolHarness.Text(result));
            Assert.AreEqual(before, Manifest);
        }

        [TestCase("com.unity.absent", "not_found", "is not installed")]
        [TestCase("com.unity.ext.nunit", "invalid_arguments", "other packages depend on it")]
        [TestCase("com.unity.modules.physics", "invalid_arguments", "built-in module")]
        [TestCase("com.patchbay.unity", "invalid_arguments", "Removing Patchbay")]
        [TestCase("Not A Name", "invalid_arguments", "not a package name")]
        public void RemovingWhatCannotBeRemovedIsRefused(string name, string kind, string says)
        {
            var before = Manifest;
            var result = ToolHarness.Fails("remove_package", "{\"name\":\"" + name + "\"}", kind);
            StringAssert.Contains(says, ToolHarness.Text(result));
            Assert.AreEqual(before, Manifest);
        }
    }
}
