using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>get_selection / set_selection, undo (both directions) and focus_editor on the headless editor.</summary>
    public class EditorOpsToolsTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
            Selection.objects = new Object[0];
        }

        [Test]
        public void SetsAndGetsSceneObjectsAndAssets()
        {
            var set = ToolHarness.Ok("set_selection", "{\"objects\":[\"Main Camera\",\"Assets/Data/SampleConfig.asset\"]}");
            Assert.AreEqual(2, (int)set["count"]);
            Assert.AreEqual("Main Camera", (string)set["active"]["name"]);
            CollectionAssert.AreEqual(new[] { GameObject.Find("Main Camera"), AssetDatabase.LoadMainAssetAtPath("Assets/Data/SampleConfig.asset") }, Selection.objects);

            var got = ToolHarness.Ok("get_selection", "{}");
            Assert.AreEqual("Assets/Data/SampleConfig.asset", (string)got["objects"][1]["asset"]);
            Assert.AreEqual((string)set["objects"][0]["id"], (string)got["objects"][0]["id"]);

            Assert.AreEqual(0, (int)ToolHarness.Ok("set_selection", "{\"objects\":[]}")["count"]);
            Assert.AreEqual(0, Selection.objects.Length);
        }

        [Test]
        public void OneBadReferenceSelectsNothing()
        {
            var camera = GameObject.Find("Main Camera");
            Selection.activeObject = camera;
            var missing = ToolHarness.Fails("set_selection", "{\"objects\":[\"Directional Light\",\"No Such Thing\"]}", "not_found");
            StringAssert.Contains("objects[1]", ToolHarness.Text(missing));
            StringAssert.Contains("Nothing was selected", ToolHarness.Text(missing));
            ToolHarness.Fails("set_selection", "{\"objects\":[\"Assets/Nope.mat\"]}", "not_found");
            CollectionAssert.AreEqual(new Object[] { camera }, Selection.objects);
        }

        [Test]
        public void UndoRemovesCreatedObjectsAndRedoBringsThemBack()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"UndoMe\"}");
            ToolHarness.Frames(2);
            ToolHarness.Ok("create_game_object", "{\"name\":\"UndoMeToo\"}");
            ToolHarness.Frames(2);

            var undone = ToolHarness.Ok("undo", "{\"steps\":2}");
            Assert.AreEqual(2, (int)undone["steps"]);
            Assert.IsNull(GameObject.Find("UndoMe"));
            Assert.IsNull(GameObject.Find("UndoMeToo"));
#if UNITY_2022_2_OR_NEWER
            CollectionAssert.AreEqual(new[] { "Create UndoMeToo", "Create UndoMe" }, undone["undone"].Select(n => (string)n).ToArray());
#else
            StringAssert.Contains("2021.3", (string)undone["note"]);
#endif

            var redone = ToolHarness.Ok("undo", "{\"action\":\"redo\",\"steps\":5}");
            Assert.AreEqual(2, (int)redone["steps"]);
            StringAssert.Contains("Only 2 of 5", (string)redone["message"]);
            Assert.IsNotNull(GameObject.Find("UndoMe"));
            Assert.IsNotNull(GameObject.Find("UndoMeToo"));
#if UNITY_2022_2_OR_NEWER
            CollectionAssert.AreEqual(new[] { "Create UndoMe", "Create UndoMeToo" }, redone["redone"].Select(n => (string)n).ToArray());
#endif
        }

        [Test]
        public void NothingToUndoOrRedoIsAClearError()
        {
            StringAssert.Contains("Nothing to undo", ToolHarness.Text(ToolHarness.Fails("undo", "{}", "invalid_state")));
            StringAssert.Contains("Nothing to redo", ToolHarness.Text(ToolHarness.Fails("undo", "{\"action\":\"redo\"}", "invalid_state")));
            ToolHarness.Fails("undo", "{\"steps\":21}", "invalid_arguments");
        }

        // quit_editor (issue 48, the hub's close_editor): refused while a scene has unsaved changes, naming it, and
        // nothing closes; save and discard together are refused. (Its quit itself is shown end to end:
        // tests/e2e/open_editor.test.mjs.)
        [Test]
        public void QuitIsRefusedWhileAScenehasUnsavedChanges()
        {
            ToolHarness.Ok("create_game_object", "{\"name\":\"Unsaved\"}");
            var refused = ToolHarness.Fails("quit_editor", "{}", "invalid_state");
            StringAssert.Contains("Unsaved changes in ", ToolHarness.Text(refused));
            StringAssert.Contains("nothing was closed", ToolHarness.Text(refused));
            var both = ToolHarness.Fails("quit_editor", "{\"save\":true,\"discard\":true}", "invalid_arguments");
            StringAssert.Contains("save or discard, not both", ToolHarness.Text(both));
            // Saving writes files: without allowFileWrites it is refused, naming the way out (ProjectWrites).
            var settings = System.IO.Path.Combine(System.IO.Path.GetDirectoryName(UnityEngine.Application.dataPath), "ProjectSettings/PatchbaySettings.json");
            var kept = System.IO.File.Exists(settings) ? System.IO.File.ReadAllText(settings) : null;
            try
            {
                System.IO.File.WriteAllText(settings, "{\"allowFileWrites\":false}");
                var blocked = ToolHarness.Fails("quit_editor", "{\"save\":true}", "security_blocked");
                StringAssert.Contains("Or close with discard; nothing was closed.", ToolHarness.Text(blocked));
            }
            finally
            {
                if (kept == null)
                {
                    System.IO.File.Delete(settings);
                }
                else
                {
                    System.IO.File.WriteAllText(settings, kept);
                }
            }
            Assert.IsTrue(UnityEngine.SceneManagement.SceneManager.GetActiveScene().isDirty, "the work is still there");
        }

        [Test]
        public void FocusIsHonestWithoutAWindow()
        {
            var result = ToolHarness.Ok("focus_editor", "{}");
            Assert.IsFalse((bool)result["focused"], "the headless editor has no window to raise");
            Assert.IsNotEmpty((string)result["reason"]);
        }
    }
}
