using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tools.SelfCheck;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>run_self_check (issue 43): each check's verdict from its evidence, the report, and a run through the tool.</summary>
    public class SelfCheckTests
    {
        [Test]
        public void AWakeAnsweredByAnUpdateWithinTheLimitPasses()
        {
            var r = SelfCheckVerdicts.WakeResult(true, new double?[] { 3.2, 11, 40 });
            Assert.AreEqual(SelfCheckItem.Passed, r.Status);
            StringAssert.Contains("3 wakes from a background thread", r.Evidence);
            StringAssert.Contains("3.2 ms, 11 ms, 40 ms", r.Evidence);
        }

        [Test]
        public void AWakeNoUpdateFollowedOrASlowOneFails()
        {
            var none = SelfCheckVerdicts.WakeResult(true, new double?[] { 3, null, 4 });
            Assert.AreEqual(SelfCheckItem.Failed, none.Status);
            StringAssert.Contains("none", none.Evidence);
            var slow = SelfCheckVerdicts.WakeResult(true, new double?[] { 3, SelfCheckVerdicts.WakeLimitMs + 1, 4 });
            Assert.AreEqual(SelfCheckItem.Failed, slow.Status);
            var missing = SelfCheckVerdicts.WakeResult(false, null);
            Assert.AreEqual(SelfCheckItem.Failed, missing.Status);
            StringAssert.Contains("SignalTick", missing.Evidence);
            Assert.AreEqual(SelfCheckVerdicts.WakeMeaning, missing.Meaning);
        }

        [Test]
        public void TheInstanceFileMustExistAndNameThisProcess()
        {
            Assert.AreEqual(SelfCheckItem.Failed, SelfCheckVerdicts.InstanceFileResult(false, null, 42).Status);
            Assert.AreEqual(SelfCheckItem.Failed, SelfCheckVerdicts.InstanceFileResult(true, "{ nope", 42).Status);
            Assert.AreEqual(SelfCheckItem.Failed, SelfCheckVerdicts.InstanceFileResult(true, "{\"version\":\"2021.3.45f1\"}", 42).Status);
            var other = SelfCheckVerdicts.InstanceFileResult(true, "{\"process_id\":41}", 42);
            Assert.AreEqual(SelfCheckItem.Failed, other.Status);
            StringAssert.Contains("this editor is process 42", other.Evidence);
            var same = SelfCheckVerdicts.InstanceFileResult(true, "{\"process_id\":42,\"version\":\"2021.3.45f1\"}", 42);
            Assert.AreEqual(SelfCheckItem.Passed, same.Status);
            StringAssert.Contains("version 2021.3.45f1", same.Evidence);
        }

        [Test]
        public void TheOverlayMustCoverMostOfTheCapture()
        {
            var seen = SelfCheckVerdicts.OverlayResult(90, 100, "source game");
            Assert.AreEqual(SelfCheckItem.Passed, seen.Status);
            StringAssert.Contains("90% of the capture (90 of 100 pixels); capture: source game", seen.Evidence);
            Assert.AreEqual(SelfCheckItem.Failed, SelfCheckVerdicts.OverlayResult(0, 100, "camera render").Status);
            Assert.AreEqual(SelfCheckItem.Failed, SelfCheckVerdicts.OverlayResult(0, 0, "nothing").Status);
        }

        [Test]
        public void InputSeenPassesAndUnseenFailsNamingTheSettings()
        {
            Assert.AreEqual(SelfCheckItem.Passed, SelfCheckVerdicts.InputResult("ScrollLock", 1, 10, "focused window: GameView").Status);
            var lost = SelfCheckVerdicts.InputResult("ScrollLock", null, 10, "focused window: none");
            Assert.AreEqual(SelfCheckItem.Failed, lost.Status);
            StringAssert.Contains("not seen by the game's Keyboard within 10 frames; focused window: none", lost.Evidence);
        }

        [Test]
        public void TheDialogCheckPassesOnlyOnItsFirstButton()
        {
            var buttons = new[] { "Found", "Cancel", "Close" };
            Assert.AreEqual(SelfCheckItem.Passed, SelfCheckVerdicts.DialogResult(0, 0.5, buttons).Status);
            var closed = SelfCheckVerdicts.DialogResult(2, 0.5, buttons);
            Assert.AreEqual(SelfCheckItem.Failed, closed.Status);
            StringAssert.Contains("'Close'", closed.Evidence);
            Assert.AreEqual(SelfCheckItem.Skipped, SelfCheckVerdicts.DialogSkipped().Status);
        }

        [Test]
        public void TheReportNamesVersionsAndEveryCheckAndExplainsOnlyFailures()
        {
            var result = new RunSelfCheckResult { UnityVersion = "6000.5.0f1", OperatingSystem = "Windows 11 64bit", PackageVersion = "0.2.0", Mode = "edit" };
            result.Checks.Add(SelfCheckVerdicts.WakeResult(true, new double?[] { 1, 2, 3 }));
            result.Checks.Add(SelfCheckVerdicts.InstanceFileResult(false, null, 1));
            result.Checks.Add(SelfCheckVerdicts.PlayModeOnly(SelfCheckVerdicts.Input, SelfCheckVerdicts.InputMeaning));
            var md = SelfCheckReport.Markdown(result);
            StringAssert.StartsWith("## Patchbay self-check", md);
            StringAssert.Contains("- Unity: 6000.5.0f1", md);
            StringAssert.Contains("- OS: Windows 11 64bit", md);
            StringAssert.Contains("- Result: 1 passed, 1 failed, 1 skipped", md);
            StringAssert.Contains("### off_thread_wake: passed", md);
            StringAssert.Contains("### editor_instance_file: failed", md);
            StringAssert.Contains("### input_reaches_game: skipped\nEnter play mode to run", md);
            Assert.AreEqual(1, md.Split(new[] { "What this means:" }, StringSplitOptions.None).Length - 1, "only the failure is explained");
            StringAssert.Contains(SelfCheckVerdicts.InstanceFileMeaning, md);
        }

        [Test]
        public void TheToolRunsInEditModeInSecondsSkipsThePlayModeChecksAndChangesNothing()
        {
            ToolHarness.FreshMainScene();
            var instance = Path.Combine(ToolHarness.ProjectRoot, "Library", "EditorInstance.json");
            Directory.CreateDirectory(Path.GetDirectoryName(instance));
            File.WriteAllText(instance, new JObject { { "process_id", Process.GetCurrentProcess().Id }, { "version", "test" } }.ToString());
            var before = TreeHash(ToolHarness.ProjectRoot);
            var result = ToolHarness.Call("run_self_check", "{}");
            Assert.IsFalse((bool)result["isError"], (string)result["content"][0]["text"]);
            var text = (string)result["content"][0]["text"];
            StringAssert.StartsWith("## Patchbay self-check", text, "the text content is the Markdown report");
            var structured = (JObject)result["structuredContent"];
            var checks = ((JArray)structured["checks"]).ToDictionary(c => (string)c["name"], c => (JObject)c);
            CollectionAssert.AreEquivalent(new[] { "off_thread_wake", "dialog_finder", "editor_instance_file", "input_reaches_game", "screenshot_sees_overlay" }, checks.Keys);
            Assert.AreEqual("passed", (string)checks["off_thread_wake"]["status"], (string)checks["off_thread_wake"]["evidence"]);
            Assert.AreEqual("passed", (string)checks["editor_instance_file"]["status"], (string)checks["editor_instance_file"]["evidence"]);
            Assert.AreEqual("skipped", (string)checks["dialog_finder"]["status"]);
            foreach (var playOnly in new[] { "input_reaches_game", "screenshot_sees_overlay" })
            {
                Assert.AreEqual("skipped", (string)checks[playOnly]["status"]);
                StringAssert.Contains("Enter play mode", (string)checks[playOnly]["evidence"]);
            }

            Assert.AreEqual("edit", (string)structured["mode"]);
            Assert.AreEqual(UnityEngine.Application.unityVersion, (string)structured["unityVersion"]);
            Assert.Less((double)structured["seconds"], 10.0);
            Assert.AreEqual(before, TreeHash(ToolHarness.ProjectRoot), "nothing in the project changed");
            Assert.IsFalse(UnityEngine.SceneManagement.SceneManager.GetActiveScene().isDirty, "the scene stays clean");
        }

        [Test]
        public void TheInstanceFileCheckFailsWhenTheFileNamesAnotherProcess()
        {
            ToolHarness.FreshMainScene();
            var instance = Path.Combine(ToolHarness.ProjectRoot, "Library", "EditorInstance.json");
            Directory.CreateDirectory(Path.GetDirectoryName(instance));
            File.WriteAllText(instance, "{\"process_id\": 1}");
            var check = ((JArray)ToolHarness.Call("run_self_check", "{}")["structuredContent"]["checks"]).First(c => (string)c["name"] == "editor_instance_file");
            Assert.AreEqual("failed", (string)check["status"]);
            StringAssert.Contains("names process 1", (string)check["evidence"]);
        }

        // Every file under the project's Assets, Packages, ProjectSettings and UserSettings, by path, size and content.
        internal static string TreeHash(string root)
        {
            var sb = new StringBuilder();
            foreach (var dir in new[] { "Assets", "Packages", "ProjectSettings", "UserSettings" })
            {
                var full = Path.Combine(root, dir);
                if (!Directory.Exists(full))
                {
                    continue;
                }

                foreach (var f in Directory.GetFiles(full, "*", SearchOption.AllDirectories).OrderBy(f => f, StringComparer.Ordinal))
                {
                    using (var sha = SHA256.Create())
                    {
                        sb.Append(f.Substring(root.Length)).Append(' ').Append(Convert.ToBase64String(sha.ComputeHash(File.ReadAllBytes(f)))).Append('\n');
                    }
                }
            }

            return sb.ToString();
        }
    }
}
