using System.IO;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.Search;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    [TestFixture]
    public class AssetDatabaseTests : StandInFixture
    {
        [Test]
        public void GuidsComeFromMetaFiles()
        {
            Assert.AreEqual("5a1e0c3b9d2f4e6a8b7c1d0e2f3a4b5c", AssetDatabase.AssetPathToGUID("Assets/Scenes/Main.unity"));
            Assert.AreEqual("Assets/Scenes/Main.unity", AssetDatabase.GUIDToAssetPath("5a1e0c3b9d2f4e6a8b7c1d0e2f3a4b5c"));
            var scenes = AssetDatabase.FindAssets("t:Scene").Select(AssetDatabase.GUIDToAssetPath).ToArray();
            CollectionAssert.AreEqual(new[]
            {
                "Assets/Game/Scenes/Arena.unity", "Assets/Game/Scenes/Platformer.unity",
                "Assets/Scenes/Main.unity", "Assets/Scenes/PlayTest.unity", "Assets/Scenes/Second.unity",
            }, scenes);
            Assert.AreEqual(1, AssetDatabase.FindAssets("Spinner t:MonoScript").Length);
        }

        [Test]
        public void CreateFolderAndAssetThenFindAndLoad()
        {
            var guid = AssetDatabase.CreateFolder("Assets", "Generated");
            Assert.IsNotEmpty(guid);
            Assert.IsTrue(AssetDatabase.IsValidFolder("Assets/Generated"));
            var mat = new Material(Shader.Find("Standard")) { color = Color.green };
            AssetDatabase.CreateAsset(mat, "Assets/Generated/Green.mat");
            Assert.AreEqual("Assets/Generated/Green.mat", AssetDatabase.GetAssetPath(mat));
            Assert.AreSame(mat, AssetDatabase.LoadAssetAtPath<Material>("Assets/Generated/Green.mat"));
            var found = AssetDatabase.FindAssets("t:Material", new[] { "Assets/Generated" });
            Assert.AreEqual(1, found.Length);
            Assert.AreEqual(AssetDatabase.AssetPathToGUID("Assets/Generated/Green.mat"), found[0]);
            Assert.IsTrue(File.Exists(Path.Combine(Project, "Assets/Generated/Green.mat.meta")));
            Assert.IsTrue(AssetDatabase.DeleteAsset("Assets/Generated"));
            Assert.IsFalse(AssetDatabase.IsValidFolder("Assets/Generated"));
            Assert.IsTrue(mat == null);
        }

        [Test]
        public void RefreshWritesMissingMetas()
        {
            File.WriteAllText(Path.Combine(Project, "Assets/notes.txt"), "hello");
            AssetDatabase.Refresh();
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID("Assets/notes.txt"));
            Assert.AreEqual("hello", AssetDatabase.LoadAssetAtPath<TextAsset>("Assets/notes.txt").text);
        }

        [Test]
        public void SearchFindsAssetsAndSceneObjects()
        {
            new GameObject("Findable Thing");
            var objects = SearchService.Request("h:Findable").ToList();
            Assert.AreEqual(1, objects.Count);
            Assert.AreEqual("Findable Thing", ((GameObject)objects[0].ToObject()).name);
            var assets = SearchService.Request("p:Main t:Scene").ToList();
            Assert.AreEqual("Assets/Scenes/Main.unity", assets.Single().id);
        }

        [Test]
        public void MenuItemsAndSessionState()
        {
            Assert.IsTrue(EditorApplication.ExecuteMenuItem("GameObject/Create Empty"));
            Assert.AreEqual("GameObject", Selection.activeGameObject.name);
            Undo.PerformUndo();
            Assert.IsNull(Selection.activeGameObject);
            SessionState.SetInt("k", 3);
            Assert.AreEqual(3, SessionState.GetInt("k", 0));
            SessionState.EraseInt("k");
            Assert.AreEqual(7, SessionState.GetInt("k", 7));
        }
    }
}
