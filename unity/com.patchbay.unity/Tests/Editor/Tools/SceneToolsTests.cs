using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor;
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

        [TearDown]
        public void TearDown()
        {
            if (File.Exists(Path.Combine(ToolHarness.ProjectRoot, OnDisk)))
            {
                EditorSceneManager.OpenScene("Assets/Scenes/Main.unity", OpenSceneMode.Single);
                AssetDatabase.DeleteAsset(OnDisk);
            }
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

        private const string OnDisk = "Assets/Scenes/OnDisk.unity";

        // Another program (an agent's file edit, a git checkout) rewrites a scene file: a root object added on disk.
        private static void WriteBehindTheEditor(string assetPath, string name)
        {
            var full = Path.Combine(ToolHarness.ProjectRoot, assetPath);
            var file = JObject.Parse(File.ReadAllText(full));
            ((JArray)file["roots"]).Add(new JObject { { "id", 900 + name.Length }, { "name", name }, { "components", new JArray() }, { "children", new JArray() } });
            File.WriteAllText(full, file.ToString());
        }

        private static string FileOf(string assetPath)
        {
            return File.ReadAllText(Path.Combine(ToolHarness.ProjectRoot, assetPath));
        }

        // A refresh, then a few editor updates: Unity has nothing to ask (the count of dialogs shown stays).
        private static void RefreshAsksNothing(int dialogs)
        {
            ToolHarness.Ok("refresh_assets", "{}");
            ToolHarness.Frames(3);
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count, "no modal dialog blocked the editor");
        }

        // Unity asks, in a modal dialog at its next update, about an open scene whose file an import found changed on
        // disk: the tools that import (refresh_assets, compile, create_script) reload a scene that has no unsaved
        // changes first, and refuse when it has some, naming the two ways out; save_scene does not overwrite the file's
        // change unless told to.
        [Test]
        public void ToolsThatImportNeverLeaveUnityAskingAboutASceneChangedOnDisk()
        {
            Assert.IsTrue(AssetDatabase.CopyAsset("Assets/Scenes/Second.unity", OnDisk));
            ToolHarness.Ok("open_scene", "{\"path\":\"" + OnDisk + "\"}");
            var dialogs = ToolHarness.DialogsShown().Count;
            WriteBehindTheEditor(OnDisk, "From Git");
            var refreshed = (string)ToolHarness.Ok("refresh_assets", "{}");
            StringAssert.Contains(OnDisk, refreshed, "says which scene it reloaded");
            ToolHarness.Frames(3);
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count, "Unity is left nothing to ask");
            Assert.IsNotNull(GameObject.Find("From Git"), "the scene is the file's");

            WriteBehindTheEditor(OnDisk, "From Git Again");
            var compiled = ToolHarness.Ok("compile", "{}");
            Assert.AreEqual(new[] { OnDisk }, compiled["scenesReloaded"].ToObject<string[]>(), compiled.ToString());
            ToolHarness.Frames(3);
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count);
            Assert.IsNotNull(GameObject.Find("From Git Again"));

            ToolHarness.Ok("create_game_object", "{\"name\":\"Unsaved\"}");
            WriteBehindTheEditor(OnDisk, "From Git 2");
            var refused = ToolHarness.Text(ToolHarness.Fails("refresh_assets", "{}", "invalid_state"));
            StringAssert.Contains(OnDisk, refused);
            StringAssert.Contains("save_scene with scene=\"OnDisk\" and saveAs=\"" + OnDisk + "\"", refused, "names how to keep the editor's version");
            StringAssert.Contains("discardChanges", refused, "and how to take the file's");
            ToolHarness.Fails("compile", "{}", "invalid_state");
            ToolHarness.Fails("create_script", "{\"path\":\"Assets/Scripts/NotWritten.cs\",\"compile\":true}", "invalid_state");
            Assert.IsFalse(File.Exists(Path.Combine(ToolHarness.ProjectRoot, "Assets/Scripts/NotWritten.cs")), "refused before writing");
            ToolHarness.Frames(3);
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count);
            Assert.IsNotNull(GameObject.Find("Unsaved"), "the editor's changes are kept");
            Assert.IsNull(GameObject.Find("From Git 2"));

            var overwrite = ToolHarness.Text(ToolHarness.Fails("save_scene", "{}", "invalid_state"));
            StringAssert.Contains("saveAs=\"" + OnDisk + "\"", overwrite, "names the deliberate overwrite");
            StringAssert.Contains("From Git 2", FileOf(OnDisk), "nothing written");
            ToolHarness.Ok("save_scene", "{\"saveAs\":\"" + OnDisk + "\"}");
            StringAssert.Contains("Unsaved", FileOf(OnDisk));
            StringAssert.DoesNotContain("From Git 2", FileOf(OnDisk), "the editor's version, deliberately");
            RefreshAsksNothing(dialogs);
        }

        // open_scene reads a scene file Unity may not have imported since it changed: it imports it first, or Unity
        // would find the change at its next refresh and ask about the scene just opened. Opened again with
        // discardChanges, an open scene comes back from its file in place.
        [Test]
        public void OpenSceneLeavesNothingForALaterRefreshToAskAbout()
        {
            Assert.IsTrue(AssetDatabase.CopyAsset("Assets/Scenes/Second.unity", OnDisk));
            var dialogs = ToolHarness.DialogsShown().Count;
            WriteBehindTheEditor(OnDisk, "From Git");
            ToolHarness.Ok("open_scene", "{\"path\":\"" + OnDisk + "\",\"additive\":true}");
            Assert.IsNotNull(GameObject.Find("From Git"));
            RefreshAsksNothing(dialogs);

            ToolHarness.Ok("create_game_object", "{\"name\":\"Unsaved On Disk\",\"scene\":\"OnDisk\"}");
            WriteBehindTheEditor(OnDisk, "From Git 2");
            ToolHarness.Ok("open_scene", "{\"path\":\"" + OnDisk + "\",\"additive\":true,\"discardChanges\":true}");
            Assert.AreEqual(2, SceneManager.sceneCount, "the other scene stays");
            Assert.AreEqual("Main", SceneManager.GetActiveScene().name);
            Assert.IsNotNull(GameObject.Find("From Git 2"), "reopened from the file");
            Assert.IsNull(GameObject.Find("Unsaved On Disk"));
            Assert.IsFalse(SceneManager.GetSceneByPath(OnDisk).isDirty);
            RefreshAsksNothing(dialogs);
        }
    }
}
