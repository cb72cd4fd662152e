using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.EditorLoop;
using Patchbay.Editor.Startup;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;
using UnityEditor;
using UnityEditor.SceneManagement;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// Calls the package's real tools the way the link does (CallProcessor: binding, security, result shape)
    /// and runs editor frames until the answer arrives. It boots the headless editor stand-in (found by
    /// reflection, so this file compiles unchanged in Unity) on a copy of the sample project: the tool tests
    /// open, edit and undo the sample's scenes and assets, which a user's project does not have and must
    /// not get. In a real editor (package listed in "testables") every test that uses the harness is
    /// therefore ignored with that reason; the package's other tests run against the real engine.
    /// </summary>
    public static class ToolHarness
    {
        private const string HeadlessType = "Patchbay.Headless.HeadlessEditor, UnityEditor";
        private const string HeadlessHostServicesType = "Patchbay.Headless.InMemoryHostServices, UnityEditor";
        public const string NeedsHeadlessHost = "Needs Patchbay's headless editor host and its sample project (unity/headless); "
            + "in a real editor it would edit this project's scenes and assets.";
        private static readonly Queue<Action> s_mainThread = new Queue<Action>();
        private static readonly RecordingSink s_sink = new RecordingSink();
        private static CallProcessor s_processor;
        private static ToolRegistry s_registry;
        private static MethodInfo s_tick;
        private static int s_nextId;

        public static string ProjectRoot { get; private set; }

        /// <summary>True under the headless stand-in (frames can be driven from a test).</summary>
        public static bool Headless
        {
            get { return Type.GetType(HeadlessType, false) != null; }
        }

        public static string Settings = "{\"allowTests\":true,\"allowMenuItems\":true,\"allowFileWrites\":true,\"allowPackageChanges\":true,\"groups\":{\"scenes\":true,\"assets\":true,\"tests\":true,\"search\":true,\"menus\":true,\"packages\":true,\"editor\":true,\"prefabs\":true,\"screenshots\":true,\"materials\":true,\"play\":true,\"diagnostics\":true}}";

        public static ToolRegistry Registry
        {
            get
            {
                EnsureEditor();
                return s_registry;
            }
        }

        public static void EnsureEditor()
        {
            if (s_registry != null)
            {
                return;
            }

            var editorType = Type.GetType(HeadlessType, false);
            var hostType = Type.GetType(HeadlessHostServicesType, false);
            if (editorType == null || hostType == null)
            {
                Assert.Ignore(NeedsHeadlessHost);
            }

            ProjectRoot = CopySample();
            var host = Activator.CreateInstance(hostType);
            editorType.GetMethod("Boot").Invoke(null, new object[] { host, ProjectRoot, null, 0, 0.0 });
            s_tick = editorType.GetMethod("Tick");

            // What Unity does at domain load for the tools' [InitializeOnLoad] classes (console capture,
            // compile monitor); the bootstrap is left out, it would try to reach a hub.
            foreach (var type in typeof(PatchbayRuntime).Assembly.GetTypes())
            {
                if (type.Namespace != null && type.Namespace.StartsWith("Patchbay.Editor.Tools", StringComparison.Ordinal)
                    && Attribute.IsDefined(type, typeof(InitializeOnLoadAttribute)))
                {
                    System.Runtime.CompilerServices.RuntimeHelpers.RunClassConstructor(type.TypeHandle);
                }
            }

            s_registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            s_registry.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            var policy = new SecurityPolicy(PatchbaySettings.FromJson(JObject.Parse(Settings)));
            s_processor = new CallProcessor(s_registry, () => policy, new CallRecord(new MemoryKeyValueStore(), 1), s_sink, s_mainThread.Enqueue);
        }

        /// <summary>Opens the sample's Main scene fresh (unsaved changes dropped) and clears Undo.</summary>
        public static void FreshMainScene()
        {
            EnsureEditor();
            if (EditorApplication.isPlaying)
            {
                EditorApplication.isPlaying = false;
                Frames(3);
            }

            EditorSceneManager.OpenScene("Assets/Scenes/Main.unity", OpenSceneMode.Single);
            Undo.ClearAll();
        }

        /// <summary>Runs one editor frame (headless) and the queued main-thread work.</summary>
        public static void Frame()
        {
            while (s_mainThread.Count > 0)
            {
                s_mainThread.Dequeue()();
            }

            if (s_tick != null)
            {
                s_tick.Invoke(null, null);
            }

            // What the bootstrap (not started here: it would reach for a hub) raises every update for waiting tools.
            EditorFrame.Raise();
        }

        public static void Frames(int count)
        {
            for (var i = 0; i < count; i++)
            {
                Frame();
            }
        }

        /// <summary>Calls a tool and returns its CallToolResult.</summary>
        public static JObject Call(string tool, string arguments, double timeoutSeconds = 20)
        {
            int start;
            var id = Start(tool, arguments, out start);
            return Await(tool, id, start, timeoutSeconds);
        }

        /// <summary>Starts a call without running frames; <paramref name="start"/> is where its answer can appear.</summary>
        public static string Start(string tool, string arguments, out int start)
        {
            EnsureEditor();
            var id = "t-" + (++s_nextId);
            var parameters = new JObject { { "name", tool }, { "arguments", JObject.Parse(arguments ?? "{}") } };
            start = s_sink.Sent.Count;
            s_processor.HandleCall(new JValue(id), parameters);
            return id;
        }

        /// <summary>The client cancels a call (notifications/cancelled, as the link delivers it).</summary>
        public static void Cancel(string id)
        {
            s_processor.NoteCancelled(new JValue(id));
            s_processor.HandleCancel(new JValue(id));
        }

        /// <summary>Runs frames until the call answers; returns its CallToolResult.</summary>
        public static JObject Await(string tool, string id, int start, double timeoutSeconds = 20)
        {
            var deadline = DateTime.UtcNow.AddSeconds(timeoutSeconds);
            while (true)
            {
                for (var i = start; i < s_sink.Sent.Count; i++)
                {
                    var message = s_sink.At(i);
                    if ((string)message["id"] == id)
                    {
                        if (message["error"] != null)
                        {
                            Assert.Fail("JSON-RPC error from " + tool + ": " + message["error"]);
                        }

                        return (JObject)message["result"];
                    }
                }

                if (DateTime.UtcNow > deadline)
                {
                    Assert.Fail(tool + " did not answer within " + timeoutSeconds + " s");
                }

                if (s_tick == null && s_mainThread.Count == 0)
                {
                    Assert.Ignore(tool + " needs editor frames; this test runs against the headless editor only.");
                }

                Frame();
                System.Threading.Thread.Sleep(1);
            }
        }

        /// <summary>Calls and asserts success; returns the structured content, or the text parsed as JSON when it is JSON.</summary>
        public static JToken Ok(string tool, string arguments)
        {
            var result = Call(tool, arguments);
            var text = (string)result["content"][0]["text"];
            Assert.IsFalse((bool)result["isError"], tool + " failed: " + text);
            if (result["structuredContent"] != null)
            {
                return result["structuredContent"];
            }

            return text.StartsWith("{", StringComparison.Ordinal) ? JToken.Parse(text) : new JValue(text);
        }

        /// <summary>Calls and asserts an isError result; returns it.</summary>
        public static JObject Fails(string tool, string arguments, string expectedKind)
        {
            var result = Call(tool, arguments);
            Assert.IsTrue((bool)result["isError"], tool + " should have failed but returned " + result["content"][0]["text"]);
            if (expectedKind != null)
            {
                Assert.AreEqual(expectedKind, ToolResults.ErrorKindOf(result), (string)result["content"][0]["text"]);
            }

            return result;
        }

        /// <summary>Titles of the modal dialogs the stand-in showed in this domain.</summary>
        public static IList<string> DialogsShown()
        {
            EnsureEditor();
            return (IList<string>)Type.GetType(HeadlessType, true).GetProperty("DialogsShown").GetValue(null, null);
        }

        /// <summary>What Unity raises before a domain reload (the stand-in's in-process domain is not unloaded).</summary>
        public static void RaiseBeforeAssemblyReload()
        {
            EnsureEditor();
            var raise = typeof(AssemblyReloadEvents).GetMethod("RaiseBefore", BindingFlags.Static | BindingFlags.NonPublic);
            raise.Invoke(null, null);
        }

        /// <summary>Runs frames until the stand-in's Test Runner has no run left (a test's leftover run must not reach the next test).</summary>
        public static void FramesUntilNoTestRun()
        {
            var running = typeof(UnityEditor.TestTools.TestRunner.Api.TestRunnerApi).GetProperty("IsRunning", BindingFlags.Static | BindingFlags.NonPublic);
            var deadline = DateTime.UtcNow.AddSeconds(60);
            while ((bool)running.GetValue(null, null) && DateTime.UtcNow < deadline)
            {
                Frame();
            }
        }

        /// <summary>Cancels the run the stand-in's Test Runner is on, as the Test Runner window's cancel does (CancelTestRun).</summary>
        public static bool CancelCurrentTestRunInEditor()
        {
            var current = typeof(UnityEditor.TestTools.TestRunner.Api.TestRunnerApi).GetField("_current", BindingFlags.Static | BindingFlags.NonPublic).GetValue(null);
            return current != null && (bool)current.GetType().GetMethod("Cancel", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(current, null);
        }

        public static string Text(JObject result)
        {
            return (string)result["content"][0]["text"];
        }

        public static string CopySample()
        {
            var source = Environment.GetEnvironmentVariable("PATCHBAY_SAMPLE_PROJECT");
            if (string.IsNullOrEmpty(source))
            {
                source = Path.Combine(Path.GetDirectoryName(new Uri(typeof(ToolHarness).Assembly.CodeBase).LocalPath), "SampleProject");
            }

            var target = Path.Combine(Path.GetTempPath(), "patchbay-tools-" + Guid.NewGuid().ToString("N").Substring(0, 8));
            Copy(source, target);
            AppDomain.CurrentDomain.DomainUnload += (s, e) =>
            {
                try
                {
                    Directory.Delete(target, true);
                }
                catch (IOException)
                {
                }
            };
            return target;
        }

        private static void Copy(string from, string to)
        {
            Directory.CreateDirectory(to);
            foreach (var file in Directory.GetFiles(from))
            {
                File.Copy(file, Path.Combine(to, Path.GetFileName(file)));
            }

            foreach (var directory in Directory.GetDirectories(from))
            {
                if (Path.GetFileName(directory) != "Library")
                {
                    Copy(directory, Path.Combine(to, Path.GetFileName(directory)));
                }
            }
        }
    }
}
