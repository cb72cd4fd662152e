using System.IO;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Headless.Tests
{
    [TestFixture]
    public class SceneTests : StandInFixture
    {
        [Test]
        public void SaveThenOpenRestoresObjectsAndFields()
        {
            var scene = SceneManager.GetActiveScene();
            var root = new GameObject("Root");
            root.transform.position = new Vector3(1, 2, 3);
            var box = root.AddComponent<BoxCollider>();
            box.size = new Vector3(4, 5, 6);
            box.isTrigger = true;
            var lamp = new GameObject("Lamp");
            lamp.transform.SetParent(root.transform, false);
            var light = lamp.AddComponent<Light>();
            light.color = Color.red;
            light.type = LightType.Spot;
            Assert.IsTrue(scene.isDirty);

            Assert.IsTrue(EditorSceneManager.SaveScene(scene, "Assets/Scenes/RoundTrip.unity"));
            Assert.IsFalse(scene.isDirty);
            Assert.AreEqual("Assets/Scenes/RoundTrip.unity", scene.path);
            Assert.AreEqual("RoundTrip", scene.name);
            Assert.IsTrue(File.Exists(Path.Combine(Project, "Assets/Scenes/RoundTrip.unity")));
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID("Assets/Scenes/RoundTrip.unity"));

            EditorSceneManager.OpenScene("Assets/Scenes/Second.unity");
            Assert.IsTrue(root == null, "single-mode open closes the previous scene");
            Assert.AreEqual("Second", SceneManager.GetActiveScene().name);

            var reopened = EditorSceneManager.OpenScene("Assets/Scenes/RoundTrip.unity", OpenSceneMode.Additive);
            Assert.AreEqual(2, SceneManager.sceneCount);
            var roots = reopened.GetRootGameObjects();
            Assert.AreEqual(1, roots.Length);
            var r = roots[0];
            Assert.AreEqual("Root", r.name);
            Assert.AreEqual(new Vector3(1, 2, 3), r.transform.position);
            Assert.AreEqual(new Vector3(4, 5, 6), r.GetComponent<BoxCollider>().size);
            Assert.IsTrue(r.GetComponent<BoxCollider>().isTrigger);
            var l = r.transform.Find("Lamp").GetComponent<Light>();
            Assert.AreEqual(Color.red, l.color);
            Assert.AreEqual(LightType.Spot, l.type);
            Assert.IsFalse(reopened.isDirty);
        }

        [Test]
        public void SampleSceneKeepsUnknownScriptsAndReferences()
        {
            var scene = EditorSceneManager.OpenScene("Assets/Scenes/Main.unity");
            Assert.AreEqual(0, scene.buildIndex);
            var cube = GameObject.Find("Spinning Cube");
            Assert.IsNotNull(cube);
            Assert.AreEqual("Cube", cube.GetComponent<MeshFilter>().sharedMesh.name);
            // Spinner is a project script, not compiled into this test domain: kept as missing.
            Assert.AreEqual(1, cube.MissingScripts.Count);
            Assert.IsTrue(EditorSceneManager.SaveScene(scene, "Assets/Scenes/Copy.unity"));
            Assert.That(File.ReadAllText(Path.Combine(Project, "Assets/Scenes/Copy.unity")), Does.Contain("\"SampleGame.Spinner\""));
        }

        [Test]
        public void NewSceneDefaultObjectsAndBuildSettings()
        {
            var scene = EditorSceneManager.NewScene(NewSceneSetup.DefaultGameObjects, NewSceneMode.Additive);
            Assert.AreEqual(2, scene.rootCount);
            Assert.IsNotNull(Camera.main);
            Assert.AreEqual(2, EditorBuildSettings.scenes.Length);
            Assert.AreEqual("Assets/Scenes/Second.unity", EditorBuildSettings.scenes[1].path);
            Assert.IsTrue(EditorSceneManager.CloseScene(scene, true));
            Assert.AreEqual(1, SceneManager.sceneCount);
        }

        // Another program (or git) rewrites an open scene's file: a root object named `name` added to what is on disk.
        void WriteBehindTheEditor(string assetPath, string name)
        {
            var full = Path.Combine(Project, assetPath);
            var file = Newtonsoft.Json.Linq.JObject.Parse(File.ReadAllText(full));
            ((Newtonsoft.Json.Linq.JArray)file["roots"]).Add(new Newtonsoft.Json.Linq.JObject { { "id", 900 + name.Length }, { "name", name }, { "components", new Newtonsoft.Json.Linq.JArray() }, { "children", new Newtonsoft.Json.Linq.JArray() } });
            File.WriteAllText(full, file.ToString());
        }

        int Asked()
        {
            return HeadlessEditor.DialogsShown.Count(t => t == EditorSceneManager.ChangedOnDiskTitle);
        }

        // Unity asks at its next tick, in a modal dialog (Reload, Ignore), about an open scene whose file an import found
        // changed on disk — not about its own saves, nor about a scene reopened between the import and the tick.
        [Test]
        public void AnOpenSceneChangedOnDiskIsAskedAboutAtTheTickAfterItsImport()
        {
            const string path = "Assets/Scenes/Outside.unity";
            Assert.IsTrue(AssetDatabase.CopyAsset("Assets/Scenes/Second.unity", path));
            try
            {
                EditorSceneManager.OpenScene(path);
                var asked = Asked();
                WriteBehindTheEditor(path, "FromGit");
                HeadlessEditor.Tick();
                Assert.AreEqual(asked, Asked(), "nothing asked before an import finds the change");

                AssetDatabase.Refresh();
                HeadlessEditor.AnswerNextDialog(1);
                HeadlessEditor.Tick();
                Assert.AreEqual(asked + 1, Asked(), "asked at the tick after the import, although the scene has no unsaved changes");
                Assert.IsNull(GameObject.Find("FromGit"), "Ignore keeps the editor's copy");
                AssetDatabase.Refresh();
                HeadlessEditor.Tick();
                Assert.AreEqual(asked + 1, Asked(), "asked once per change");

                WriteBehindTheEditor(path, "FromGit2");
                new GameObject("Unsaved");
                AssetDatabase.ImportAsset(path);
                HeadlessEditor.AnswerNextDialog(0);
                HeadlessEditor.Tick();
                Assert.AreEqual(asked + 2, Asked(), "ImportAsset of the scene imports it too");
                Assert.IsNotNull(GameObject.Find("FromGit2"), "Reload reads the file");
                Assert.IsNull(GameObject.Find("Unsaved"), "and the editor's unsaved changes are lost");
                Assert.IsFalse(SceneManager.GetActiveScene().isDirty);

                new GameObject("Saved");
                Assert.IsTrue(EditorSceneManager.SaveScene(SceneManager.GetActiveScene()));
                AssetDatabase.Refresh();
                HeadlessEditor.Tick();
                Assert.AreEqual(asked + 2, Asked(), "the editor's own save is not a change behind its back");

                WriteBehindTheEditor(path, "FromGit3");
                AssetDatabase.ImportAsset(path);
                EditorSceneManager.OpenScene(path);
                HeadlessEditor.Tick();
                Assert.AreEqual(asked + 2, Asked(), "reopened after the import and before the tick: nothing left to ask");

                WriteBehindTheEditor(path, "FromGit4");
                EditorSceneManager.OpenScene(path);
                Assert.IsNotNull(GameObject.Find("FromGit4"));
                AssetDatabase.Refresh();
                Assert.Throws<System.InvalidOperationException>(HeadlessEditor.Tick, "reopened before the import: still asked (in-process nobody can answer)");
                Assert.AreEqual(asked + 3, Asked());
            }
            finally
            {
                EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);
                AssetDatabase.DeleteAsset(path);
            }
        }
    }
}
