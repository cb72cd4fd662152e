using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Startup;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Editor.Tests.Tools;
using Patchbay.Shared.Calls;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// The real LinkClient and runtime against <see cref="FakeHub"/> over a real socket: register, tools/list,
    /// tools/call, editor/reloading + close, re-register after a "reload" (a new runtime over the same
    /// store) and the re-sent call answered from the record without running again.
    /// </summary>
    public class LinkEndToEndTests
    {
        private static readonly TimeSpan Timeout = TestTime.Seconds(10);

        private FakeHub _hub;
        private string _projectRoot;
        private MemoryKeyValueStore _store;
        private List<PatchbayRuntime> _runtimes;

        [SetUp]
        public void SetUp()
        {
            _hub = new FakeHub();
            _projectRoot = Path.Combine(Path.GetTempPath(), "patchbay-e2e-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(Path.Combine(_projectRoot, "ProjectSettings"));
            File.WriteAllText(Path.Combine(_projectRoot, "ProjectSettings", "PatchbaySettings.json"), "{\"allowProjectTools\":true,\"autoStartHub\":false}");
            _store = new MemoryKeyValueStore();
            _runtimes = new List<PatchbayRuntime>();
        }

        [TearDown]
        public void TearDown()
        {
            foreach (var runtime in _runtimes)
            {
                runtime.Shutdown();
            }

            _hub.Dispose();
            Directory.Delete(_projectRoot, true);
        }

        private PatchbayRuntime StartRuntime()
        {
            return StartRuntime(new Dictionary<string, string>
            {
                { "PATCHBAY_HUB_URL", "ws://127.0.0.1:" + _hub.Port + "/editor" },
                { "PATCHBAY_TOKEN", "secret-token" },
            }, message => { });
        }

        private PatchbayRuntime StartRuntime(Dictionary<string, string> env, Action<string> log)
        {
            var locator = new HubLocator(name => { string v; return env.TryGetValue(name, out v) ? v : null; }, _projectRoot, pid => true);
            var runtime = new PatchbayRuntime(_projectRoot, _store, log, locator);
            runtime.Registry.Add(new SampleTool());
            runtime.Start(new EditorMetadata
            {
                ProjectName = "MyGame",
                ProjectPath = "/Users/ana/Projects/MyGame",
                DataPath = "/Users/ana/Projects/MyGame/Assets",
                Machine = "ana-mbp",
                Pid = 51234,
                UnityVersion = "2022.3.20f1",
                Platform = "OSXEditor",
            }, new Assembly[0]);
            _runtimes.Add(runtime);
            return runtime;
        }

        private JObject Expect(PatchbayRuntime runtime, Func<JObject, bool> match)
        {
            var message = _hub.ReceiveWhere(match, Timeout, () => runtime.Pump());
            Assert.IsNotNull(message, "expected message did not arrive");
            return message;
        }

        private static Func<JObject, bool> Method(string method)
        {
            return m => (string)m["method"] == method;
        }

        private static Func<JObject, bool> Answer(string id)
        {
            return m => m["id"] != null && (string)m["id"] == id && m["method"] == null;
        }

        private static void Register(FakeHub hub, JObject request)
        {
            hub.Send(new JObject
            {
                { "jsonrpc", "2.0" },
                { "id", request["id"] },
                { "result", new JObject { { "editorId", "MyGame@9625308d" }, { "protocolVersion", "patchbay-link/1" }, { "heartbeatIntervalMs", 5000 } } },
            }.ToString());
        }

        // Issue 45: the health probe's "queued" counts agents' calls that wait for the main thread, not the dispatcher's
        // own work items (results to send, notes), which once read as "18 calls waiting".
        [Test]
        public void HealthCountsOnlyCallsWaitingForTheMainThread()
        {
            var runtime = StartRuntime();
            ILinkHost host = runtime;
            for (var i = 0; i < 5; i++)
            {
                runtime.Dispatcher.Post(() => { });
            }

            Assert.AreEqual(0, (int)host.Health()["queued"], "the package's own work is not a waiting call");
            host.OnToolsCall(new JValue(901), JObject.Parse("{\"name\":\"sample_tool\",\"arguments\":{\"name\":\"x\"}}"));
            host.OnToolsCall(new JValue(902), JObject.Parse("{\"name\":\"sample_tool\",\"arguments\":{\"name\":\"x\"}}"));
            Assert.AreEqual(2, (int)host.Health()["queued"]);
            runtime.Dispatcher.Pump(1000);
            Assert.AreEqual(0, (int)host.Health()["queued"], "started: no longer waiting");
        }

        [Test]
        public void CallsSurviveAReloadExactlyOnce()
        {
            var runtime = StartRuntime();
            var register = Expect(runtime, Method("editor/register"));
            Assert.AreEqual("Bearer secret-token", _hub.LastAuthorization);
            Assert.AreEqual("/editor", _hub.LastPath);
            Assert.AreEqual("patchbay-link/1", (string)register["params"]["protocolVersion"]);
            Assert.AreEqual("MyGame", (string)register["params"]["editor"]["projectName"]);
            Assert.AreEqual(1, (int)register["params"]["domain"]);
            var runId = (string)register["params"]["runId"];
            Register(_hub, register);

            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"h-7c1e9a04-1\",\"method\":\"tools/list\",\"params\":{}}");
            var list = Expect(runtime, Answer("h-7c1e9a04-1"));
            Assert.AreEqual("sample_tool", (string)list["result"]["tools"][0]["name"]);

            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"h-7c1e9a04-2\",\"method\":\"tools/call\",\"params\":{\"name\":\"sample_tool\",\"arguments\":{\"name\":\"first\"}}}");
            var first = Expect(runtime, Answer("h-7c1e9a04-2"));
            Assert.AreEqual("first", (string)first["result"]["structuredContent"]["name"]);

            _hub.Send("{\"jsonrpc\":\"2.0\",\"method\":\"hub/clients\",\"params\":{\"clients\":[{\"name\":\"claude-code\",\"version\":\"2.0.14\",\"sessions\":2}]}}");
            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"h-7c1e9a04-3\",\"method\":\"ping\"}");
            Expect(runtime, Answer("h-7c1e9a04-3"));
            Assert.AreEqual("claude-code", runtime.Clients[0].Name);

            runtime.BeforeReload();
            var reloading = Expect(runtime, Method("editor/reloading"));
            Assert.AreEqual("assembly_reload", (string)reloading["params"]["reason"]);
            Assert.IsTrue(_hub.WaitForClientClose(Timeout));
            Assert.AreEqual(1000, _hub.ClientCloseCode);
            Assert.AreEqual("reloading", _hub.ClientCloseReason);

            // The next domain: same store (SessionState), fresh everything else.
            var next = StartRuntime();
            var again = Expect(next, Method("editor/register"));
            Assert.AreEqual(runId, (string)again["params"]["runId"]);
            Assert.AreEqual(2, (int)again["params"]["domain"]);
            Register(_hub, again);
            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"h-7c1e9a04-2\",\"method\":\"tools/call\",\"params\":{\"name\":\"sample_tool\",\"arguments\":{\"name\":\"first\"}}}");
            var replay = Expect(next, Answer("h-7c1e9a04-2"));
            Assert.AreEqual(first.ToString(), replay.ToString());
            RegisteredTool tool;
            next.Registry.TryGet("sample_tool", out tool);
            Assert.AreEqual(0, ((SampleTool)tool.Tool).Runs, "re-sent call must not run again");
        }

        // Issue 45: "MCP clients attached" is noted once per change, also when a domain reload comes between the hub's
        // hub/clients and the main thread's next update: the note and what remembers it across the reload (SessionState)
        // are one main-thread step, so the next domain does not say it again.
        [Test]
        public void TheClientsNoteIsMadeOnceAcrossAReloadThatCameBeforeTheNextUpdate()
        {
            var notes = new List<string>();
            var runtime = StartRuntime();
            runtime.Notes = notes.Add;
            Register(_hub, Expect(runtime, Method("editor/register")));
            const string clients = "{\"jsonrpc\":\"2.0\",\"method\":\"hub/clients\",\"params\":{\"clients\":[{\"name\":\"claude-code\",\"version\":\"2.0.14\",\"sessions\":1}]}}";
            _hub.Send(clients);
            var deadline = DateTime.UtcNow + Timeout;
            while (runtime.Clients.Count == 0 && DateTime.UtcNow < deadline)
            {
                System.Threading.Thread.Sleep(10);
            }

            Assert.AreEqual(1, runtime.Clients.Count, "the link thread took the list");
            // The reload comes before any update ran the main-thread work the list queued.
            runtime.BeforeReload();
            Assert.IsTrue(_hub.WaitForClientClose(Timeout));

            var next = StartRuntime();
            next.Notes = notes.Add;
            Register(_hub, Expect(next, Method("editor/register")));
            _hub.Send(clients);
            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"p-1\",\"method\":\"ping\"}");
            Expect(next, Answer("p-1"));
            for (var i = 0; i < 20; i++)
            {
                next.Pump();
            }

            CollectionAssert.AreEqual(new[] { "MCP clients attached to the Patchbay hub: claude-code 2.0.14 (1 session)." }, notes);
            _hub.Send(clients);
            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"p-2\",\"method\":\"ping\"}");
            Expect(next, Answer("p-2"));
            next.Pump();
            Assert.AreEqual(1, notes.Count, "the same list again is no change");
        }

        /// <summary>
        /// Issue 18: a domain reload aborts every thread of the old domain, and Mono's timer scheduler thread ends the
        /// process when the abort lands while it re-sorts timers. So the link runs on one thread of its own, creates
        /// no timer at all while connected, and after BeforeReload no thread, task or send of the package runs.
        /// </summary>
        [Test]
        public void NothingOfThePackageRunsAfterBeforeReload()
        {
            // The test runner's own timers (remoting leases) are there before the package starts.
            var baseline = RuntimeTimers.Scheduled();
            var runtime = StartRuntime();
            Register(_hub, Expect(runtime, Method("editor/register")));
            _hub.Send("{\"jsonrpc\":\"2.0\",\"id\":\"h-1\",\"method\":\"ping\"}");
            Expect(runtime, Answer("h-1"));
            System.Threading.Thread.Sleep(700); // several link ticks
            Assert.IsTrue(runtime.HasBackgroundWork, "the link thread runs while connected");
            var whileConnected = RuntimeTimers.Added(baseline);
            if (whileConnected != null)
            {
                CollectionAssert.IsEmpty(whileConnected, "the link must not create timers (Task.Delay, CancelAfter, keep-alive)");
            }

            runtime.BeforeReload();
            Assert.IsFalse(runtime.HasBackgroundWork, "the link thread and its sends must have ended when BeforeReload returns");
            Assert.IsTrue(_hub.WaitForClientClose(Timeout));

            // The runtime's ClientWebSocket keeps a one-shot 1 s timer after a close handshake (its wait for the
            // server's FIN); nothing of the package may re-arm timers, so the list empties by itself.
            var timers = RuntimeTimers.Added(baseline);
            if (timers == null)
            {
                Assert.Ignore("This runtime's timer scheduler cannot be inspected; thread and send checks passed.");
            }

            var deadline = DateTime.UtcNow + TimeSpan.FromSeconds(5);
            while (timers.Count > 0 && DateTime.UtcNow < deadline)
            {
                foreach (var timer in timers)
                {
                    StringAssert.StartsWith("System.", timer, "only the runtime's own one-shot timers may remain");
                }

                System.Threading.Thread.Sleep(50);
                timers = RuntimeTimers.Added(baseline);
            }

            CollectionAssert.IsEmpty(timers, "timers still scheduled after BeforeReload");
        }

        /// <summary>A state directory whose hub.json names the fake hub's port and <paramref name="token"/>.</summary>
        private Dictionary<string, string> HubJsonEnvironment(string token)
        {
            var stateDir = Path.Combine(_projectRoot, "state");
            Directory.CreateDirectory(stateDir);
            File.WriteAllText(Path.Combine(stateDir, "hub.json"), new JObject
            {
                { "url", "http://127.0.0.1:" + _hub.Port },
                { "port", _hub.Port },
                { "pid", System.Diagnostics.Process.GetCurrentProcess().Id },
                { "version", "0.2.0" },
                { "token", token },
            }.ToString());
            return new Dictionary<string, string> { { "PATCHBAY_STATE_DIR", stateDir } };
        }

        [Test]
        public void AHubFoundThroughHubJsonProvesItselfBeforeTheTokenIsSent()
        {
            _hub.ProofToken = "hub-json-token";
            var runtime = StartRuntime(HubJsonEnvironment("hub-json-token"), message => { });
            Register(_hub, Expect(runtime, Method("editor/register")));
            Assert.AreEqual("Bearer hub-json-token", _hub.LastAuthorization);
            Assert.GreaterOrEqual(_hub.Challenges, 1);
            var challenge = _hub.Requests[0];
            StringAssert.StartsWith("GET / HTTP/1.1\r\n", challenge);
            StringAssert.DoesNotContain("hub-json-token", challenge, "the challenge carries no token");
            StringAssert.DoesNotContain("Authorization", challenge);
        }

        [Test]
        public void AListenerWithoutTheProofNeverGetsTheToken()
        {
            // An older hub, or any process that took the port of a hub killed without cleanup: it answers, but with no proof.
            _hub.ProofToken = null;
            var logs = new System.Collections.Concurrent.ConcurrentQueue<string>();
            var runtime = StartRuntime(HubJsonEnvironment("hub-json-token"), logs.Enqueue);
            var deadline = DateTime.UtcNow + Timeout;
            var state = runtime.Link.State;
            while (!(state.Detail ?? string.Empty).Contains("did not prove") && DateTime.UtcNow < deadline)
            {
                runtime.Pump();
                System.Threading.Thread.Sleep(10);
                state = runtime.Link.State;
            }

            StringAssert.Contains("the process on port " + _hub.Port + " did not prove that it holds hub.json's token: it is not the hub that "
                + "wrote hub.json; nothing was sent to it", state.Detail);
            Assert.AreEqual(LinkStatus.Waiting, state.Status);
            Assert.IsTrue(logs.Any(l => l.Contains("did not prove")), "said in the console: " + string.Join("\n", logs));

            // Let it retry (the backoff starts at 0.5 s): still only challenges.
            System.Threading.Thread.Sleep(1500);
            Assert.GreaterOrEqual(_hub.Challenges, 1);
            Assert.AreEqual(0, _hub.Connections, "no WebSocket upgrade");
            foreach (var request in _hub.Requests)
            {
                StringAssert.DoesNotContain("hub-json-token", request);
                StringAssert.DoesNotContain("Authorization", request);
            }

            Assert.AreEqual(1, logs.Count(l => l.Contains("did not prove")), "logged once, not per attempt");
        }

        [Test]
        public void StateChangesArePushedAfterRegistration()
        {
            var runtime = StartRuntime();
            var register = Expect(runtime, Method("editor/register"));
            Register(_hub, register);
            runtime.Pump();
            System.Threading.Thread.Sleep(50);
            runtime.Pump();
            runtime.UpdateMetadata(new EditorMetadata
            {
                ProjectName = "MyGame",
                ProjectPath = "/Users/ana/Projects/MyGame",
                Machine = "ana-mbp",
                PlayMode = "playing",
                ActiveSceneName = "Level2",
                ActiveScenePath = "Assets/Scenes/Level2.unity",
            });
            var state = Expect(runtime, m => (string)m["method"] == "editor/state" && (string)m["params"]["playMode"] == "playing");
            Assert.AreEqual("Level2", (string)state["params"]["activeScene"]["name"]);
        }

        // confirmTools (docs/protocol.md §4.1, §4.9): the register params carry the project's list, sorted; a changed
        // settings file sends editor/state with the new one; an invalid entry is logged and left out.
        [Test]
        public void ConfirmToolsAreRegisteredAndAChangeSendsEditorState()
        {
            var logs = new List<string>();
            var runtime = StartRuntime(new Dictionary<string, string>
            {
                { "PATCHBAY_HUB_URL", "ws://127.0.0.1:" + _hub.Port + "/editor" },
                { "PATCHBAY_TOKEN", "secret-token" },
            }, message => { lock (logs) { logs.Add(message); } });
            var register = Expect(runtime, Method("editor/register"));
            CollectionAssert.IsEmpty(register["params"]["editor"]["confirmTools"].ToObject<string[]>(), "the default: nothing");
            Register(_hub, register);
            var first = Expect(runtime, Method("editor/state"));
            Assert.IsNotNull(first["params"]["confirmTools"], "every editor/state carries it");

            File.WriteAllText(Path.Combine(_projectRoot, "ProjectSettings", "PatchbaySettings.json"),
                "{\"allowProjectTools\":true,\"autoStartHub\":false,\"confirmTools\":[\"run_tests\",\"Not A Tool\",\"execute_code\"]}");
            runtime.ReloadSettings();
            var state = Expect(runtime, m => (string)m["method"] == "editor/state" && m["params"]["confirmTools"] != null
                && m["params"]["confirmTools"].ToString(Newtonsoft.Json.Formatting.None) == "[\"execute_code\",\"run_tests\"]");
            Assert.AreEqual("edit", (string)state["params"]["playMode"], "the rest of the state as before");
            lock (logs)
            {
                Assert.AreEqual(1, logs.Count(l => l.Contains("confirmTools entry \"Not A Tool\"") && l.Contains("was ignored")), string.Join("\n", logs));
            }

            File.WriteAllText(Path.Combine(_projectRoot, "ProjectSettings", "PatchbaySettings.json"),
                "{\"allowProjectTools\":true,\"autoStartHub\":false,\"confirmTools\":[]}");
            runtime.ReloadSettings();
            Expect(runtime, m => (string)m["method"] == "editor/state" && m["params"]["confirmTools"] != null
                && m["params"]["confirmTools"].ToString(Newtonsoft.Json.Formatting.None) == "[]");
        }

        /// <summary>
        /// editor/changed (docs/protocol.md §4.9a) through the headless editor stand-in, as an agent's edits make it: a
        /// Debug.Log reaches the console copy (ConsoleCapture), a new GameObject raises hierarchyChanged in the next editor
        /// frame, and each leads to an editor/changed with a larger counter; 100 logs in one update are one notification.
        /// </summary>
        [Test]
        public void EditorChangedFollowsALogAndANewGameObjectAndCoalescesABurst()
        {
            ToolHarness.FreshMainScene(); // the stand-in with the console capture running (ignored in a real editor)
            ToolHarness.Frame(); // the opened scene's own hierarchyChanged, before anything counts it
            var runtime = StartRuntime();
            // What PatchbayBootstrap subscribes; the bootstrap itself is not started here (it would look for a hub).
            Action counted = runtime.Changes.HierarchyChanged;
            UnityEditor.EditorApplication.hierarchyChanged += counted;
            UnityEngine.GameObject created = null;
            try
            {
                Action frame = () =>
                {
                    ToolHarness.Frame();
                    runtime.Pump();
                };
                Func<Func<JObject, bool>, JObject> expectChanged = match =>
                {
                    var message = _hub.ReceiveWhere(m => (string)m["method"] == "editor/changed" && match((JObject)m["params"]), Timeout, frame);
                    Assert.IsNotNull(message, "expected editor/changed did not arrive");
                    return (JObject)message["params"];
                };

                Register(_hub, Expect(runtime, Method("editor/register")));
                var baseline = expectChanged(p => true);
                Assert.IsNotNull(baseline["console"], "both fields always: " + baseline);
                Assert.IsNotNull(baseline["hierarchy"], "both fields always: " + baseline);

                UnityEngine.Debug.Log("editor/changed: one log");
                var logged = expectChanged(p => (long)p["console"] > (long)baseline["console"]);
                Assert.AreEqual((long)baseline["hierarchy"], (long)logged["hierarchy"], "a log is no hierarchy change");

                created = new UnityEngine.GameObject("x");
                var added = expectChanged(p => (long)p["hierarchy"] > (long)logged["hierarchy"]);
                Assert.AreEqual((long)logged["console"], (long)added["console"], "a new object is no console change");

                // Once the window of the last one is over, so the burst's notification is not held behind it.
                System.Threading.Thread.Sleep(ChangeCounters.MinIntervalMs);
                for (var i = 0; i < 100; i++)
                {
                    UnityEngine.Debug.Log("editor/changed: burst " + i);
                }

                var burst = new List<JObject>();
                var watchUntil = DateTime.UtcNow + TimeSpan.FromMilliseconds(3 * ChangeCounters.MinIntervalMs);
                while (DateTime.UtcNow < watchUntil)
                {
                    var message = _hub.ReceiveWhere(m => (string)m["method"] == "editor/changed", watchUntil - DateTime.UtcNow, frame);
                    if (message != null)
                    {
                        burst.Add((JObject)message["params"]);
                    }
                }

                Assert.AreEqual(1, burst.Count, "100 logs in one update: one editor/changed, not " + string.Join(" ", burst.Select(b => b.ToString(Newtonsoft.Json.Formatting.None))));
                Assert.GreaterOrEqual((long)burst[0]["console"], (long)added["console"] + 100);
            }
            finally
            {
                UnityEditor.EditorApplication.hierarchyChanged -= counted;
                if (created != null)
                {
                    UnityEngine.Object.DestroyImmediate(created);
                }
            }
        }

        [Test]
        public void VersionMismatchIsReportedAndTheLinkBacksOff()
        {
            var runtime = StartRuntime();
            var register = Expect(runtime, Method("editor/register"));
            _hub.Send(new JObject
            {
                { "jsonrpc", "2.0" },
                { "id", register["id"] },
                { "error", new JObject { { "code", -32041 }, { "message", "Link protocol mismatch" }, { "data", new JObject { { "patchbay", "version_mismatch" } } } } },
            }.ToString());
            _hub.CloseConnection(4002, "link protocol version mismatch");
            var deadline = DateTime.UtcNow + Timeout;
            while (runtime.Link.Status != LinkStatus.Refused && DateTime.UtcNow < deadline)
            {
                System.Threading.Thread.Sleep(10);
            }

            Assert.AreEqual(LinkStatus.Refused, runtime.Link.Status);
            System.Threading.Thread.Sleep(1500);
            Assert.AreEqual(1, _hub.Connections, "no fast retry after a version mismatch");
        }
    }
}
