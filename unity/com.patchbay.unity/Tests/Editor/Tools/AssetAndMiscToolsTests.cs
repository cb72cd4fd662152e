using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>create_script, create_asset, menus, search, jobs and run_tests' refusals, in-process.</summary>
    public class AssetAndMiscToolsTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
        }

        private static string InProject(string path)
        {
            return Path.Combine(ToolHarness.ProjectRoot, path);
        }

        [Test]
        public void CreateScriptWritesATemplateUnderAssets()
        {
            ToolHarness.Ok("create_script", "{\"path\":\"Assets/Scripts/Gen/Turret.cs\",\"namespace\":\"Game\"}");
            var source = File.ReadAllText(InProject("Assets/Scripts/Gen/Turret.cs"));
            StringAssert.Contains("namespace Game", source);
            StringAssert.Contains("public class Turret : MonoBehaviour", source);
            ToolHarness.Ok("create_script", "{\"path\":\"Assets/Editor/TurretWindow.cs\",\"kind\":\"EditorWindow\"}");
            StringAssert.Contains(": EditorWindow", File.ReadAllText(InProject("Assets/Editor/TurretWindow.cs")));
        }

        [Test]
        public void CreateScriptRefusesBadPathsAndOverwrites()
        {
            ToolHarness.Fails("create_script", "{\"path\":\"../Escape.cs\"}", "security_blocked");
            ToolHarness.Fails("create_script", "{\"path\":\"ProjectSettings/Evil.cs\"}", "security_blocked");
            ToolHarness.Fails("create_script", "{\"path\":\"Assets/Scripts/Notes.txt\"}", "invalid_arguments");
            ToolHarness.Fails("create_script", "{\"path\":\"Assets/Scripts/My Script.cs\"}", "invalid_arguments");
            ToolHarness.Fails("create_script", "{\"path\":\"Assets/Scripts/Win.cs\",\"kind\":\"EditorWindow\"}", "invalid_arguments");
            var before = File.ReadAllText(InProject("Assets/Scripts/Spinner.cs"));
            var refused = ToolHarness.Fails("create_script", "{\"path\":\"Assets/Scripts/Spinner.cs\"}", "invalid_state");
            StringAssert.Contains("pass content to replace it", ToolHarness.Text(refused));
            Assert.AreEqual(before, File.ReadAllText(InProject("Assets/Scripts/Spinner.cs")), "a template never replaces a script by itself");
            Assert.IsFalse(File.Exists(Path.Combine(Path.GetDirectoryName(ToolHarness.ProjectRoot), "Escape.cs")));
            Assert.IsFalse(File.Exists(InProject("ProjectSettings/Evil.cs")));
        }

        [Test]
        public void CreateScriptWithContentCreatesOrUpdatesInOneCall()
        {
            var created = ToolHarness.Ok("create_script", "{\"path\":\"Assets/Scripts/Loop.cs\",\"content\":\"public class Loop {}\"}");
            Assert.IsNull(created["replaced"]);
            var updated = ToolHarness.Ok("create_script", "{\"path\":\"Assets/Scripts/Loop.cs\",\"content\":\"public class Loop { int x; }\"}");
            Assert.AreEqual(true, (bool)updated["replaced"]);
            Assert.AreEqual("public class Loop { int x; }", File.ReadAllText(InProject("Assets/Scripts/Loop.cs")));
        }

        [Test]
        public void CreateAssetFolderMaterialAndRefusals()
        {
            ToolHarness.Ok("create_asset", "{\"kind\":\"Folder\",\"path\":\"Assets/Materials\"}");
            Assert.IsTrue(AssetDatabase.IsValidFolder("Assets/Materials"));
            var material = ToolHarness.Ok("create_asset", "{\"kind\":\"Material\",\"path\":\"Assets/Materials/Red.mat\"}");
            Assert.IsNotEmpty((string)material["guid"]);
            Assert.IsNotNull(AssetDatabase.LoadAssetAtPath<Material>("Assets/Materials/Red.mat"));
            ToolHarness.Fails("create_asset", "{\"kind\":\"Material\",\"path\":\"Assets/Materials/Red.mat\"}", "invalid_state");
            ToolHarness.Fails("create_asset", "{\"kind\":\"Material\",\"path\":\"Assets/Nowhere/Blue.mat\"}", "not_found");
            ToolHarness.Fails("create_asset", "{\"kind\":\"Material\",\"path\":\"Assets/Materials/Blue.png\"}", "invalid_arguments");
            ToolHarness.Fails("create_asset", "{\"kind\":\"ScriptableObject\",\"path\":\"Assets/Materials/C.asset\",\"type\":\"NoSuchConfig\"}", "not_found");
            ToolHarness.Fails("create_asset", "{\"kind\":\"Folder\",\"path\":\"Library/Sneaky\"}", "security_blocked");
            Assert.IsFalse(Directory.Exists(InProject("Library/Sneaky")));
        }

        [Test]
        public void MenuItemsListRunAndBlock()
        {
            var items = ToolHarness.Ok("get_menu_items", "{\"filter\":\"GameObject/\"}");
            CollectionAssert.Contains(items["items"].Select(i => (string)i).ToList(), "GameObject/Create Empty");
            var before = LiveObjects.GameObjectCount(false);
            Assert.AreEqual("GameObject/Create Empty", (string)ToolHarness.Ok("execute_menu_item", "{\"path\":\"GameObject/Create Empty\"}")["executed"]);
            Assert.AreEqual(before + 1, LiveObjects.GameObjectCount(false));
            ToolHarness.Fails("execute_menu_item", "{\"path\":\"File/Exit\"}", "security_blocked");
            ToolHarness.Fails("execute_menu_item", "{\"path\":\"File/Quit\"}", "security_blocked");
            ToolHarness.Fails("execute_menu_item", "{\"path\":\"GameObject/Create Emty\"}", "not_found");
        }

        [Test]
        public void SearchFindsAssetsAndObjects()
        {
            var providers = ToolHarness.Ok("get_search_providers", "{}");
            var ids = providers["providers"].Select(p => (string)p["id"]).ToList();
            CollectionAssert.Contains(ids, "asset");
            CollectionAssert.Contains(ids, "scene");
            var scenes = ToolHarness.Ok("search", "{\"query\":\"t:Scene\"}");
            Assert.IsTrue(scenes["items"].Any(i => (string)i["path"] == "Assets/Scenes/Second.unity"), "assets come with their path: " + scenes);
            var objects = ToolHarness.Ok("search", "{\"query\":\"Marker\",\"providers\":[\"scene\"]}");
            Assert.AreEqual(1, (int)objects["total"], objects.ToString());
            var marker = ToolHarness.Ok("find_game_objects", "{\"name\":\"Marker\"}");
            Assert.AreEqual((string)marker["items"][0]["id"], (string)objects["items"][0]["id"], "a scene object's id is the one every tool gives: " + objects + marker);
            var limited = ToolHarness.Ok("search", "{\"query\":\"t:Scene\",\"limit\":1}");
            Assert.AreEqual(1, ((JArray)limited["items"]).Count);
            ToolHarness.Fails("search", "{\"query\":\"x\",\"providers\":[\"nope\"]}", "not_found");
        }

        [Test]
        public void JobsAndTestRefusals()
        {
            ToolHarness.FreshMainScene();
            ToolHarness.Fails("get_job", "{\"jobId\":\"compile-999\"}", "not_found");
            // Job ids carry this editor run's tag (SessionState ends with the editor): an id of an earlier run
            // is named as such instead of answering with another run's job.
            StringAssert.IsMatch("^tests-[0-9a-f]{6}-[0-9]+$", Patchbay.Editor.Tools.Shared.JobStore.Start("tests"));
            var other = Patchbay.Editor.Tools.Shared.JobStore.RunTag == "abcdef" ? "fedcba" : "abcdef";
            var earlier = ToolHarness.Fails("get_job", "{\"jobId\":\"tests-" + other + "-1\"}", "not_found");
            StringAssert.Contains("earlier run of this editor", (string)earlier["content"][0]["text"]);
            ToolHarness.Ok("set_play_mode", "{\"action\":\"play\"}");
            ToolHarness.Fails("run_tests", "{}", "invalid_state");
            ToolHarness.Fails("compile", "{}", "invalid_state");
            ToolHarness.Ok("set_play_mode", "{\"action\":\"stop\"}");
            var run = ToolHarness.Ok("run_tests", "{\"categories\":[\"nothing-has-this\"]}");
            Assert.AreEqual("no_tests", (string)run["status"]);
        }
    }
}
