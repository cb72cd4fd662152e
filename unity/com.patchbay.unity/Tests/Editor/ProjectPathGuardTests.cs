using System;
using System.Diagnostics;
using System.IO;
using NUnit.Framework;
using Patchbay.Editor.Core;
using Patchbay.Editor.Security;

namespace Patchbay.Editor.Tests
{
    public class ProjectPathGuardTests
    {
        private string _root;

        [SetUp]
        public void SetUp()
        {
            _root = Path.Combine(Path.GetTempPath(), "patchbay-guard-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(Path.Combine(_root, "Assets"));
            Directory.CreateDirectory(Path.Combine(_root, "Outside"));
        }

        [TearDown]
        public void TearDown()
        {
            Directory.Delete(_root, true);
        }

        [Test]
        public void ErrorsGiveAnExampleOfTheToolsOwnKindOfFile()
        {
            string full;
            string error;
            Assert.IsFalse(new ProjectPathGuard(_root, "Assets/Scenes/Level.unity").TryResolveWritePath("/tmp/x.unity", out full, out error));
            StringAssert.Contains("\"Assets/Scenes/Level.unity\"", error);
            StringAssert.DoesNotContain(".cs", error);
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath("", out full, out error));
            StringAssert.Contains("\"Assets/Scripts/Player.cs\"", error);
        }

        [TestCase("Assets/Scripts/Player.cs")]
        [TestCase("Assets\\Scripts\\Player.cs")]
        [TestCase("Assets/a.txt")]
        public void AcceptsPathsInsideAssets(string path)
        {
            string full;
            string error;
            Assert.IsTrue(new ProjectPathGuard(_root).TryResolveWritePath(path, out full, out error), error);
            StringAssert.StartsWith(Path.Combine(_root, "Assets"), full);
        }

        [TestCase("", "empty")]
        [TestCase("/etc/passwd", "absolute")]
        [TestCase("C:/Windows/x.txt", "absolute")]
        [TestCase("~/x", "absolute")]
        [TestCase("Assets/../ProjectSettings/x.asset", "'..'")]
        [TestCase("Assets/./x.cs", "'.'")]
        [TestCase("ProjectSettings/x.asset", "outside Assets/")]
        [TestCase("assets/x.cs", "outside Assets/")]
        [TestCase("Assets", "Assets folder itself")]
        [TestCase("Assets//x.cs", "empty segment")]
        [TestCase("Assets/x.cs/", "empty segment")]
        public void RefusesEverythingElse(string path, string reason)
        {
            string full;
            string error;
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath(path, out full, out error));
            StringAssert.Contains(reason, error);
            Assert.IsNull(full);
        }

        [Test]
        public void RefusesSymbolicLinks()
        {
            if (Path.DirectorySeparatorChar != '/')
            {
                Assert.Ignore("creates links with ln");
            }

            Link(Path.Combine(_root, "Outside"), Path.Combine(_root, "Assets", "Escape"));
            Link("/nonexistent/target", Path.Combine(_root, "Assets", "dangling.cs"));
            var guard = new ProjectPathGuard(_root);
            string full;
            string error;
            Assert.IsFalse(guard.TryResolveWritePath("Assets/Escape/x.cs", out full, out error));
            StringAssert.Contains("symbolic link", error);
            Assert.IsFalse(guard.TryResolveWritePath("Assets/dangling.cs", out full, out error));
        }

        [Test]
        public void ThrowingVariantCarriesSecurityData()
        {
            var e = Assert.Throws<ToolException>(() => new ProjectPathGuard(_root).ResolveWritePathOrThrow("../x"));
            Assert.AreEqual("security_blocked", e.Kind);
            Assert.AreEqual("../x", (string)e.ErrorData["path"]);
        }

        private static void Link(string target, string link)
        {
            using (var process = Process.Start(new ProcessStartInfo("ln", "-s \"" + target + "\" \"" + link + "\"") { UseShellExecute = false }))
            {
                process.WaitForExit();
            }
        }
    }
}
