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
    /// <summary>The prefab tools against the editor (headless stand-in outside Unity): effects, undo, the prefab stage, bad input.</summary>
    public class PrefabToolsTests
    {
        private const string Path = "Assets/Cube.prefab";

        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
        }

        [TearDown]
        public void TearDown()
        {
            var stage = PrefabStageUtility.GetCurrentPrefabStage();
            if (stage != null)
            {
                stage.ClearDirtiness();
                StageUtility.GoToMainStage();
            }

            AssetDatabase.DeleteAsset(Path);
        }

        private static int InstancesIn(Scene scene)
        {
            return scene.GetRootGameObjects().Count(PrefabUtility.IsAnyPrefabInstanceRoot);
        }

        [Test]
        public void InstantiateUnderAParentWithItsPlaceAndOneUndoRemovesIt()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\",\"connect\":false}");
            var created = ToolHarness.Ok("instantiate_prefab",
                "{\"path\":\"" + Path + "\",\"parent\":\"Main Camera\",\"name\":\"Copy\",\"position\":[1,2,3],\"scale\":[2,2,2]}");
            Assert.AreEqual("Main Camera/Copy", (string)created["path"]);
            var copy = GameObject.Find("Main Camera/Copy");
            Assert.AreEqual(new Vector3(1, 2, 3), copy.transform.localPosition);
            Assert.AreEqual(new Vector3(2, 2, 2), copy.transform.localScale);
            Assert.AreEqual(Path, PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(copy));
            Assert.AreEqual("Marker", copy.transform.GetChild(0).name, "the prefab's children come along");
            Assert.IsTrue(SceneManager.GetActiveScene().isDirty);

            Undo.PerformUndo();
            Assert.IsNull(GameObject.Find("Main Camera/Copy"), "one undo step removes the instance");
        }

        [Test]
        public void OverwriteIsRefusedUnlessAskedAndThenInstancesFollow()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}");
            ToolHarness.Ok("instantiate_prefab", "{\"path\":\"" + Path + "\",\"name\":\"Second\"}");
            var light = GameObject.Find("Directional Light");
            var written = File.ReadAllText(System.IO.Path.Combine(ToolHarness.ProjectRoot, Path));
            var refused = ToolHarness.Fails("create_prefab", "{\"target\":\"Directional Light\",\"path\":\"" + Path + "\"}", "invalid_state");
            StringAssert.Contains("overwrite=true", ToolHarness.Text(refused));
            Assert.AreEqual(written, File.ReadAllText(System.IO.Path.Combine(ToolHarness.ProjectRoot, Path)), "refused: the asset is untouched");
            Assert.AreEqual(PrefabInstanceStatus.NotAPrefab, PrefabUtility.GetPrefabInstanceStatus(light));

            ToolHarness.Ok("create_prefab", "{\"target\":\"Directional Light\",\"path\":\"" + Path + "\",\"overwrite\":true}");
            Assert.IsNotNull(GameObject.Find("Second").GetComponent<Light>(), "an instance takes the replaced prefab's components");
        }

        // A GameObject's name, tag, layer and active state are set by setters: on a prefab instance Unity keeps such a
        // change only once recorded (RecordPrefabInstancePropertyModifications); the next change of the prefab, here an
        // apply from another instance, would otherwise replace it (issue 27).
        [Test]
        public void AnInstanceKeepsARenamedChildWhenThePrefabChanges()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}");
            ToolHarness.Ok("instantiate_prefab", "{\"path\":\"" + Path + "\",\"name\":\"Second\"}");
            ToolHarness.Ok("set_component_field", "{\"target\":\"Second/Marker\",\"field\":\"name\",\"value\":\"Flag\"}");
            ToolHarness.Ok("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"Transform\",\"field\":\"m_LocalScale\",\"value\":[2,2,2]}");
            ToolHarness.Ok("prefab_overrides", "{\"target\":\"Spinning Cube\",\"action\":\"Apply\"}");
            var second = GameObject.Find("Second");
            Assert.AreEqual(new Vector3(2, 2, 2), second.transform.localScale, "the applied change reached the other instance");
            Assert.AreEqual("Flag", second.transform.GetChild(0).name, "and its own rename is kept");
        }

        // assign_material sets Renderer.sharedMaterials by setter: on a prefab instance the change is an override only
        // once recorded (PrefabUtility.RecordPrefabInstancePropertyModifications; Unity's scripting reference: "the
        // changes may be lost"), so the next change of the prefab, an apply from another instance, would replace it (issue 43).
        [Test]
        public void AnInstanceKeepsAnAssignedMaterialWhenThePrefabChanges()
        {
            AssetDatabase.CreateFolder("Assets", "PrefabMaterials");
            try
            {
                ToolHarness.Ok("create_material", "{\"path\":\"Assets/PrefabMaterials/Red.mat\",\"shader\":\"Unlit/Color\",\"color\":\"#ff0000\"}");
                ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}");
                ToolHarness.Ok("instantiate_prefab", "{\"path\":\"" + Path + "\",\"name\":\"Second\"}");
                ToolHarness.Ok("assign_material", "{\"target\":\"Second\",\"material\":\"Assets/PrefabMaterials/Red.mat\"}");
                var second = GameObject.Find("Second");
                Assert.IsTrue(PrefabUtility.HasPrefabInstanceAnyOverrides(second, false), "the assignment is an override of the instance");
                ToolHarness.Ok("set_component_field", "{\"target\":\"Spinning Cube\",\"component\":\"Transform\",\"field\":\"m_LocalScale\",\"value\":[2,2,2]}");
                ToolHarness.Ok("prefab_overrides", "{\"target\":\"Spinning Cube\",\"action\":\"Apply\"}");
                second = GameObject.Find("Second");
                Assert.AreEqual(new Vector3(2, 2, 2), second.transform.localScale, "the applied change reached the other instance");
                Assert.AreEqual("Assets/PrefabMaterials/Red.mat", AssetDatabase.GetAssetPath(second.GetComponent<MeshRenderer>().sharedMaterial),
                    "and its own material is kept");
            }
            finally
            {
                AssetDatabase.DeleteAsset("Assets/PrefabMaterials");
            }
        }

        // A stage a person opened on a read-only package's prefab, changed: leaving it would open Unity's blocking "Immutable
        // Prefab" dialog whatever Auto Save says, so open_scene refuses and names the way out (issue 43).
        [Test]
        public void LeavingAChangedReadOnlyPackagePrefabIsRefusedEvenWithAutoSave()
        {
            const string inPackage = "Packages/com.example.art/Cube.prefab";
            var manifestPath = System.IO.Path.Combine(ToolHarness.ProjectRoot, "Packages/manifest.json");
            var manifestBefore = File.ReadAllText(manifestPath);
            var packageDir = System.IO.Path.Combine(ToolHarness.ProjectRoot, "Packages/com.example.art");
            try
            {
                ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\",\"connect\":false}");
                Directory.CreateDirectory(packageDir);
                File.Copy(System.IO.Path.Combine(ToolHarness.ProjectRoot, Path), System.IO.Path.Combine(ToolHarness.ProjectRoot, inPackage));
                var manifest = JObject.Parse(manifestBefore);
                manifest["dependencies"]["com.example.art"] = "1.0.0";
                File.WriteAllText(manifestPath, manifest.ToString());
                var stage = PrefabStageUtility.OpenPrefab(inPackage);
                stage.prefabContentsRoot.name = "Changed";
                EditorSceneManager.MarkSceneDirty(stage.scene);
                Assert.IsTrue(Patchbay.Editor.Tools.Shared.PrefabModeExit.AutoSaves(stage), "Auto Save is on");

                var refused = ToolHarness.Fails("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}", "invalid_state");
                StringAssert.Contains("read-only package", ToolHarness.Text(refused));
                StringAssert.Contains("Immutable Prefab", ToolHarness.Text(refused));
                StringAssert.Contains("prefab_stage action=Close save=false", ToolHarness.Text(refused));
                Assert.AreSame(stage, PrefabStageUtility.GetCurrentPrefabStage(), "nothing was done");

                ToolHarness.Ok("prefab_stage", "{\"action\":\"Close\",\"save\":false}");
                ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}");
            }
            finally
            {
                File.WriteAllText(manifestPath, manifestBefore);
                if (Directory.Exists(packageDir))
                {
                    Directory.Delete(packageDir, true);
                }
            }
        }

        [Test]
        public void ObjectToolsWorkOnTheOpenStageUntilItCloses()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}");
            var opened = ToolHarness.Ok("prefab_stage", "{\"action\":\"Open\",\"path\":\"" + Path + "\"}");
            Assert.AreEqual("Cube", (string)opened["root"]["name"], "the contents' root is named after the file, as in Unity");
            var hierarchy = ToolHarness.Ok("get_hierarchy", "{}");
            Assert.AreEqual(Path, (string)hierarchy["prefabStage"]);
            CollectionAssert.AreEqual(new[] { "Cube", "Cube/Marker" }, hierarchy["items"].Select(i => (string)i["path"]).ToArray());
            var missing = ToolHarness.Fails("get_game_object", "{\"target\":\"Main Camera\"}", "not_found");
            StringAssert.Contains("prefab stage", ToolHarness.Text(missing), "says why a scene object is out of reach");

            ToolHarness.Ok("add_component", "{\"target\":\"Cube/Marker\",\"type\":\"BoxCollider\"}");
            ToolHarness.Ok("prefab_stage", "{\"action\":\"Save\"}");
            Assert.IsNotNull(GameObject.Find("Spinning Cube/Marker").GetComponent<BoxCollider>(), "saving reaches the scene instance");
            var closed = ToolHarness.Ok("prefab_stage", "{\"action\":\"Close\"}");
            Assert.AreEqual(false, (bool)closed["discarded"], "nothing left to discard after a save");
            Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage());
            Assert.IsNotNull(ToolHarness.Ok("get_game_object", "{\"target\":\"Main Camera\"}"));
            ToolHarness.Fails("prefab_stage", "{\"action\":\"Save\"}", "invalid_state");
        }

        // Leaving a prefab stage with unsaved changes while Auto Save is off makes Unity ask in a modal dialog: the tools
        // that would leave it (open_scene; run_tests, whose run opens a new scene) refuse and name prefab_stage Close,
        // and opening the open prefab again is not leaving it. With Auto Save on Unity saves the stage as it leaves.
        [Test]
        public void ToolsNeverLeaveAnUnsavedStageWhereUnityWouldAsk()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}");
            EditorSceneManager.OpenScene("Assets/Scenes/Main.unity", OpenSceneMode.Single);
            var dialogs = ToolHarness.DialogsShown().Count;
            EditorPrefs.SetBool("PrefabEditing.AutoSave", false);
            try
            {
                ToolHarness.Ok("prefab_stage", "{\"action\":\"Open\",\"path\":\"" + Path + "\"}");
                ToolHarness.Ok("create_game_object", "{\"name\":\"Handle\"}");
                var refused = ToolHarness.Text(ToolHarness.Fails("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}", "invalid_state"));
                StringAssert.Contains("prefab_stage", refused, "names the way out");
                StringAssert.Contains("Auto Save", refused, "and why Unity would ask");
                Assert.AreEqual(1, SceneManager.sceneCount, "nothing opened");
                Assert.AreEqual(Path, PrefabStageUtility.GetCurrentPrefabStage().assetPath, "still editing the prefab");
                StringAssert.Contains("prefab_stage", ToolHarness.Text(ToolHarness.Fails("run_tests", "{}", "invalid_state")));
                ToolHarness.Ok("prefab_stage", "{\"action\":\"Open\",\"path\":\"" + Path + "\"}");
                Assert.IsTrue(PrefabStageUtility.GetCurrentPrefabStage().scene.isDirty, "opening the open prefab again keeps its changes");
                ToolHarness.Frames(3);
                Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count, "no modal dialog blocked the editor");

                ToolHarness.Ok("prefab_stage", "{\"action\":\"Close\",\"save\":true}");
                ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}");
                Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count);
            }
            finally
            {
                EditorPrefs.DeleteKey("PrefabEditing.AutoSave");
            }

            ToolHarness.Ok("prefab_stage", "{\"action\":\"Open\",\"path\":\"" + Path + "\"}");
            ToolHarness.Ok("create_game_object", "{\"name\":\"Handle 2\"}");
            var opened = ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Main.unity\",\"discardChanges\":true}");
            StringAssert.Contains("saved", (string)opened["prefabStage"], opened.ToString());
            Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage());
            StringAssert.Contains("Handle 2", File.ReadAllText(System.IO.Path.Combine(ToolHarness.ProjectRoot, Path)), "Auto Save saved it");
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count);
        }

        // A prefab reached through a symbolic link (here Assets/Shared, a folder outside the project) that the person opened
        // in Prefab Mode and the agent then changed: every tool that would leave the stage (open_scene, run_tests, entering
        // play mode, a menu item) would make Prefab Mode's Auto Save write the prefab through the link as Unity leaves, so
        // each is refused with the guard's security_blocked error naming the path, and nothing changes; prefab_stage
        // refuses to open such a prefab for editing at all. Close save=false is the deliberate way out and writes nothing.
        [Test]
        public void NoToolLeavesAStageWhoseAutoSaveWouldWriteThroughALink()
        {
            RequireLn();
            const string linked = "Assets/Shared/Cube.prefab";
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\",\"connect\":false}");
            var outside = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "patchbay-outside-" + System.Guid.NewGuid().ToString("N").Substring(0, 8));
            var link = InProject("Assets/Shared");
            Directory.CreateDirectory(outside);
            var victim = System.IO.Path.Combine(outside, "Cube.prefab");
            File.Copy(InProject(Path), victim);
            var dialogs = ToolHarness.DialogsShown().Count;
            try
            {
                Run("ln", "-s \"" + outside + "\" \"" + link + "\"");
                AssetDatabase.Refresh();
                var original = File.ReadAllText(victim);
                Assert.IsNotNull(PrefabStageUtility.OpenPrefab(linked), "the person opens the linked prefab in Prefab Mode");
                var stage = PrefabStageUtility.GetCurrentPrefabStage();
                var root = stage.prefabContentsRoot;
                var components = root.GetComponents<Component>().Length;
                var rootName = root.name;

                // The agent's edits of it: with Auto Save on, Unity writes each to the prefab's file (through the link) on
                // the next update. Each is refused before it changes anything.
                var edits = new[]
                {
                    "create_game_object", "{\"name\":\"Handle\"}",
                    "set_component_field", "{\"target\":\"" + root.name + "\",\"field\":\"name\",\"value\":\"Renamed\"}",
                    "add_component", "{\"target\":\"" + root.name + "\",\"type\":\"BoxCollider\"}",
                    "delete_game_object", "{\"target\":\"" + root.name + "\"}",
                };
                for (var i = 0; i < edits.Length; i += 2)
                {
                    var edit = ToolHarness.Fails(edits[i], edits[i + 1], "security_blocked");
                    var said = ToolHarness.Text(edit);
                    StringAssert.Contains("'" + linked + "' is open in Prefab Mode with Auto Save on: " + edits[i], said.Replace("creating 'Handle'", "create_game_object"));
                    StringAssert.Contains("'Assets/Shared' is a symbolic link (or junction) on the way to '" + linked + "'", said);
                    StringAssert.Contains("Nothing was changed", said);
                    Assert.AreEqual("link", (string)edit["_meta"]["patchbay/error"]["rule"], edits[i]);
                }

                Assert.IsFalse(stage.scene.isDirty, "nothing changed in the stage");
                Assert.AreSame(root, stage.prefabContentsRoot, "the root is still there");
                Assert.AreEqual(rootName, root.name);
                Assert.AreEqual(components, root.GetComponents<Component>().Length, "no component added");
                Assert.IsFalse(stage.scene.GetRootGameObjects().Any(g => g.name == "Handle"), "nothing was created");
                ToolHarness.Frames(3);
                Assert.AreEqual(original, File.ReadAllText(victim), "nothing reached the file outside the project");

                // The person's own change while they still drag a handle: Unity's Auto Save waits for the drag to end, and
                // until then every tool that would leave the stage (and so save it) is refused.
                GUIUtility.hotControl = 1;
                root.name = "Moved by the person";
                EditorSceneManager.MarkSceneDirty(stage.scene);
                ToolHarness.Frames(2);
                Assert.IsTrue(PrefabStageUtility.GetCurrentPrefabStage().scene.isDirty, "not saved during the drag");

                var refused = ToolHarness.Fails("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}", "security_blocked");
                var text = ToolHarness.Text(refused);
                StringAssert.Contains("'Assets/Shared' is a symbolic link (or junction) on the way to '" + linked + "'", text);
                StringAssert.Contains("Auto Save", text, "says what would write");
                StringAssert.Contains("prefab_stage action=Close save=false", text, "and names the deliberate way out");
                var data = refused["_meta"]["patchbay/error"];
                Assert.AreEqual("link", (string)data["rule"]);
                Assert.AreEqual(linked, (string)data["path"]);
                Assert.AreEqual(1, SceneManager.sceneCount, "nothing opened");
                Assert.AreEqual(linked, PrefabStageUtility.GetCurrentPrefabStage().assetPath, "still in Prefab Mode");
                Assert.IsTrue(PrefabStageUtility.GetCurrentPrefabStage().scene.isDirty, "with its changes");

                Assert.AreEqual("link", (string)ToolHarness.Fails("run_tests", "{}", "security_blocked")["_meta"]["patchbay/error"]["rule"]);
                ToolHarness.Fails("set_play_mode", "{\"action\":\"play\"}", "security_blocked");
                Assert.IsFalse(EditorApplication.isPlaying);
                ToolHarness.Fails("execute_menu_item", "{\"path\":\"Sample/Log Scene Summary\"}", "security_blocked");
                ToolHarness.Fails("prefab_stage", "{\"action\":\"Save\"}", "security_blocked");
                Assert.AreEqual(original, File.ReadAllText(victim), "nothing reached the file outside the project");

                var closed = ToolHarness.Ok("prefab_stage", "{\"action\":\"Close\",\"save\":false}");
                Assert.AreEqual(true, (bool)closed["discarded"]);
                Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage());
                Assert.AreEqual(original, File.ReadAllText(victim), "discarding writes nothing");

                var open = ToolHarness.Fails("prefab_stage", "{\"action\":\"Open\",\"path\":\"" + linked + "\"}", "security_blocked");
                StringAssert.Contains("get_prefab", ToolHarness.Text(open), "names the way to read it");
                Assert.AreEqual("link", (string)open["_meta"]["patchbay/error"]["rule"]);
                Assert.IsNull(PrefabStageUtility.GetCurrentPrefabStage(), "not opened for editing");
                ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}");
                Assert.AreEqual(original, File.ReadAllText(victim));
                Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count, "no modal dialog on the way");
            }
            finally
            {
                GUIUtility.hotControl = 0;
                var stage = PrefabStageUtility.GetCurrentPrefabStage();
                if (stage != null)
                {
                    stage.ClearDirtiness();
                    StageUtility.GoToMainStage();
                }

                if (File.Exists(link) || Directory.Exists(link))
                {
                    Run("rm", "\"" + link + "\"");
                }

                Directory.Delete(outside, true);
                AssetDatabase.Refresh();
            }
        }

        // The same stage with a change the agent made in a prefab of the project's own: leaving saves it (Auto Save), as before.
        [Test]
        public void AutoSaveOfAPrefabInsideAssetsStillSavesWhenAToolLeaves()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\",\"connect\":false}");
            ToolHarness.Ok("prefab_stage", "{\"action\":\"Open\",\"path\":\"" + Path + "\"}");
            ToolHarness.Ok("create_game_object", "{\"name\":\"Handle 3\"}");
            var opened = ToolHarness.Ok("open_scene", "{\"path\":\"Assets/Scenes/Second.unity\",\"additive\":true}");
            StringAssert.Contains("Auto Save saved", (string)opened["prefabStage"]);
            StringAssert.Contains("Handle 3", File.ReadAllText(InProject(Path)));
        }

        private static string InProject(string assetPath)
        {
            return System.IO.Path.Combine(ToolHarness.ProjectRoot, assetPath);
        }

        private static void RequireLn()
        {
            if (System.IO.Path.DirectorySeparatorChar != '/')
            {
                Assert.Ignore("creates links with ln");
            }
        }

        private static void Run(string program, string arguments)
        {
            using (var process = System.Diagnostics.Process.Start(new System.Diagnostics.ProcessStartInfo(program, arguments) { UseShellExecute = false }))
            {
                process.WaitForExit();
                Assert.AreEqual(0, process.ExitCode, program + " " + arguments);
            }
        }

        [Test]
        public void GetPrefabPagesAnAssetAndDescribesInstances()
        {
            ToolHarness.Ok("create_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}");
            var shallow = ToolHarness.Ok("get_prefab", "{\"path\":\"" + Path + "\",\"depth\":0}");
            Assert.AreEqual(1, (int)shallow["total"]);
            Assert.AreEqual(1, (int)shallow["items"][0]["hiddenChildren"]);
            var paged = ToolHarness.Ok("get_prefab", "{\"path\":\"" + Path + "\",\"limit\":1}");
            Assert.AreEqual(2, (int)paged["total"]);
            Assert.AreEqual(1, (int)paged["more"]);
            var child = ToolHarness.Ok("get_prefab", "{\"target\":\"Spinning Cube/Marker\"}");
            Assert.AreEqual("Spinning Cube", (string)child["root"]);
            Assert.AreEqual(false, (bool)child["hasOverrides"]);
            ToolHarness.Fails("get_prefab", "{\"target\":\"Spinning Cube\",\"path\":\"" + Path + "\"}", "invalid_arguments");
            ToolHarness.Fails("get_prefab", "{\"path\":\"Assets/Data/SampleConfig.asset\"}", "invalid_arguments");
            Assert.AreEqual(1, InstancesIn(SceneManager.GetActiveScene()));
        }
    }
}
