using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor.PackageManager;
using UnityEditor.PackageManager.Requests;

namespace Patchbay.Headless.Tests
{
    // The stand-in Package Manager: requests complete on later frames, a change is written to the
    // project's Packages/manifest.json and asks for a domain reload; the registry knows a few packages.
    [TestFixture]
    public class PackageManagerTests : StandInFixture
    {
        string ManifestPath { get { return Path.Combine(Project, "Packages/manifest.json"); } }

        JObject Dependencies() { return (JObject)JObject.Parse(File.ReadAllText(ManifestPath))["dependencies"]; }

        static void Finish(Request request)
        {
            for (var i = 0; i < 10 && !request.IsCompleted; i++) HeadlessEditor.Tick();
            Assert.IsTrue(request.IsCompleted, "the request completes within a few frames");
        }

        int Reloads { get { return ((InMemoryHostServices)HeadlessEditor.Host).ReloadRequests; } }

        [Test]
        public void ListAnswersOnALaterFrameWithDirectAndIndirectPackages()
        {
            var request = Client.List(true, true);
            Assert.IsFalse(request.IsCompleted, "Unity answers on a later frame");
            Assert.AreEqual(StatusCode.InProgress, request.Status);
            Finish(request);
            Assert.AreEqual(StatusCode.Success, request.Status);
            var all = request.Result.ToList();
            var ugui = all.Single(p => p.name == "com.unity.ugui");
            Assert.IsTrue(ugui.isDirectDependency);
            Assert.AreEqual(PackageSource.Registry, ugui.source);
            Assert.AreEqual("1.0.0", ugui.version);
            var nunit = all.Single(p => p.name == "com.unity.ext.nunit");
            Assert.IsFalse(nunit.isDirectDependency, "a dependency of com.unity.test-framework only");
            Assert.AreEqual(PackageSource.BuiltIn, all.Single(p => p.name == "com.unity.modules.physics").source);

            var direct = Client.List(true, false);
            Finish(direct);
            Assert.IsFalse(direct.Result.Any(p => p.name == "com.unity.ext.nunit"));
            CollectionAssert.AreEquivalent(all.Select(p => p.name).ToArray(), PackageInfo.GetAllRegisteredPackages().Select(p => p.name).ToArray());
        }

        [Test]
        public void AddWritesTheManifestThenRequestsAReloadAndRemoveTakesItOut()
        {
            var reloads = Reloads;
            var add = Client.Add("com.unity.textmeshpro@3.0.6");
            Finish(add);
            Assert.AreEqual(StatusCode.Success, add.Status, add.Error == null ? "" : add.Error.message);
            Assert.AreEqual("3.0.6", add.Result.version);
            Assert.AreEqual("3.0.6", (string)Dependencies()["com.unity.textmeshpro"]);
            Assert.AreEqual(reloads + 1, Reloads, "a package change reloads the domain");
            Assert.IsTrue(PackageInfo.GetAllRegisteredPackages().Any(p => p.name == "com.unity.textmeshpro" && p.isDirectDependency));

            var latest = Client.Add("com.unity.inputsystem");
            Finish(latest);
            Assert.AreEqual(StatusCode.Success, latest.Status);
            Assert.AreEqual("1.8.2", (string)Dependencies()["com.unity.inputsystem"], "no version = the newest");

            var remove = Client.Remove("com.unity.textmeshpro");
            Assert.AreEqual("com.unity.textmeshpro", remove.PackageIdOrName);
            Finish(remove);
            Assert.AreEqual(StatusCode.Success, remove.Status);
            Assert.IsNull(Dependencies()["com.unity.textmeshpro"]);
            Assert.AreEqual(reloads + 3, Reloads);
        }

        [Test]
        public void UnknownPackagesVersionsAndUrlsFailWithTheRegistrysErrorAndChangeNothing()
        {
            var before = File.ReadAllText(ManifestPath);
            var reloads = Reloads;
            var unknown = Client.Add("com.example.nothing");
            var version = Client.Add("com.unity.textmeshpro@9.9.9");
            var git = Client.Add("https://example.com/nobody/nothing.git");
            var remove = Client.Remove("com.unity.inputsystem.absent");
            foreach (var r in new Request[] { unknown, version, git, remove }) Finish(r);
            Assert.AreEqual(StatusCode.Failure, unknown.Status);
            Assert.AreEqual(ErrorCode.NotFound, unknown.Error.errorCode);
            StringAssert.Contains("cannot be found", unknown.Error.message);
            Assert.IsNull(unknown.Result);
            StringAssert.Contains("9.9.9", version.Error.message);
            StringAssert.Contains("git", git.Error.message);
            Assert.AreEqual(StatusCode.Failure, remove.Status);
            Assert.AreEqual(before, File.ReadAllText(ManifestPath));
            Assert.AreEqual(reloads, Reloads, "a failed request reloads nothing");
        }

        [Test]
        public void GitUrlsResolveFromTheSampleRepository()
        {
            var add = Client.Add("https://github.com/patchbay-samples/com.patchbay.sample-tools.git#v1.0.0");
            Finish(add);
            Assert.AreEqual(StatusCode.Success, add.Status);
            Assert.AreEqual(PackageSource.Git, add.Result.source);
            Assert.AreEqual("com.patchbay.sample-tools", add.Result.name);
            StringAssert.EndsWith("@https://github.com/patchbay-samples/com.patchbay.sample-tools.git#v1.0.0", add.Result.packageId);
            var remove = Client.Remove("com.patchbay.sample-tools");
            Finish(remove);
            Assert.AreEqual(StatusCode.Success, remove.Status);
        }
    }
}
