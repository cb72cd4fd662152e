using System;
using System.Collections;
using System.Collections.Generic;
using System.Reflection;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.Search;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // Members the surface report (docs/surface.md) found the stand-in had and Unity has not, or had otherwise: each
    // now as Unity declares it (UnityCsReference 2021.3.0f1 and 6000.5.2f1), with the behaviour that comes with it.
    [TestFixture]
    public class SurfaceFidelityTests : StandInFixture
    {
        [Test]
        public void TypesAreDeclaredAsUnityDeclaresThem()
        {
            Assert.IsFalse(typeof(Debug).IsAbstract, "Debug is a plain class, not a static one");
            Assert.IsNotNull(typeof(Debug).GetConstructor(Type.EmptyTypes));
            Assert.IsTrue(typeof(EditorPrefs).IsSealed);
            Assert.IsFalse(typeof(SessionState).IsSealed);
            Assert.IsNotNull(typeof(SessionState).GetConstructor(Type.EmptyTypes));
            Assert.AreEqual(typeof(SearchableEditorWindow), typeof(SceneView).BaseType);
            Assert.AreEqual(typeof(EditorWindow), typeof(SearchableEditorWindow).BaseType);
            var none = typeof(GUIContent).GetField("none", BindingFlags.Public | BindingFlags.Static);
            Assert.IsNotNull(none, "GUIContent.none is a field");
            Assert.AreSame(GUIContent.none, GUIContent.none);
            Assert.AreEqual(typeof(UnityEngine.Events.UnityAction<UnityEngine.SceneManagement.Scene, UnityEngine.SceneManagement.Scene>),
                typeof(UnityEditor.SceneManagement.EditorSceneManager).GetEvent("activeSceneChangedInEditMode").EventHandlerType);
            Assert.IsNull(typeof(UnityEditor.PackageManager.PackageInfo).GetField("PackageDirVariable", BindingFlags.Public | BindingFlags.Static));
            Assert.IsNull(typeof(SearchProvider).GetProperty("name").GetSetMethod());
        }

        [Test]
        public void MeshBoundsHoldWhatIsSetUntilRecalculated()
        {
            var mesh = new Mesh { vertices = new[] { Vector3.zero, new Vector3(2, 2, 2) } };
            Assert.AreEqual(new Vector3(1, 1, 1), mesh.bounds.center);
            mesh.bounds = new Bounds(new Vector3(5, 0, 0), new Vector3(10, 10, 10));
            Assert.AreEqual(new Vector3(5, 0, 0), mesh.bounds.center);
            mesh.RecalculateBounds();
            Assert.AreEqual(new Vector3(1, 1, 1), mesh.bounds.center);
        }

        [Test]
        public void RendererBoundsHoldWhatIsSetUntilReset()
        {
            var go = GameObject.CreatePrimitive(PrimitiveType.Cube);
            go.transform.position = new Vector3(3, 0, 0);
            var renderer = go.GetComponent<MeshRenderer>();
            Assert.AreEqual(new Vector3(3, 0, 0), renderer.bounds.center);
            renderer.bounds = new Bounds(new Vector3(-1, -1, -1), Vector3.one);
            Assert.AreEqual(new Vector3(-1, -1, -1), renderer.bounds.center);
            renderer.ResetBounds();
            Assert.AreEqual(new Vector3(3, 0, 0), renderer.bounds.center);
        }

        [Test]
        public void CopyFromSerializedPropertyIfDifferentSaysWhetherItCopied()
        {
            var a = new GameObject("A").AddComponent<BoxCollider>();
            var b = new GameObject("B").AddComponent<BoxCollider>();
            a.size = new Vector3(4, 5, 6);
            a.isTrigger = true;
            var source = new SerializedObject(a);
            var target = new SerializedObject(b);
            Assert.IsTrue(target.CopyFromSerializedPropertyIfDifferent(source.FindProperty("m_Size")));
            Assert.IsFalse(target.CopyFromSerializedPropertyIfDifferent(source.FindProperty("m_Size")), "already equal");
            target.CopyFromSerializedProperty(source.FindProperty("m_IsTrigger"));
            target.ApplyModifiedProperties();
            Assert.AreEqual(new Vector3(4, 5, 6), b.size);
            Assert.IsTrue(b.isTrigger);
            Assert.Throws<ArgumentNullException>(() => target.CopyFromSerializedProperty(null));
        }

        [Test]
        public void TypeCollectionsAreReadOnlyThroughTheirInterfacesOnly()
        {
            var types = TypeCache.GetTypesDerivedFrom<EditorWindow>();
            Assert.IsNull(typeof(TypeCache.TypeCollection).GetMethod("Add", new[] { typeof(Type) }), "no public Add");
            Assert.IsNull(typeof(TypeCache.TypeCollection).GetProperty("SyncRoot"), "no public SyncRoot");
            var e = Assert.Throws<NotSupportedException>(() => ((IList<Type>)types).Add(typeof(SceneView)));
            Assert.AreEqual("TypeCollection is read-only. Modification is not supported.", e.Message);
            Assert.Throws<NotSupportedException>(() => ((IList)TypeCache.GetMethodsWithAttribute<MenuItem>()).Clear());
            Assert.IsTrue(((ICollection)types).IsSynchronized);
            Assert.IsNull(((ICollection)types).SyncRoot);
        }

        [Test]
        public void SearchContextHasUnitysOverloads()
        {
            var providers = new[] { new SearchProvider("x", "X") };
            var context = new SearchContext(providers);
            Assert.AreEqual("", context.searchText);
            Assert.AreEqual(SearchFlags.Default, new SearchContext(providers, "t").options);
            var copy = new SearchContext(new SearchContext(providers, "abc", SearchFlags.Synchronous));
            Assert.AreEqual("abc", copy.searchText);
            Assert.AreEqual(SearchFlags.Synchronous, copy.options);
        }

#if UNITY_2022_2_OR_NEWER
        [Test]
        public void SearchItemValueIsWhatWasSetElseTheId()
        {
            var item = new SearchItem("id1");
            Assert.AreEqual("id1", item.value);
            item.value = 42;
            Assert.AreEqual(42, item.value);
        }
#endif

#if UNITY_6000_4_OR_NEWER
        [Test]
        public void GuidIsUnityEnginesFrom6000_4()
        {
            Assert.AreEqual("UnityEngine", typeof(UnityEngine.GUID).Namespace);
            Assert.AreEqual("UnityEngine", typeof(UnityEngine.GUID).Assembly.GetName().Name);
            Assert.IsNull(typeof(EditorWindow).Assembly.GetType("UnityEditor.GUID"));
            Assert.AreEqual("0000000000000000e000000000000000", new UnityEngine.GUID(0, 0, 0xe, 0).ToString());
            var guid = AssetDatabase.GUIDFromAssetPath("Assets/Scenes/Main.unity");
            Assert.AreEqual("5a1e0c3b9d2f4e6a8b7c1d0e2f3a4b5c", guid.ToString());
            Assert.AreEqual("Assets/Scenes/Main.unity", new EditorBuildSettingsScene(guid, true).path);
        }
#else
        [Test]
        public void GuidIsUnityEditorsBefore6000_4()
        {
            Assert.AreEqual("UnityEditor", typeof(UnityEditor.GUID).Assembly.GetName().Name);
            var guid = AssetDatabase.GUIDFromAssetPath("Assets/Scenes/Main.unity");
            Assert.AreEqual("Assets/Scenes/Main.unity", AssetDatabase.GUIDToAssetPath(guid));
        }
#endif

#if UNITY_6000_3_OR_NEWER
        [Test]
        public void AssetDatabaseTakesEntityIds()
        {
            var mat = new Material(Shader.Find("Standard"));
            AssetDatabase.CreateAsset(mat, "Assets/EntityIdGreen.mat");
            Assert.AreEqual("Assets/EntityIdGreen.mat", AssetDatabase.GetAssetPath(mat.GetEntityId()));
            Assert.IsTrue(AssetDatabase.Contains(mat.GetEntityId()));
            Assert.IsFalse(AssetDatabase.Contains(new GameObject("NotAnAsset").GetEntityId()));
        }
#endif
    }
}
