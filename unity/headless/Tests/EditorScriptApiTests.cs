using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.UI;

namespace Patchbay.Headless.Tests
{
    // The editor API editor scripts use (issue 42): a [CustomEditor]'s OnInspectorGUI and DrawDefaultInspector, a
    // [CustomPropertyDrawer], menu items with validate functions through ExecuteMenuItem, an EditorWindow's OnGUI.
    [TestFixture]
    public class EditorScriptApiTests : StandInFixture
    {
        [SetUp]
        public void ClearGui()
        {
            // The project's editor assembly is loaded, as the host loads it at the start of a domain, and the menus
            // are read again.
            Assert.IsNotNull(typeof(PlayerHealthBarEditor).Assembly);
            MenuRegistry.Invalidate();
            ImguiLog.Reset();
            Selection.activeObject = null;
        }

        [Test]
        public void TheCustomInspectorDrawsWithoutThrowing()
        {
            var bar = new GameObject("Health").AddComponent<PlayerHealthBar>();
            var editor = UnityEditor.Editor.CreateEditor(bar);
            Assert.IsInstanceOf<PlayerHealthBarEditor>(editor, "the [CustomEditor] for the type");
            Assert.AreSame(bar, editor.target);
            Assert.AreSame(bar, editor.serializedObject.targetObject);

            editor.OnInspectorGUI();
            Assert.AreEqual(0, ImguiLog.Problems.Count, string.Join(", ", ImguiLog.Problems));
            CollectionAssert.Contains(ImguiLog.Controls, "PropertyField:Max Health", "DrawDefaultInspector drew the fields");
            CollectionAssert.Contains(ImguiLog.Controls, "PropertyDrawer:InspectorReadOnlyDrawer:currentHealth", "the attribute's drawer drew its field");
            CollectionAssert.Contains(ImguiLog.Controls, "FloatField:Current Health");
            CollectionAssert.Contains(ImguiLog.Controls, "Button:Damage 10");
            Assert.AreEqual(0, ImguiLog.OpenGroups);

            var two = new GameObject("Other").AddComponent<PlayerHealthBar>();
            Assert.IsInstanceOf<PlayerHealthBarEditor>(UnityEditor.Editor.CreateEditor(new Object[] { bar, two }), "[CanEditMultipleObjects]");
            Assert.AreEqual("GenericInspector", UnityEditor.Editor.CreateEditor(new GameObject("Plain").AddComponent<ScoreDisplay>()).GetType().Name);
        }

        [Test]
        public void AScriptedButtonInTheInspectorRuns()
        {
            Application.IsPlayingInternal = true;
            try
            {
                var bar = new GameObject("Health").AddComponent<PlayerHealthBar>();
                var editor = UnityEditor.Editor.CreateEditor(bar);
                ImguiRecorder.Click("Damage 10");
                editor.OnInspectorGUI();
                Assert.AreEqual(90f, bar.CurrentHealth);
            }
            finally
            {
                Application.IsPlayingInternal = false;
            }

            var idle = new GameObject("Idle").AddComponent<PlayerHealthBar>();
            ImguiRecorder.Click("Damage 10");
            UnityEditor.Editor.CreateEditor(idle).OnInspectorGUI();
            Assert.AreEqual(0f, idle.CurrentHealth, "the button is disabled outside play mode (Awake did not run either)");
        }

        [Test]
        public void AValidateFunctionThatSaysNoMakesExecuteMenuItemRefuse()
        {
            var go = new GameObject("NotUI");
            Selection.activeGameObject = go;
            Assert.IsFalse(EditorApplication.ExecuteMenuItem("Tools/UI/Center Selected RectTransform"), "no RectTransform selected");

            var image = new GameObject("UI").AddComponent<Image>();
            image.rectTransform.anchoredPosition = new Vector2(50, 60);
            image.rectTransform.anchorMin = Vector2.zero;
            Selection.activeGameObject = image.gameObject;
            Assert.IsTrue(EditorApplication.ExecuteMenuItem("Tools/UI/Center Selected RectTransform"));
            Assert.AreEqual(Vector2.zero, image.rectTransform.anchoredPosition);
            Assert.AreEqual(new Vector2(0.5f, 0.5f), image.rectTransform.anchorMin);

            Assert.IsTrue(EditorApplication.ExecuteMenuItem("Tools/UI/Stretch Selected To Parent"));
            Assert.AreEqual(Vector2.one, image.rectTransform.anchorMax);
        }

        [Test]
        public void TheEditorWindowToolOpensAndDraws()
        {
            Assert.IsTrue(EditorApplication.ExecuteMenuItem("Window/Corpus/Scene Notes"));
            Assert.IsTrue(EditorWindow.HasOpenInstances<SceneNotesWindow>());
            var window = EditorWindow.GetWindow<SceneNotesWindow>();
            Assert.AreEqual("Scene Notes", window.titleContent.text);
            Lifecycle.Invoke(window, "OnGUI");
            Assert.AreEqual(0, ImguiLog.Problems.Count, string.Join(", ", ImguiLog.Problems));
            CollectionAssert.Contains(ImguiLog.Controls, "IntSlider:Font size");
            Assert.AreEqual(0, ImguiLog.OpenGroups);
            window.Close();
        }

        [Test]
        public void ChangeChecksSeeAScriptedControl()
        {
            EditorGUI.BeginChangeCheck();
            Assert.AreEqual(3, EditorGUILayout.IntField("Count", 3));
            Assert.IsFalse(EditorGUI.EndChangeCheck());
            ImguiLog.Script("IntField", "Count", 5);
            using (var check = new EditorGUI.ChangeCheckScope())
            {
                Assert.AreEqual(5, EditorGUILayout.IntField("Count", 3));
                Assert.IsTrue(check.changed);
            }

            ImguiLog.Script("IntField", "Count", 5);
            using (new EditorGUI.DisabledScope(true))
                Assert.AreEqual(3, EditorGUILayout.IntField("Count", 3), "a disabled control keeps its value");
            Assert.IsTrue(GUI.enabled);
        }
        [Test]
        public void AnEditorsOnSceneGuiDrawsHandlesAndTakesAScriptedMove()
        {
            var patrol = new GameObject("Patrol").AddComponent<PatrolWaypoints>();
            patrol.transform.position = new Vector3(10, 0, 0);
            var editor = UnityEditor.Editor.CreateEditor(patrol);
            Assert.IsInstanceOf<PatrolWaypointsEditor>(editor);
            ImguiLog.Script("Handles.PositionHandle", null, new Vector3(12, 1, 0));
            Lifecycle.Invoke(editor, "OnSceneGUI");
            Assert.AreEqual(new Vector3(2, 1, 0), patrol.points[0], "the scripted drag moved the first point");
            Assert.AreEqual(new Vector3(5, 0, 0), patrol.points[1]);
            CollectionAssert.Contains(ImguiLog.Controls, "Handles.Label:P1");
            CollectionAssert.Contains(ImguiLog.Controls, "Handles.DrawLine:");

            ImguiRecorder.Click("Add Point");
            editor.OnInspectorGUI();
            Assert.AreEqual(3, patrol.points.Count);
            CollectionAssert.Contains(ImguiLog.Controls, "Slider:Speed");
        }
    }
}
