using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using NUnit.Framework;
using Patchbay.Editor.UI;
using Patchbay.Shared.Settings;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tests.UI
{
    /// <summary>
    /// Runs the window's OnGUI against the headless stand-in, whose IMGUI records every control and lets a test
    /// click, toggle and type (Patchbay.Headless.ImguiRecorder, found by reflection so this file compiles in
    /// Unity; in a real editor IMGUI only runs inside a GUI event, so these tests are ignored there).
    /// </summary>
    public class PatchbayWindowViewTests
    {
        private const string RecorderType = "Patchbay.Headless.ImguiRecorder, UnityEditor";
        private Type _recorder;
        private FakeWindowSource _source;
        private List<string> _opened;
        private PatchbayWindowPresenter _presenter;
        private PatchbayWindow _window;

        [SetUp]
        public void SetUp()
        {
            _recorder = Type.GetType(RecorderType, false);
            if (_recorder == null)
            {
                Assert.Ignore("Needs the headless editor's recording IMGUI (unity/headless); Unity runs OnGUI only inside GUI events.");
            }

            Recorder("Reset");
            _source = new FakeWindowSource();
            _opened = new List<string>();
            _presenter = new PatchbayWindowPresenter(_source, _opened.Add);
            _window = ScriptableObject.CreateInstance<PatchbayWindow>();
            _window.Show();
            _window.Attach(_presenter);
        }

        [TearDown]
        public void TearDown()
        {
            if (_window != null)
            {
                _window.Close();
            }

            if (_source != null)
            {
                _source.Dispose();
            }
        }

        [Test]
        public void NotConnectedShowsWhyAndTheFixWithTheDashboardButtonDisabled()
        {
            Recorder("Click", "Open dashboard");
            var controls = DrawOnce();

            Assert.IsTrue(controls.Any(c => c.StartsWith("HelpBox:Warning:No hub.json") && c.Contains("patchbay serve")), string.Join("\n", controls));
            CollectionAssert.Contains(controls, "Button:Open dashboard");
            CollectionAssert.IsEmpty(_opened, "a disabled button does nothing");
            CollectionAssert.Contains(controls, "Toggle:" + PatchbayWindowModel.LabelOf(SettingNames.AllowTests));
            CollectionAssert.Contains(controls, "Button:Configure claude-code");
            Assert.IsTrue(controls.Any(c => c.StartsWith("Toggle:core (")));
            Assert.IsTrue(controls.Any(c => c.StartsWith("SelectableLabel:MyGame@0123abcd") && c.Contains("expected")));
        }

        [Test]
        public void ConnectedShowsClientsCallsAndOpensTheDashboard()
        {
            _source.Connect();
            _source.Clients = new[] { new Patchbay.Shared.Link.AttachedClient("claude-code", "2.1.0", 1) };
            _source.RecentCalls.Add(new Patchbay.Shared.Calls.CallLogEntry { CallId = "1", Tool = "get_editor_state", Outcome = "ok", FinishedUtc = DateTime.UtcNow });
            _presenter.Refresh();
            Recorder("Click", "Open dashboard");
            var controls = DrawOnce();

            CollectionAssert.AreEqual(new[] { "http://127.0.0.1:3917/" }, _opened);
            Assert.IsFalse(controls.Any(c => c.StartsWith("HelpBox:Warning")), string.Join("\n", controls));
            Assert.IsTrue(controls.Any(c => c.StartsWith("LabelField:  claude-code 2.1.0|1 session")), string.Join("\n", controls));
            Assert.IsTrue(controls.Any(c => c.StartsWith("LabelField:") && c.Contains("get_editor_state") && c.Contains("|ok")), string.Join("\n", controls));
            Assert.IsTrue(controls.Any(c => c == "SelectableLabel:MyGame@0123abcd"));
        }

        [Test]
        public void TogglesAndAliasWriteTheSettingsFiles()
        {
            var diagnostics = _presenter.Model.Groups.Find("diagnostics");
            Recorder("SetToggle", "diagnostics (" + diagnostics.Tools.Count + (diagnostics.Tools.Count == 1 ? " tool)" : " tools)"), true);
            Recorder("SetToggle", PatchbayWindowModel.LabelOf(SettingNames.AllowMenuItems), true);
            Recorder("Type", "Alias", "build-box");
            Recorder("Click", "Set alias");
            DrawOnce();

            var settings = _source.SettingsStore.Load(null);
            Assert.IsTrue(settings.IsGroupEnabled("diagnostics"));
            Assert.IsTrue(settings.AllowMenuItems);
            Assert.AreEqual("build-box", settings.Alias);
            StringAssert.Contains("diagnostics", File.ReadAllText(_source.SettingsStore.ProjectFile));
            StringAssert.Contains("build-box", File.ReadAllText(_source.SettingsStore.UserFile));
        }

        [Test]
        public void ConfirmToolsAreDrawnAsAReadOnlyLineWithWhereToEditThem()
        {
            var controls = DrawOnce();
            CollectionAssert.Contains(controls, "LabelField:Ask before|nothing", string.Join("\n", controls));
            Assert.IsTrue(controls.Any(c => c.StartsWith("LabelField:") && c.Contains("Edit confirmTools in ProjectSettings/PatchbaySettings.json")),
                string.Join("\n", controls));
            Assert.IsFalse(controls.Any(c => c.StartsWith("Toggle:") && c.Contains("confirm")), "read-only");
        }

        [Test]
        public void SetupButtonRunsTheBinaryAndTheOutputIsDrawn()
        {
            if (Path.DirectorySeparatorChar == '\\')
            {
                Assert.Ignore("The fake patchbay binary is a POSIX shell script.");
            }

            var script = Path.Combine(_source.ProjectRoot, "patchbay");
            File.WriteAllText(script, "#!/bin/sh\necho \"would write: ~/.cursor/mcp.json ($*)\"\n");
            System.Diagnostics.Process.Start(new System.Diagnostics.ProcessStartInfo("chmod", "+x " + script) { UseShellExecute = false }).WaitForExit();
            _source.HubBinary = script;

            Recorder("Click", "Preview cursor");
            DrawOnce();
            Assert.IsTrue(_presenter.SetupRunning);
            var limit = DateTime.UtcNow.AddSeconds(60);
            while (_presenter.SetupRunning && DateTime.UtcNow < limit)
            {
                System.Threading.Thread.Sleep(10);
                Update();
            }

            var controls = DrawOnce();
            Assert.IsTrue(controls.Contains("Label:would write: ~/.cursor/mcp.json (setup cursor --dry-run)"), string.Join("\n", controls));
            Assert.IsTrue(controls.Any(c => c.StartsWith("HelpBox:Info:") && c.Contains("done (exit 0)")), string.Join("\n", controls));
        }

        [Test]
        public void UpdateIsSubscribedOnlyWhileTheWindowIsOpenAndRefreshesTheModel()
        {
            Assert.AreEqual(1, WindowUpdateSubscribers());
            _source.Clients = new[] { new Patchbay.Shared.Link.AttachedClient("cursor", "1.0", 1) };
            Update();
            Assert.AreEqual(1, _presenter.Model.Clients.Count);

            _window.Close();
            _window = null;
            Assert.AreEqual(0, WindowUpdateSubscribers());
        }

        private IList<string> DrawOnce()
        {
            // Not Reset: that would drop the clicks the test scripted for this pass.
            var controls = (IList<string>)_recorder.GetProperty("Controls").GetValue(null, null);
            var first = controls.Count;
            typeof(PatchbayWindow).GetMethod("OnGUI", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(_window, null);
            var problems = (IList<string>)_recorder.GetProperty("Problems").GetValue(null, null);
            CollectionAssert.IsEmpty(problems);
            Assert.AreEqual(0, (int)_recorder.GetProperty("OpenGroups").GetValue(null, null), "every Begin has its End");
            return controls.Skip(first).ToList();
        }

        private void Update()
        {
            // The window's throttle starts over after OnFocus, as when the user clicks into it.
            typeof(PatchbayWindow).GetMethod("OnFocus", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(_window, null);
            typeof(PatchbayWindow).GetMethod("OnEditorUpdate", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(_window, null);
        }

        private static int WindowUpdateSubscribers()
        {
            var update = EditorApplication.update;
            return update == null ? 0 : update.GetInvocationList().Count(d => d.Method.DeclaringType == typeof(PatchbayWindow));
        }

        private void Recorder(string method, params object[] arguments)
        {
            _recorder.GetMethod(method).Invoke(null, arguments);
        }
    }
}
