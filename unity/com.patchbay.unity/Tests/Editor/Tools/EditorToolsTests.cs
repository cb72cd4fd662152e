using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    public class EditorToolsTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
        }

        [Test]
        public void EditorStateReportsSceneModeAndSelection()
        {
            Selection.activeGameObject = GameObject.Find("Main Camera");
            var state = ToolHarness.Ok("get_editor_state", "{}");
            Assert.AreEqual("edit", (string)state["playMode"]);
            Assert.AreEqual("Assets/Scenes/Main.unity", (string)state["activeScene"]);
            Assert.IsFalse((bool)state["compiling"]);
            StringAssert.Contains("Main Camera", (string)state["selection"][0]);
            Selection.activeObject = null;
        }

        [Test]
        public void PlayPauseStepResumeStop()
        {
            Assert.AreEqual("playing", (string)ToolHarness.Ok("set_play_mode", "{\"action\":\"play\"}")["playMode"]);
            Assert.IsTrue(EditorApplication.isPlaying);
            ToolHarness.Fails("set_play_mode", "{\"action\":\"play\"}", "invalid_state");
            ToolHarness.Fails("set_play_mode", "{\"action\":\"resume\"}", "invalid_state");
            Assert.AreEqual("paused", (string)ToolHarness.Ok("set_play_mode", "{\"action\":\"pause\"}")["playMode"]);
            Assert.AreEqual("paused", (string)ToolHarness.Ok("set_play_mode", "{\"action\":\"step\"}")["playMode"]);
            Assert.AreEqual("playing", (string)ToolHarness.Ok("set_play_mode", "{\"action\":\"resume\"}")["playMode"]);
            Assert.AreEqual("edit", (string)ToolHarness.Ok("set_play_mode", "{\"action\":\"stop\"}")["playMode"]);
            Assert.IsFalse(EditorApplication.isPlaying);
        }

        [Test]
        public void PlayModeTransitionsThatAreNotAllowed()
        {
            ToolHarness.Fails("set_play_mode", "{\"action\":\"stop\"}", "invalid_state");
            ToolHarness.Fails("set_play_mode", "{\"action\":\"pause\"}", "invalid_state");
            ToolHarness.Fails("set_play_mode", "{\"action\":\"step\"}", "invalid_state");
            ToolHarness.Fails("set_play_mode", "{\"action\":\"fly\"}", "invalid_arguments");
            ToolHarness.Fails("set_play_mode", "{}", "invalid_arguments");
            Assert.IsFalse(EditorApplication.isPlaying);
        }

        [Test]
        public void RefreshAssets()
        {
            StringAssert.StartsWith("Refreshed", (string)ToolHarness.Ok("refresh_assets", "{}"));
        }

        [Test]
        public void ConsoleLogsFilterAndClear()
        {
            Debug.Log("plain message 41");
            Debug.LogWarning("careful 42");
            Debug.LogError("boom 43");
            var errors = ToolHarness.Ok("get_console_logs", "{\"types\":[\"error\"],\"text\":\"boom 43\",\"stack\":true}");
            Assert.AreEqual(1, ((JArray)errors["entries"]).Count);
            Assert.AreEqual("boom 43", (string)errors["entries"][0]["message"]);
            Assert.IsNotNull(errors["entries"][0]["stack"]);
            var lastId = (long)errors["lastId"];

            Debug.Log("after 44");
            var newer = ToolHarness.Ok("get_console_logs", "{\"since\":" + lastId + "}");
            Assert.AreEqual(new[] { "after 44" }, newer["entries"].Select(e => (string)e["message"]).ToArray());
            Assert.IsNull(newer["entries"][0]["stack"], "stack traces only on request");

            var limited = ToolHarness.Ok("get_console_logs", "{\"limit\":1}");
            Assert.AreEqual(1, ((JArray)limited["entries"]).Count);
            Assert.IsNotNull(limited["more"]);

            Assert.Greater((int)ToolHarness.Ok("get_editor_state", "{}")["consoleErrors"], 0);
            ToolHarness.Ok("clear_console", "{}");
            Assert.AreEqual(0, ((JArray)ToolHarness.Ok("get_console_logs", "{}")["entries"]).Count);
            ToolHarness.Fails("get_console_logs", "{\"types\":[\"fatal\"]}", "invalid_arguments");
        }

        [Test]
        public void ConsoleTypesAreFilteredByTheNamesEntriesCarry()
        {
            Debug.LogError("case 45");
            var entries = (JArray)ToolHarness.Ok("get_console_logs", "{\"text\":\"case 45\"}")["entries"];
            Assert.AreEqual("error", (string)entries[0]["type"]);
            var schema = Patchbay.Shared.Schema.SchemaGenerator.ForParameters(typeof(Patchbay.Engine.CommonTools.Console.GetConsoleLogsParams));
            var allowed = schema["properties"]["types"]["items"]["enum"].Select(t => (string)t).ToArray();
            CollectionAssert.Contains(allowed, (string)entries[0]["type"], "the filter offers the type entries carry");
            // Any case is accepted, as before.
            Assert.AreEqual(1, ((JArray)ToolHarness.Ok("get_console_logs", "{\"types\":[\"Error\"],\"text\":\"case 45\"}")["entries"]).Count);
        }
    }
}
