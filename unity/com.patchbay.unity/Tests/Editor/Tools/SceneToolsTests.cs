using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tests.Tools
{
    public class SceneToolsTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
        }

        [Test]
        public void ListScenesShowsLoadedBuildAndProjectScenes()
        {
            var list = ToolHarness.Ok("list_scenes", "{}");
            Assert.AreEqual("Assets/Scenes/Main.unity", (string)list["loaded"][0]["path"]);
            Assert.IsTrue((bool)list["loaded"][0]["active"]);
            CollectionAssert.Contains(list["project"].Select(p => (string)p).ToList(), "Assets/Scenes/Second.unity");
            Assert.IsTrue(((JArray)list["buildSettings"]).Count >= 1);
            var filtered = ToolHarness.Ok("list_scenes", "{\"filter\":\"Second\",\"limit\":1}");
            Assert.AreEqual(1, ((JArray)filtered["project"]).Count);
        }

        [Test]
        public void OpenAdditiveSetActiveAndClose()
        {
            ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}");
            Assert.AreEqual(2, SceneManager.sceneCount);
            var hierarchy = ToolHarness.Ok("get_hierarchy", "{}");
            Assert.AreEqual("Main", (string)hierarchy["scene"]);
            Assert.AreEqual(new[] { "Second" }, hierarchy["otherLoadedScenes"].ToObject<string[]>(), "the other loaded scene is named");
            var set = ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"active\":true}");
            Assert.AreEqual("Assets/Scenes/Second.unity", (string)set["path"], "answered in JSON: " + set);
            Assert.AreEqual(true, (bool)set["active"]);
            Assert.AreEqual(2, SceneManager.sceneCount, "an open scene is made active, not opened again");
            Assert.AreEqual("Second", SceneManager.GetActiveScene().name);
            Assert.AreEqual(new[] { "Main" }, ToolHarness.Ok("get_hierarchy", "{}")["otherLoadedScenes"].ToObject<string[]>());
            var loaded = (JArray)ToolHarness.Ok("list_scenes", "{}")["loaded"];
            Assert.AreEqual("Assets/Scenes/Second.unity", (string)loaded.Single(x => (bool?)x["active"] == true)["path"]);
            ToolHarness.Ok("close_scene", "{\"scene\":\"Assets/Scenes/Second.unity\"}");
            Assert.AreEqual(1, SceneManager.sceneCount);
            Assert.IsNull(ToolHarness.Ok("get_hierarchy", "{}")["otherLoadedScenes"], "one scene: nothing extra");
            ToolHarness.Fails("close_scene", "{\"scene\":\"Main\"}", "invalid_state");
            ToolHarness.Fails("open_scene", "{\"path\":\"Assets/Scenes/Nope.unity\",\"active\":true}", "not_found");
            ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true,\"active\":true}");
            Assert.AreEqual("Second", SceneManager.GetActiveScene().name, "a closed scene is opened, then made active");
        }

        [Test]
        public void OpenSingleRefusesToDropUnsavedChanges()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"Unsaved\"}");
            ToolHarness.Fails("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\"}", "invalid_state");
            Assert.AreEqual("Main", SceneManager.GetActiveScene().name);
            Assert.IsNotNull(GameObject.Find("Unsaved"));
            ToolHarness.Fails("open_scene", "{\"path\":\"Assets/Scenes/Nope.unity\"}", "not_found");
            ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"discardChanges\":true}");
            Assert.AreEqual("Second", SceneManager.GetActiveScene().name);
        }

        [Test]
        public void SaveWritesTheObjectsToTheSceneFile()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"Saved Crate\",\"primitive\":\"Cube\"}");
            var saved = ToolHarness.Ok("save_scene", "{}");
            Assert.AreEqual("Assets/Scenes/Main.unity", (string)saved["saved"], "answered in JSON: " + saved);
            Assert.IsFalse(SceneManager.GetActiveScene().isDirty);
            var file = File.ReadAllText(Path.Combine(ToolHarness.ProjectRoot, "Assets/Scenes/Main.unity"));
            StringAssert.Contains("Saved Crate", file);

            Assert.AreEqual("Assets/Scenes/Copy.unity", (string)ToolHarness.Ok("save_scene", "{\"saveAs\":\"Assets/Scenes/Copy.unity\"}")["saved"]);
            var refused = ToolHarness.Fails("save_scene", "{\"saveAs\":\"/tmp/Copy.unity\"}", "security_blocked");
            StringAssert.Contains("\"Assets/Scenes/Level.unity\"", ToolHarness.Text(refused), "a scene path as the example, not a script");
            StringAssert.Contains("Saved Crate", File.ReadAllText(Path.Combine(ToolHarness.ProjectRoot, "Assets/Scenes/Copy.unity")));
        }

        [Test]
        public void SaveRefusesPathsOutsideAssetsAndUntitledScenesWithoutAPath()
        {
            ToolHarness.Fails("save_scene", "{\"saveAs\":\"../Escape.unity\"}", "security_blocked");
            ToolHarness.Fails("save_scene", "{\"saveAs\":\"/tmp/Escape.unity\"}", "security_blocked");
            ToolHarness.Fails("save_scene", "{\"saveAs\":\"Assets/Scenes/NotAScene.txt\"}", "invalid_arguments");
            ToolHarness.Fails("save_scene", "{\"saveAs\":\"Assets/NoFolder/X.unity\"}", "not_found");
            Assert.IsFalse(File.Exists(Path.Combine(ToolHarness.ProjectRoot, "../Escape.unity")));
            EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);
            ToolHarness.Fails("save_scene", "{}", "invalid_arguments");
        }
    }
}
