using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using NUnit.Framework;

namespace Patchbay.Headless.Tests
{
    // Drives the real host process on a copy of the sample project with a probe editor script.
    // The host process itself does not depend on the Unity profile: unity/test.sh runs it once, on the default.
    [TestFixture]
    [Category("HostProcess")]
    public class HostTests
    {
        string _project;

        [SetUp]
        public void CopyProject()
        {
            _project = TestProject.CopySample();
            File.WriteAllText(Path.Combine(_project, "Assets/Editor/Probe.cs"), Probe.Source);
        }

        [TearDown]
        public void DeleteProject()
        {
            TestProject.Delete(_project);
        }

        Dictionary<string, string> Report(HostProcess host)
        {
            var file = Path.Combine(_project, "Library/probe-report.txt");
            if (File.Exists(file)) File.Delete(file);
            host.Send("menu Probe/Report");
            host.WaitFor("menu ");
            return File.ReadAllLines(file).Select(l => l.Split(new[] { '=' }, 2)).ToDictionary(p => p[0], p => p[1]);
        }

        [Test]
        public void ReloadLosesStaticsKeepsSessionStateAndScenes()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                var r = Report(host);
                Assert.AreEqual("Assets/Scenes/Main.unity", r["scene"]);
                Assert.AreEqual("True", r["spinner"], "project MonoBehaviours are restored by type");
                Assert.AreEqual("1", r["inits"]);
                host.Send("menu Probe/Bump");
                host.WaitFor("menu ok");
                host.Send("menu Probe/Bump");
                host.WaitFor("menu ok");
                r = Report(host);
                Assert.AreEqual("2", r["counter"]);
                Assert.AreEqual("2", r["session"]);

                host.Send("reload");
                host.WaitFor("reloaded");
                r = Report(host);
                Assert.AreEqual("0", r["counter"], "statics are lost");
                Assert.AreEqual("2", r["session"], "SessionState survives");
                Assert.AreEqual("2", r["inits"], "InitializeOnLoad ran again");
                Assert.AreEqual("1", r["before"]);
                Assert.AreEqual("2", r["after"]);
                Assert.AreEqual("True", r["dirty"], "unsaved scene changes survive");
                StringAssert.Contains("Probe Object 1,Probe Object 2", r["roots"]);
                Assert.AreEqual("True", r["spinner"]);
                Assert.AreEqual(0, host.Stop());
            }
        }

        // Unity's undo history is native and outlives a domain reload: an object created before a script compile is
        // undone after it (the stand-in carries its managed stacks across, Undo.CaptureHistory).
        [Test]
        public void UndoHistorySurvivesAReload()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                host.Send("menu Probe/Undoable");
                host.WaitFor("menu ok");
                StringAssert.Contains("Undoable Object", Report(host)["roots"]);
                host.Send("reload");
                host.WaitFor("reloaded");
                StringAssert.Contains("Undoable Object", Report(host)["roots"], "the object survives the reload");
                host.Send("menu Probe/Undo");
                host.WaitFor("menu ok");
                StringAssert.DoesNotContain("Undoable Object", Report(host)["roots"], "undone after the reload");
                Assert.AreEqual(0, host.Stop());
            }
        }

        [Test]
        public void ManyReloadsInARow()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                for (int i = 0; i < 20; i++)
                {
                    host.Send("reload");
                    host.WaitFor("reloaded");
                }
                var r = Report(host);
                Assert.AreEqual("21", r["inits"]);
                Assert.AreEqual("True", r["spinner"]);
            }
        }

        [Test]
        public void CompileErrorIsReportedThenFixed()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                var broken = Path.Combine(_project, "Assets/Scripts/Broken.cs");
                File.WriteAllText(broken, "using UnityEngine;\n\npublic class Broken : MonoBehaviour\n{\n    int x = \"text\";\n}\n");
                host.Send("compile");
                var line = host.WaitFor("compiled");
                StringAssert.StartsWith("compiled failed", line);
                var log = File.ReadAllLines(Path.Combine(_project, "Library/probe-compile.log"));
                var error = log.Single(l => l.StartsWith("Error|"));
                var parts = error.Split('|');
                Assert.AreEqual("Assets/Scripts/Broken.cs", parts[1]);
                Assert.AreEqual("5", parts[2]);
                Assert.AreEqual("13", parts[3]);
                StringAssert.Contains("CS0029", parts[4]);
                Assert.AreEqual("False", Report(host)["brokenType"], "old assemblies stay loaded");

                File.WriteAllText(broken, "using UnityEngine;\n\npublic class Broken : MonoBehaviour\n{\n    public int x = 1;\n}\n");
                host.Send("compile");
                Assert.AreEqual("compiled ok", host.WaitFor("compiled"));
                host.WaitFor("reloaded");
                Assert.AreEqual("True", Report(host)["brokenType"]);
            }
        }

        // Issue 29: a project that does not compile at start opens in Safe Mode — no script code at all, so no package —
        // with Unity's instance file and a log in Unity's format; the compile after the fix loads everything.
        [Test]
        public void AProjectThatDoesNotCompileStartsInSafeModeUntilItCompiles()
        {
            var broken = Path.Combine(_project, "Assets/Scripts/Broken.cs");
            File.WriteAllText(broken, "using UnityEngine;\n\npublic class Broken : MonoBehaviour\n{\n    int x = \"text\";\n}\n");
            var log = Path.Combine(_project, "Logs/Editor.log");
            using (var host = new HostProcess(_project, "-logFile", log))
            {
                host.WaitFor("safemode");
                host.WaitFor("ready");
                var instance = File.ReadAllText(Path.Combine(_project, "Library/EditorInstance.json"));
                StringAssert.Contains("\"process_id\"", instance);
                StringAssert.Contains("\"app_contents_path\"", instance);
                StringAssert.Contains("Assets/Scripts/Broken.cs(5,13): error CS0029: ", File.ReadAllText(log));
                host.Send("status");
                StringAssert.Contains("safemode=true", host.WaitFor("status"));
                host.Send("menu Probe/Report");
                Assert.AreEqual("menu failed", host.WaitFor("menu "), "no project code runs in Safe Mode");

                File.WriteAllText(broken, "using UnityEngine;\n\npublic class Broken : MonoBehaviour\n{\n    public int x = 1;\n}\n");
                host.Send("compile");
                Assert.AreEqual("compiled ok", host.WaitFor("compiled"));
                host.WaitFor("reloaded");
                host.Send("status");
                StringAssert.Contains("safemode=false", host.WaitFor("status"));
                Assert.AreEqual("True", Report(host)["brokenType"], "the project's code is loaded");
                StringAssert.Contains("*** Tundra build success", File.ReadAllText(log));
            }
        }

        [Test]
        public void GameplayScriptsWrittenForUnityCompile()
        {
            // What agents write first: Input, transform.Translate(x, y, z), Time, Mathf, Physics, forces.
            // Correct Unity code must compile here, or an agent would "fix" code that is right.
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                File.WriteAllText(Path.Combine(_project, "Assets/Scripts/PlayerMove.cs"), string.Join("\n", new[]
                {
                    "using UnityEngine;",
                    "[RequireComponent(typeof(Rigidbody))]",
                    "public class PlayerMove : MonoBehaviour",
                    "{",
                    "    public float speed = 5f, jump = 4f;",
                    "    float yaw, yawVelocity;",
                    "    Vector3 follow;",
                    "    Rigidbody body;",
                    "    void Awake() { body = GetComponent<Rigidbody>(); }",
                    "    void Update()",
                    "    {",
                    "        float h = Input.GetAxis(\"Horizontal\"), v = Input.GetAxisRaw(\"Vertical\");",
                    "        transform.Translate(h * speed * Time.deltaTime, 0f, v * speed * Time.deltaTime);",
                    "        transform.Rotate(0f, Input.GetAxis(\"Mouse X\"), 0f, Space.World);",
                    "        yaw = Mathf.SmoothDampAngle(yaw, 90f, ref yawVelocity, 0.2f);",
                    "        follow = Vector3.SmoothDamp(follow, transform.position, ref follow, 0.3f);",
                    "        if (Input.GetKeyDown(KeyCode.Space) || Input.GetButtonDown(\"Jump\")) body.AddForce(0f, jump, 0f, ForceMode.Impulse);",
                    "        if (Input.GetKey(\"left shift\") && Input.GetMouseButton(0)) body.AddRelativeForce(Vector3.forward * speed);",
                    "        RaycastHit hit;",
                    "        if (Physics.Raycast(transform.position, Vector3.down, out hit, 1.1f, Physics.DefaultRaycastLayers, QueryTriggerInteraction.Ignore))",
                    "            Debug.Log(hit.collider.name + \" at \" + hit.distance);",
                    "        if (Physics.Raycast(new Ray(transform.position, transform.forward), 2f)) transform.RotateAround(Vector3.zero, Vector3.up, 90f);",
                    "        var nearby = Physics.OverlapSphere(transform.position, 3f);",
                    "        transform.LookAt(transform.position + Vector3.ClampMagnitude(transform.TransformDirection(1f, 0f, 0f), 1f), Vector3.up);",
                    "        var height = Mathf.PerlinNoise(Time.time, 0f) * Mathf.Clamp01(nearby.Length);",
                    "        transform.position = new Vector3(transform.position.x, Mathf.Lerp(transform.position.y, height, 0.5f), transform.position.z);",
                    "    }",
                    "}",
                    "",
                }));
                host.Send("compile");
                var line = host.WaitFor("compiled");
                var logFile = Path.Combine(_project, "Library/probe-compile.log");
                var log = File.Exists(logFile) ? File.ReadAllText(logFile) : string.Empty;
                Assert.AreEqual("compiled ok", line, log);
                host.WaitFor("reloaded");
            }
        }

        // Unity updates an editor that is not focused rarely or not at all until something wakes it; the host's
        // --background park plays the strictest case: a stdin command (a user's action) or SignalTick wakes it.
        [Test]
        public void ParkedEditorUpdatesOnlyWhenWoken()
        {
            using (var host = new HostProcess(_project, "--background park"))
            {
                host.WaitFor("ready");
                var updates = Path.Combine(_project, "Library/probe-updates.txt");
                var signalled = Path.Combine(_project, "Library/probe-signalled.txt");
                host.Send("menu Probe/Track Updates");
                host.WaitFor("menu ok");
                Assert.IsTrue(WaitForFile(updates, text => text.Length > 0), "the command's own update");
                var parked = File.ReadAllText(updates);
                Thread.Sleep(1000);
                Assert.AreEqual(parked, File.ReadAllText(updates), "no update while parked");

                host.Send("menu Probe/Wake Later");
                host.WaitFor("menu ok");
                Assert.IsTrue(WaitForFile(signalled, text => text.Length > 0));
                var before = int.Parse(File.ReadAllText(signalled));
                Assert.IsTrue(WaitForFile(updates, text => int.Parse(text) > before), "SignalTick from another thread: an update");
                var after = File.ReadAllText(updates);
                Thread.Sleep(500);
                Assert.AreEqual(after, File.ReadAllText(updates), "then none until woken again");
                host.Send("status");
                StringAssert.Contains("ticksignals=1", host.WaitFor("status"));
                host.Send("throttle off");
                Assert.AreEqual("throttle off", host.WaitFor("throttle"));
                Assert.IsTrue(WaitForFile(updates, text => int.Parse(text) > int.Parse(after) + 10), "a focused editor updates every frame");
            }
        }

        // Issue 43: a SignalTick the main thread makes inside an update does not wake a parked editor (Unity ignores it).
        [Test]
        public void ParkedEditorIgnoresAWakeFromItsOwnUpdate()
        {
            using (var host = new HostProcess(_project, "--background park"))
            {
                host.WaitFor("ready");
                var updates = Path.Combine(_project, "Library/probe-updates.txt");
                host.Send("menu Probe/Track Updates");
                host.WaitFor("menu ok");
                Assert.IsTrue(WaitForFile(updates, text => text.Length > 0), "the command's own update");
                var parked = int.Parse(File.ReadAllText(updates));
                host.Send("menu Probe/Wake From Update");
                host.WaitFor("menu ok");
                Assert.IsTrue(WaitForFile(updates, text => int.Parse(text) > parked), "the command's own update");
                var after = File.ReadAllText(updates);
                Thread.Sleep(1000);
                Assert.AreEqual(after, File.ReadAllText(updates), "the update's own SignalTick woke nothing");
                host.Send("status");
                var status = host.WaitFor("status");
                StringAssert.Contains("ignoredticks=1", status);
            }
        }

        // Polls a file the probe writes until its text satisfies the condition (false at the scaled deadline).
        static bool WaitForFile(string path, Func<string, bool> condition)
        {
            var deadline = DateTime.UtcNow.AddSeconds(30 * HostProcess.TimeScale);
            while (DateTime.UtcNow < deadline)
            {
                try
                {
                    if (File.Exists(path) && condition(File.ReadAllText(path).Trim())) return true;
                }
                catch (IOException) { }
                catch (FormatException) { }
                Thread.Sleep(50);
            }
            return false;
        }

        // The Test Framework asks whether to save modified scenes before a run, in a modal dialog on the main
        // thread: nothing else of the editor runs until someone answers; Cancel ends the run with no callback.
        [Test]
        public void ATestRunWithAModifiedSceneBlocksInTheSaveDialog()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                host.Send("menu Probe/Bump");
                host.WaitFor("menu ok");
                host.Send("menu Probe/Run Tests");
                host.WaitFor("menu ok");
                Assert.AreEqual("dialog Scene(s)_Have_Been_Modified 0=Save 1=Don't_Save 2=Cancel", host.WaitFor("dialog "));
                host.Send("status");
                Thread.Sleep(500);
                host.Send("dialog 2");
                // The status command waited for the main thread: its answer comes after the dialog's.
                Assert.AreEqual("dialog answered 2", host.WaitFor("dialog answered"));
                StringAssert.Contains("scenes=Assets/Scenes/Main.unity*", host.WaitFor("status"), "Cancel saved nothing");
                var file = Path.Combine(_project, "Library/probe-tests.txt");
                Assert.IsFalse(File.Exists(file), "a cancelled run calls no callback");

                host.Send("menu Probe/Run Tests");
                host.WaitFor("menu ok");
                host.WaitFor("dialog Scene");
                host.Send("dialog 0");
                var deadline = DateTime.UtcNow.AddSeconds(30 * HostProcess.TimeScale);
                while (!File.Exists(file) && DateTime.UtcNow < deadline) Thread.Sleep(100);
                StringAssert.StartsWith("finished", File.ReadAllLines(file).Last(), "Save, then the run");
                StringAssert.Contains("Probe Object 1", File.ReadAllText(Path.Combine(_project, "Assets/Scenes/Main.unity")), "Save saved the scene");
            }
        }

        // Another program rewrites the open scene's file; the person comes back to Unity, whose Auto Refresh imports it
        // (the stdin command refresh): at the next update Unity asks whether to reload the scene, in a modal dialog, and
        // nothing else of the editor runs until someone answers.
        [Test]
        public void AnOpenSceneChangedOnDiskBlocksTheEditorUntilAnswered()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                var file = Path.Combine(_project, "Assets/Scenes/Main.unity");
                var scene = Newtonsoft.Json.Linq.JObject.Parse(File.ReadAllText(file));
                ((Newtonsoft.Json.Linq.JArray)scene["roots"]).Add(Newtonsoft.Json.Linq.JObject.Parse("{\"id\": 99, \"name\": \"From Git\", \"components\": [], \"children\": []}"));
                File.WriteAllText(file, scene.ToString());
                host.Send("refresh");
                host.WaitFor("refreshed");
                Assert.AreEqual("dialog The_open_scene(s)_have_been_modified_externally 0=Reload 1=Ignore", host.WaitFor("dialog "));
                var report = Path.Combine(_project, "Library/probe-report.txt");
                host.Send("menu Probe/Report");
                Thread.Sleep(500);
                Assert.IsFalse(File.Exists(report), "the menu item waits for the dialog");
                host.Send("dialog 0");
                Assert.AreEqual("dialog answered 0", host.WaitFor("dialog answered"));
                host.WaitFor("menu ok");
                StringAssert.Contains("From Git", File.ReadAllText(report), "Reload read the file");
            }
        }

        // Leaving a prefab stage with unsaved changes while Auto Save is off (here: opening a scene) asks in a modal
        // dialog; the call that left waits for the answer, and so does everything else.
        [Test]
        public void LeavingAnUnsavedPrefabStageWithoutAutoSaveBlocksTheEditorUntilAnswered()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                host.Send("menu Probe/Edit Prefab Without Auto Save");
                host.WaitFor("menu ok");
                host.Send("menu Probe/Open Second");
                Assert.AreEqual("dialog Prefab_Has_Been_Modified 0=Save 1=Discard_Changes 2=Cancel", host.WaitFor("dialog "));
                host.Send("status");
                Thread.Sleep(500);
                host.Send("dialog 0");
                Assert.AreEqual("dialog answered 0", host.WaitFor("dialog answered"));
                host.WaitFor("menu ok");
                StringAssert.Contains("scenes=Assets/Scenes/Second.unity", host.WaitFor("status"), "the status command waited for the dialog");
                StringAssert.Contains("Probe Child", File.ReadAllText(Path.Combine(_project, "Assets/Probe.prefab")), "Save saved the prefab");
            }
        }

        [Test]
        public void TestRunnerApiRunsProjectTests()
        {
            File.WriteAllText(Path.Combine(_project, "Assets/Tests/EditMode/FailingTests.cs"),
                "using NUnit.Framework;\npublic class FailingTests\n{\n    [Test]\n    public void OneIsTwo() { Assert.AreEqual(1, 2); }\n\n    [Test, Ignore(\"not today\")]\n    public void Skipped() { }\n}\n");
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                host.Send("menu Probe/Run Tests");
                host.WaitFor("menu ok");
                var file = Path.Combine(_project, "Library/probe-tests.txt");
                var deadline = DateTime.UtcNow.AddSeconds(30);
                while (!File.Exists(file) && DateTime.UtcNow < deadline) Thread.Sleep(100);
                var lines = File.ReadAllLines(file);
                Assert.AreEqual("started 9", lines[0]);
                Assert.AreEqual("finished passed=7 failed=1 skipped=1", lines.Last());
                var failure = lines.Single(l => l.StartsWith("Failed"));
                StringAssert.Contains("FailingTests.OneIsTwo", failure);
                StringAssert.Contains("Expected: 1", failure);
                Assert.IsTrue(lines.Any(l => l.StartsWith("Passed SampleProject.Tests.MathTests.EulerRoundTrips")));
            }
        }

        // A project's tests are written for the NUnit 3 of Unity's Test Framework (com.unity.ext.nunit, NUnit 3.5; here
        // NUnit 3.6, the closest on NuGet): [OneTimeSetUp], Does.*, TestContext, and a failed Assert's own text.
        [Test]
        public void AProjectsTestsCompileAndRunOnNUnit3AsInUnity()
        {
            File.WriteAllText(Path.Combine(_project, "Assets/Tests/EditMode/NUnit3Tests.cs"),
                "using NUnit.Framework;\npublic class NUnit3Tests\n{\n    int _prepared;\n\n"
                + "    [OneTimeSetUp]\n    public void Prepare() { _prepared++; }\n\n"
                + "    [Test]\n    public void OneTimeSetUpRanOnceBefore() { Assert.That(_prepared, Is.EqualTo(1)); }\n\n"
                + "    [Test]\n    public void KnowsItsOwnName() { Assert.That(TestContext.CurrentContext.Test.Name, Is.EqualTo(\"KnowsItsOwnName\")); }\n\n"
                + "    [Test]\n    public void SaysWhatWasExpected() { Assert.That(\"the player died\", Does.Contain(\"won\"), \"the ending\"); }\n\n"
                + "    [TestCase(2, 4)]\n    public void Doubles(int a, int b) { Assert.That(a * 2, Is.EqualTo(b)); }\n}\n");
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                var lines = RunTestsFromMenu(host, "Probe/Run Tests", "Library/probe-tests.txt");
                var text = string.Join("\n", lines);
                foreach (var passed in new[] { "NUnit3Tests.OneTimeSetUpRanOnceBefore", "NUnit3Tests.KnowsItsOwnName", "NUnit3Tests.Doubles(2,4)" })
                    Assert.IsTrue(lines.Any(l => l.StartsWith("Passed " + passed + " ")), passed + " passed:\n" + text);
                var failure = lines.Single(l => l.StartsWith("Failed"));
                StringAssert.StartsWith("Failed NUnit3Tests.SaysWhatWasExpected | ", failure);
                StringAssert.Contains("the ending", failure);
                StringAssert.Contains("Expected: String containing \"won\"", failure);
                StringAssert.Contains("But was:  \"the player died\"", failure);
                StringAssert.Contains("failed=1 ", lines.Last() + " ");
            }
        }

        // Starts a test run from the probe's menu item and reads the file its callbacks write once the run finished.
        string[] RunTestsFromMenu(HostProcess host, string menu, string resultFile)
        {
            host.Send("menu " + menu);
            host.WaitFor("menu ok");
            var file = Path.Combine(_project, resultFile);
            Assert.IsTrue(WaitForFile(file, text => text.Contains("finished")), "the run finished");
            return File.ReadAllLines(file);
        }

        // A PlayMode test assembly: its asmdef builds for players too (no includePlatforms), so its tests are PlayMode tests.
        void WritePlayModeTests()
        {
            Directory.CreateDirectory(Path.Combine(_project, "Assets/Tests/PlayMode"));
            File.WriteAllText(Path.Combine(_project, "Assets/Tests/PlayMode/SampleProject.Tests.PlayMode.asmdef"),
                "{\"name\": \"SampleProject.Tests.PlayMode\", \"references\": [\"UnityEngine.TestRunner\", \"UnityEditor.TestRunner\"], "
                + "\"includePlatforms\": [], \"overrideReferences\": true, \"precompiledReferences\": [\"nunit.framework.dll\"], "
                + "\"autoReferenced\": false, \"defineConstraints\": [\"UNITY_INCLUDE_TESTS\"]}\n");
            File.WriteAllText(Path.Combine(_project, "Assets/Tests/PlayMode/PlayTests.cs"),
                "using System.Collections;\nusing NUnit.Framework;\nusing UnityEngine;\nusing UnityEngine.TestTools;\n\npublic class PlayTests\n{\n"
                + "    [UnityTest]\n    public IEnumerator RunsInPlayMode() { Assert.IsTrue(Application.isPlaying); yield return null; Assert.IsTrue(Application.isPlaying); }\n\n"
                + "    [Test]\n    public void FailsInPlayMode() { Assert.AreEqual(1, 2, \"play mode failure\"); }\n}\n");
        }

        // A PlayMode run enters play mode, which reloads the domain: the callbacks registered before it hear nothing
        // (the Test Framework manual: callbacks last until the next domain reload); the ones the new domain registers
        // at load hear the run, the tests run in play mode, then RunFinished, and play mode ends.
        [Test]
        public void APlayModeRunReportsToTheCallbacksOfThePlayModeDomain()
        {
            WritePlayModeTests();
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                var lines = RunTestsFromMenu(host, "Probe/Run PlayMode Tests", "Library/probe-playmode.log");
                CollectionAssert.AreEqual(new[]
                {
                    "domain2 started 2 playing=True",
                    "domain2 Failed PlayTests.FailsInPlayMode PlayMode | play mode failure Expected: 1 But was: 2 playing=True",
                    "domain2 Passed PlayTests.RunsInPlayMode PlayMode | playing=True",
                    // RunFinished in play mode, which ends after it (Test Framework 1.1.33 and 1.4).
                    "domain2 finished passed=1 failed=1 playing=True",
                }, lines.Select(l => System.Text.RegularExpressions.Regex.Replace(l, " +", " ")).ToArray(), string.Join("\n", lines));
                var deadline = DateTime.UtcNow.AddSeconds(30 * HostProcess.TimeScale);
                while (Report(host)["playing"] != "False" && DateTime.UtcNow < deadline) Thread.Sleep(100);
                Assert.AreEqual("False", Report(host)["playing"], "the run left play mode");

                // EditMode runs still run the EditMode tests only, in edit mode.
                host.Send("menu Probe/Run Tests");
                host.WaitFor("menu ok");
                var editLog = Path.Combine(_project, "Library/probe-tests.txt");
                Assert.IsTrue(WaitForFile(editLog, text => text.Contains("finished")), "the EditMode run finished");
                StringAssert.DoesNotContain("PlayTests", File.ReadAllText(editLog));
                StringAssert.Contains("finished passed=7 failed=0", File.ReadAllText(editLog));
            }
        }

        // Enter Play Mode Options with domain reload disabled (ProjectSettings/EditorSettings.asset, as Unity writes it):
        // play mode starts in the same domain, statics kept, no beforeAssemblyReload.
        [Test]
        public void PlayModeWithoutDomainReloadKeepsTheDomain()
        {
            File.WriteAllText(Path.Combine(_project, "ProjectSettings/EditorSettings.asset"),
                "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!159 &1\nEditorSettings:\n  m_ObjectHideFlags: 0\n  m_EnterPlayModeOptionsEnabled: 1\n  m_EnterPlayModeOptions: 1\n");
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                host.Send("menu Probe/Bump");
                host.WaitFor("menu ok");
                host.Send("play");
                host.WaitFor("play requested");
                var deadline = DateTime.UtcNow.AddSeconds(30 * HostProcess.TimeScale);
                Dictionary<string, string> r;
                do { r = Report(host); } while (r["playing"] != "True" && DateTime.UtcNow < deadline);
                Assert.AreEqual("True", r["playing"]);
                Assert.AreEqual("1", r["counter"], "statics survive: no domain reload");
                Assert.AreEqual("0", r["before"], "no beforeAssemblyReload");
                host.Send("stop");
                host.WaitFor("stop requested");
                do { r = Report(host); } while (r["playing"] != "False" && DateTime.UtcNow < deadline);
                Assert.AreEqual("False", r["playing"]);
                Assert.IsFalse(host.Stderr.Contains("domain reloaded"), "the host never reloaded the domain");
            }
        }

        [Test]
        public void PlayModeReloadsAndRestoresScene()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                Assert.AreEqual("0.0", Report(host)["cubeRotation"]);
                host.Send("play");
                host.WaitFor("reloaded");
                Thread.Sleep(500);
                var r = Report(host);
                Assert.AreEqual("True", r["playing"]);
                Assert.AreNotEqual("0.0", r["cubeRotation"], "Spinner.Update ran");
                host.Send("stop");
                host.WaitFor("stop requested");
                Thread.Sleep(200);
                r = Report(host);
                Assert.AreEqual("False", r["playing"]);
                Assert.AreEqual("0.0", r["cubeRotation"], "play mode changes are discarded");
            }
        }
    }
}
