using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// The agent loop end to end through the headless editor host (a real editor process with domain
    /// reloads and mcs compiles) and the real link, with <see cref="FakeHub"/> playing the hub: a script with
    /// an error, compile reports it at the right line, fix it, compile clean (answered after the reload),
    /// add_component, set_component_field, save_scene, run_tests with real passes and a real failure, search.
    /// Headless only: in Unity the editor under test is the one running the tests.
    /// </summary>
    public class HostAgentLoopTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(90);
        private FakeHub _hub;
        private Process _host;
        private string _project;
        private int _next;

        [SetUp]
        public void StartHost()
        {
            if (!ToolHarness.Headless)
            {
                Assert.Ignore("Drives the headless editor host; not applicable inside Unity.");
            }

            _project = ToolHarness.CopySample();
            File.WriteAllText(Path.Combine(_project, "ProjectSettings/PatchbaySettings.json"),
                "{\"autoStartHub\":false,\"allowTests\":true,\"groups\":{\"scenes\":true,\"assets\":true,\"tests\":true,\"search\":true,\"play\":true}}");
            _hub = new FakeHub();
            var exe = Path.Combine(Path.GetDirectoryName(new Uri(typeof(HostAgentLoopTests).Assembly.CodeBase).LocalPath), "patchbay-editor-host.exe");
            var start = new ProcessStartInfo("mono", "--debug \"" + exe + "\" --project \"" + _project + "\" --hub ws://127.0.0.1:" + _hub.Port + "/editor --token t --exit-on-stdin-eof")
            {
                UseShellExecute = false,
                RedirectStandardInput = true,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
            };
            start.EnvironmentVariables["PATCHBAY_HOST_QUIET"] = "1";
            _host = Process.Start(start);
            _host.OutputDataReceived += (s, e) => { };
            _host.ErrorDataReceived += (s, e) => { };
            _host.BeginOutputReadLine();
            _host.BeginErrorReadLine();
            AnswerRegister(_hub.ReceiveWhere(m => (string)m["method"] == "editor/register", Timeout, null));
        }

        [TearDown]
        public void StopHost()
        {
            if (_host != null)
            {
                try
                {
                    _host.StandardInput.Close();
                    if (!_host.WaitForExit(20000))
                    {
                        _host.Kill();
                    }
                }
                catch (InvalidOperationException)
                {
                }

                _host.Dispose();
            }

            if (_hub != null)
            {
                _hub.Dispose();
            }

            if (_project != null && Directory.Exists(_project))
            {
                Directory.Delete(_project, true);
            }
        }

        private void AnswerRegister(JObject register)
        {
            Assert.IsNotNull(register, "the editor did not register");
            _hub.Send(new JObject
            {
                { "jsonrpc", "2.0" },
                { "id", register["id"] },
                { "result", new JObject { { "editorId", "Sample@00000000" }, { "protocolVersion", "patchbay-link/1" }, { "heartbeatIntervalMs", 5000 } } },
            }.ToString());
        }

        /// <summary>Calls a tool like the hub does, answering re-registrations and re-sending the call after a reload.</summary>
        private JObject Call(string tool, string arguments)
        {
            var id = "h-00000000-" + (++_next);
            var request = new JObject
            {
                { "jsonrpc", "2.0" },
                { "id", id },
                { "method", "tools/call" },
                { "params", new JObject { { "name", tool }, { "arguments", JObject.Parse(arguments) } } },
            }.ToString();
            _hub.Send(request);
            var deadline = DateTime.UtcNow + Timeout;
            while (DateTime.UtcNow < deadline)
            {
                var message = _hub.ReceiveWhere(m => (string)m["method"] == "editor/register" || (string)m["id"] == id, deadline - DateTime.UtcNow, null);
                Assert.IsNotNull(message, tool + " got no answer");
                if ((string)message["method"] == "editor/register")
                {
                    AnswerRegister(message);
                    _hub.Send(request);
                    continue;
                }

                Assert.IsNull(message["error"], tool + ": " + message["error"]);
                return (JObject)message["result"];
            }

            Assert.Fail(tool + " timed out");
            return null;
        }

        private JToken Ok(string tool, string arguments)
        {
            var result = Call(tool, arguments);
            var text = (string)result["content"][0]["text"];
            Assert.IsFalse((bool)result["isError"], tool + " failed: " + text);
            return result["structuredContent"] ?? (text.StartsWith("{", StringComparison.Ordinal) ? JToken.Parse(text) : new JValue(text));
        }

        private static string Args(object o)
        {
            return JObject.FromObject(o).ToString();
        }

        [Test]
        public void ScriptCompileFixAddSetSaveTestSearch()
        {
            const string broken = "using UnityEngine;\n\npublic class Bouncer : MonoBehaviour\n{\n    public float height = 1f;\n    public int bounces = \"many\";\n}\n";
            Ok("create_script", Args(new { path = "Assets/Scripts/Bouncer.cs", content = broken }));
            var failed = Ok("compile", "{}");
            Assert.AreEqual("failed", (string)failed["status"], failed.ToString());
            var error = failed["errors"].First(e => (string)e["file"] == "Assets/Scripts/Bouncer.cs");
            Assert.AreEqual(6, (int)error["line"], failed.ToString());
            StringAssert.Contains("CS0029", (string)error["message"]);

            var notYet = Call("add_component", Args(new { target = "Spinning Cube", type = "Bouncer" }));
            Assert.IsTrue((bool)notYet["isError"], "the class does not exist before a clean compile");

            var fixedSource = broken.Replace("public int bounces = \"many\";", "public int bounces = 3;");
            Ok("create_script", Args(new { path = "Assets/Scripts/Bouncer.cs", content = fixedSource }));
            var clean = Ok("compile", "{}");
            Assert.AreEqual("succeeded", (string)clean["status"], clean.ToString());
            Assert.IsTrue((bool)clean["domainReloaded"], "the answer comes from the domain the compile loaded");

            Ok("add_component", Args(new { target = "Spinning Cube", type = "Bouncer" }));
            var set = Ok("set_component_field", Args(new { target = "Spinning Cube", component = "Bouncer", field = "height", value = "2.5" }));
            Assert.AreEqual(2.5, (double)set["value"], 1e-6);
            Ok("save_scene", "{}");
            var scene = File.ReadAllText(Path.Combine(_project, "Assets/Scenes/Main.unity"));
            StringAssert.Contains("Bouncer", scene);
            StringAssert.Contains("2.5", scene);

            var tests = Ok("run_tests", Args(new { xml = true }));
            Assert.AreEqual("passed", (string)tests["status"], tests.ToString());
            Assert.Greater((int)tests["passed"], 3);
            Assert.AreEqual(0, (int)tests["failed"]);
            StringAssert.Contains("<test-run", File.ReadAllText((string)tests["xmlPath"]));

            const string failing = "using NUnit.Framework;\n\nnamespace SampleProject.Tests\n{\n    public class BouncerTests\n    {\n        [Test]\n        public void BouncesTwice()\n        {\n            Assert.AreEqual(2, 3, \"bounce count\");\n        }\n    }\n}\n";
            var withTest = Ok("create_script", Args(new { path = "Assets/Tests/EditMode/BouncerTests.cs", content = failing, compile = true }));
            Assert.AreEqual("succeeded", (string)withTest["compile"]["status"], withTest.ToString());
            var red = Ok("run_tests", "{}");
            Assert.AreEqual("failed", (string)red["status"]);
            Assert.AreEqual(1, (int)red["failed"]);
            StringAssert.Contains("BouncesTwice", (string)red["failures"][0]["name"]);
            StringAssert.Contains("bounce count", (string)red["failures"][0]["message"]);
            Assert.AreEqual("Assets/Tests/EditMode/BouncerTests.cs", (string)red["failures"][0]["file"], red.ToString());
            Assert.AreEqual(10, (int)red["failures"][0]["line"]);
            StringAssert.DoesNotContain("NUnit.Framework", (string)red["failures"][0]["stack"], "only the project's own frames");
            var filtered = Ok("run_tests", Args(new { names = new[] { "MathTests" } }));
            Assert.AreEqual(2, (int)filtered["passed"]);

            // A changed script compiles inside AssetDatabase.Refresh (done before the wait starts); a forced
            // recompile is requested and runs on, so with no wait it becomes a job.
            var pending = Ok("compile", Args(new { force = true, waitSeconds = 0 }));
            Assert.AreEqual("running", (string)pending["status"], pending.ToString());
            var job = Ok("get_job", Args(new { jobId = (string)pending["jobId"], waitSeconds = 45 }));
            Assert.AreEqual("succeeded", (string)job["status"], job.ToString());

            var assets = Ok("search", Args(new { query = "t:Scene Main" }));
            Assert.IsTrue(assets["items"].Any(i => (string)i["path"] == "Assets/Scenes/Main.unity"), assets.ToString());
            var objects = Ok("search", Args(new { query = "h:Spinning", providers = new[] { "scene" } }));
            Assert.Greater((int)objects["total"], 0, objects.ToString());

            // Entering play mode reloads the domain; the call is answered from the new one.
            Assert.AreEqual("playing", (string)Ok("set_play_mode", Args(new { action = "play" }))["playMode"]);
            Assert.IsTrue((bool)Call("run_tests", "{}")["isError"], "no tests in play mode");
            Assert.AreEqual("edit", (string)Ok("set_play_mode", Args(new { action = "stop" }))["playMode"]);
        }

        // wait_until (read-only) on the play-test sample's PlayerController, compiled by the host: a condition reads the
        // fields get_game_object shows; the script's private _verticalSpeed, which Unity does not serialize, is refused
        // before the wait, naming it and the fields that can be waited on.
        [Test]
        public void WaitUntilReadsThePlayTestSampleAsGetGameObjectShowsIt()
        {
            Ok("open_scene", Args(new { path = "Assets/Scenes/PlayTest.unity" }));
            Assert.AreEqual("playing", (string)Ok("set_play_mode", Args(new { action = "play" }))["playMode"]);
            var player = Ok("get_game_object", Args(new { target = "Player", component = "PlayerController" }));
            var shown = ((JObject)player["components"].First(c => (string)c["type"] == "PlayerController")["fields"]).Properties().Select(p => p.Name).ToArray();
            CollectionAssert.AreEqual(new[] { "jumpSpeed", "gravity", "walkSpeed", "score", "jumpFrame" }, shown, player.ToString());

            var score = Ok("wait_until", Args(new { frames = 5, target = "Player", condition = "PlayerController.score == 0" }));
            Assert.AreEqual(true, (bool)score["held"], score.ToString());
            var grounded = Ok("wait_until", Args(new { frames = 5, target = "Player", condition = "Transform.localPosition.y == 0" }));
            Assert.AreEqual(true, (bool)grounded["held"], grounded.ToString());

            var refused = Call("wait_until", Args(new { frames = 600, target = "Player", condition = "PlayerController._verticalSpeed == 0" }));
            var text = (string)refused["content"][0]["text"];
            Assert.IsTrue((bool)refused["isError"], text);
            Assert.AreEqual("invalid_arguments", Patchbay.Shared.Calls.ToolResults.ErrorKindOf(refused), text);
            StringAssert.Contains("'_verticalSpeed' is a private field of PlayerController that Unity does not serialize", text);
            StringAssert.Contains("Nothing was read and none of the project's code ran", text);
            StringAssert.Contains("jumpSpeed, gravity, walkSpeed, score, jumpFrame", text);
            Assert.AreEqual("edit", (string)Ok("set_play_mode", Args(new { action = "stop" }))["playMode"]);
        }
    }
}
