using System;
using System.Diagnostics;
using System.IO;
using NUnit.Framework;
using Patchbay.Shared.Core;
using Patchbay.Shared.Platform;
using Patchbay.Shared.Security;

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
            RequireLn();
            Link(Path.Combine(_root, "Outside"), Path.Combine(_root, "Assets", "Escape"));
            Link("/nonexistent/target", Path.Combine(_root, "Assets", "dangling.cs"));
            var guard = new ProjectPathGuard(_root);
            string full;
            string error;
            Assert.IsFalse(guard.TryResolveWritePath("Assets/Escape/x.cs", out full, out error));
            StringAssert.Contains("'Assets/Escape' is a symbolic link", error);
            Assert.IsFalse(guard.TryResolveWritePath("Assets/dangling.cs", out full, out error));
            StringAssert.Contains("symbolic link", error);
        }

        [Test]
        public void RefusesALinkThatStaysInsideAssetsAndAssetsItselfAsALink()
        {
            // One asset under two paths is what Unity's warning calls corruption; and Assets/ as a link (a
            // project sharing another's Assets/) leads out of this project.
            RequireLn();
            Directory.CreateDirectory(Path.Combine(_root, "Assets", "Real"));
            Link(Path.Combine(_root, "Assets", "Real"), Path.Combine(_root, "Assets", "Alias"));
            string full;
            string error;
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath("Assets/Alias/x.cs", out full, out error));
            StringAssert.Contains("'Assets/Alias' is a symbolic link", error);

            var other = Path.Combine(_root, "Other");
            Directory.CreateDirectory(other);
            Link(Path.Combine(_root, "Assets"), Path.Combine(other, "Assets"));
            Assert.IsFalse(new ProjectPathGuard(other).TryResolveWritePath("Assets/x.cs", out full, out error));
            StringAssert.Contains("'Assets' is a symbolic link", error);
        }

        [Test]
        public void InPlaceSavesGoThroughTheSameChecks()
        {
            RequireLn();
            File.WriteAllText(Path.Combine(_root, "Outside", "Level.unity"), "{}");
            Link(Path.Combine(_root, "Outside"), Path.Combine(_root, "Assets", "Shared"));
            File.WriteAllText(Path.Combine(_root, "Assets", "Own.unity"), "{}");
            var guard = new ProjectPathGuard(_root, "Assets/Scenes/Level.unity");
            string full;
            string error;
            Assert.IsTrue(guard.TryResolveSavePath("Assets/Own.unity", out full, out error), error);
            Assert.AreEqual(Path.Combine(_root, "Assets", "Own.unity"), full);
            Assert.IsFalse(guard.TryResolveSavePath("Assets/Shared/Level.unity", out full, out error));
            StringAssert.Contains("'Assets/Shared' is a symbolic link (or junction) on the way to 'Assets/Shared/Level.unity'", error);
            Assert.IsFalse(guard.TryResolveSavePath("Packages/com.example.art/Red.mat", out full, out error));
            StringAssert.Contains("outside Assets/", error);
            StringAssert.Contains("packages are not its to change", error);
            var e = Assert.Throws<ToolException>(() => guard.ResolveSavePathOrThrow("Assets/Shared/Level.unity"));
            Assert.AreEqual("security_blocked", e.Kind);
            Assert.AreEqual("link", (string)e.ErrorData["rule"]);
        }

        [Test]
        public void InPlaceSavesDoNotJudgeTheNameTheFileAlreadyHas()
        {
            // A file named by someone else (here, a Windows device name on Linux) is saved where it is.
            File.WriteAllText(Path.Combine(_root, "Assets", "CON.unity"), "{}");
            string full;
            string error;
            Assert.IsTrue(new ProjectPathGuard(_root).TryResolveSavePath("Assets/CON.unity", out full, out error), error);
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath("Assets/CON.unity", out full, out error));
        }

        [Test]
        public void RefusesAFileWithMoreThanOneLinkAndAHardLinkedMeta()
        {
            RequireLn();
            var victim = Path.Combine(_root, "Outside", "victim.cs");
            File.WriteAllText(victim, "// outside");
            var inside = Path.Combine(_root, "Assets", "Victim.cs");
            Run("ln", "\"" + victim + "\" \"" + inside + "\"");
            var guard = new ProjectPathGuard(_root);
            string full;
            string error;
            Assert.IsFalse(guard.TryResolveWritePath("Assets/Victim.cs", out full, out error));
            StringAssert.Contains("'Assets/Victim.cs' has 2 hard links", error);
            Assert.IsFalse(guard.TryResolveSavePath("Assets/Victim.cs", out full, out error));
            var e = Assert.Throws<ToolException>(() => guard.ResolveWritePathOrThrow("Assets/Victim.cs"));
            Assert.AreEqual("security_blocked", e.Kind);
            Assert.AreEqual("hard_link", (string)e.ErrorData["rule"]);

            File.WriteAllText(Path.Combine(_root, "Assets", "Own.cs"), "// inside");
            Assert.IsTrue(guard.TryResolveWritePath("Assets/Own.cs", out full, out error), error);
            Run("ln", "\"" + Path.Combine(_root, "Assets", "Own.cs") + "\" \"" + Path.Combine(_root, "Outside", "Own.cs.meta") + "\"");
            Run("ln", "\"" + Path.Combine(_root, "Outside", "Own.cs.meta") + "\" \"" + Path.Combine(_root, "Assets", "Other.cs.meta") + "\"");
            Assert.IsFalse(guard.TryResolveWritePath("Assets/Other.cs", out full, out error), "a new file whose .meta would be written through a hard link");
            StringAssert.Contains("'Assets/Other.cs.meta' has", error);
        }

        [Test]
        public void RefusesAPathThatIsNotARegularFile()
        {
            RequireLn();
            Run("mkfifo", "\"" + Path.Combine(_root, "Assets", "Pipe.cs") + "\"");
            string full;
            string error;
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath("Assets/Pipe.cs", out full, out error));
            StringAssert.Contains("not a regular file", error);
        }

        [Test]
        public void LinkCountsAreReadOnThisOs()
        {
            RequireLn();
            var file = Path.Combine(_root, "Assets", "One.cs");
            File.WriteAllText(file, "x");
            long links;
            bool regular;
            string error;
            Assert.IsTrue(NativeFileStatus.TryRead(file, out links, out regular, out error), error);
            Assert.AreEqual(1, links);
            Assert.IsTrue(regular);
            Run("ln", "\"" + file + "\" \"" + Path.Combine(_root, "Outside", "two.cs") + "\"");
            Assert.IsTrue(NativeFileStatus.TryRead(file, out links, out regular, out error), error);
            Assert.AreEqual(2, links);
            Assert.IsTrue(NativeFileStatus.TryRead(Path.Combine(_root, "Assets"), out links, out regular, out error), error);
            Assert.IsFalse(regular, "a folder is not a regular file");
            if (File.Exists("/proc/version"))
            {
                // Linux: the __lxstat path older glibc takes gives the same answers (glibc still exports it).
                NativeFileStatus.PreferLegacyLinuxStat = true;
                try
                {
                    Assert.IsTrue(NativeFileStatus.TryRead(file, out links, out regular, out error), error);
                    Assert.AreEqual(2, links);
                    Assert.IsTrue(regular);
                }
                finally
                {
                    NativeFileStatus.PreferLegacyLinuxStat = false;
                }
            }
        }

        [TestCase("Assets/evil\u202Egnp.cs", "U+202E (RIGHT-TO-LEFT OVERRIDE) is a bidirectional control")]
        [TestCase("Assets/a\u2066b.cs", "U+2066 (LEFT-TO-RIGHT ISOLATE)")]
        [TestCase("Assets/a\u200Fb.cs", "U+200F (RIGHT-TO-LEFT MARK)")]
        [TestCase("Assets/bell\u0007.cs", "U+0007 is a control character")]
        [TestCase("Assets/Scripts\u001B[31m/x.cs", "U+001B is a control character")]
        [TestCase("Assets/nul\u0000.cs", "U+0000 is a control character")]
        [TestCase("Assets/c1\u0085.cs", "U+0085 is a control character")]
        [TestCase("Assets/zero\u200Bwidth.cs", "U+200B (ZERO WIDTH SPACE)")]
        [TestCase("Assets/a<b.cs", "U+003C '<' is not allowed in a file name on Windows")]
        [TestCase("Assets/a>b.cs", "U+003E '>'")]
        [TestCase("Assets/a|b.cs", "U+007C '|'")]
        [TestCase("Assets/a*b.cs", "U+002A '*'")]
        [TestCase("Assets/a?b.cs", "U+003F '?'")]
        [TestCase("Assets/a\"b.cs", "U+0022 '\"'")]
        [TestCase("Assets/a:b.cs", "U+003A ':'")]
        [TestCase("Assets/CON", "'CON' is a device name Windows reserves")]
        [TestCase("Assets/con.cs", "'con' is a device name")]
        [TestCase("Assets/Folder/NUL.tar.gz", "'NUL' is a device name")]
        [TestCase("Assets/COM1.mat", "'COM1' is a device name")]
        [TestCase("Assets/LPT\u00B9.png", "is a device name")]
        [TestCase("Assets/AUX .cs", "'AUX' is a device name")]
        [TestCase("Assets/x.", "ends with a dot")]
        [TestCase("Assets/Folder./x.cs", "ends with a dot")]
        [TestCase("Assets/x ", "ends with a space")]
        [TestCase("Assets/ x.cs", "starts with a space")]
        public void RefusesNamesThatWindowsOrATerminalCannotShowHonestly(string path, string reason)
        {
            string full;
            string error;
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath(path, out full, out error), path);
            StringAssert.Contains(reason, error);
            Assert.IsNull(full);
            foreach (var c in error)
            {
                Assert.IsFalse(c < 0x20 || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || char.IsSurrogate(c),
                    "the error shows no raw control character: " + NameRules.Escape(error));
            }
        }

        [Test]
        public void RefusesHalfASurrogatePair()
        {
            // Built here: an attribute argument cannot carry a lone surrogate (it becomes U+FFFD).
            string full;
            string error;
            Assert.IsFalse(new ProjectPathGuard(_root).TryResolveWritePath("Assets/half" + (char)0xD800 + ".cs", out full, out error));
            StringAssert.Contains("U+D800 is half of a UTF-16 surrogate pair", error);
            StringAssert.Contains("half\\uD800.cs", error);
        }

        [Test]
        public void RefusesANameLongerThanFileSystemsAllowWithItsMeta()
        {
            string full;
            string error;
            var guard = new ProjectPathGuard(_root);
            Assert.IsTrue(guard.TryResolveWritePath("Assets/" + new string('a', 247) + ".cs", out full, out error), error);
            Assert.IsFalse(guard.TryResolveWritePath("Assets/" + new string('a', 248) + ".cs", out full, out error));
            StringAssert.Contains("251 bytes long in UTF-8; a name may have at most 250", error);
            Assert.IsFalse(guard.TryResolveWritePath("Assets/" + new string('\u00E9', 126) + ".cs", out full, out error), "é is two bytes");
        }

        [Test]
        public void NameErrorsAreArgumentErrorsThatNameTheField()
        {
            var e = Assert.Throws<ToolException>(() => new ProjectPathGuard(_root, "Assets/Scenes/Level.unity", "saveAs").ResolveWritePathOrThrow("Assets/Scenes/a\u202Eb.unity"));
            Assert.AreEqual("invalid_arguments", e.Kind);
            Assert.AreEqual("saveAs", (string)e.ErrorData["field"]);
            Assert.AreEqual("name", (string)e.ErrorData["rule"]);
            StringAssert.Contains("'a\\u202Eb.unity'", e.Message);
        }

        [Test]
        public void ThrowingVariantCarriesSecurityData()
        {
            var e = Assert.Throws<ToolException>(() => new ProjectPathGuard(_root).ResolveWritePathOrThrow("../x"));
            Assert.AreEqual("security_blocked", e.Kind);
            Assert.AreEqual("../x", (string)e.ErrorData["path"]);
            Assert.AreEqual("outside_assets", (string)e.ErrorData["rule"]);
        }

        private static void RequireLn()
        {
            if (Path.DirectorySeparatorChar != '/')
            {
                Assert.Ignore("creates links with ln");
            }
        }

        private static void Link(string target, string link)
        {
            Run("ln", "-s \"" + target + "\" \"" + link + "\"");
        }

        private static void Run(string program, string arguments)
        {
            using (var process = Process.Start(new ProcessStartInfo(program, arguments) { UseShellExecute = false }))
            {
                process.WaitForExit();
                Assert.AreEqual(0, process.ExitCode, program + " " + arguments);
            }
        }
    }
}
