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
            Assert.That(File.ReadAllText(Path.Combine(Project, "Assets/Scenes/Copy.unity")), Is.StringContaining("\"Spinner\""));
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
    }
}
