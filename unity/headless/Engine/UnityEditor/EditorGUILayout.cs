using System;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // Signatures from Unity's Editor/Mono/EditorGUILayout.cs and EditorGUI.cs (2021.3 and 6000.x). Nothing is
    // drawn: each control is recorded (UnityEngine/Internal/ImguiLog) and returns the value it was given unless
    // a test scripted an interaction (Patchbay.Headless.ImguiRecorder).
    public sealed partial class EditorGUILayout
    {
        public static void LabelField(string label, params GUILayoutOption[] options) { ImguiLog.Control("LabelField", label, 0); }
        public static void LabelField(string label, GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Control("LabelField", label, 0); }
        public static void LabelField(string label, string label2, params GUILayoutOption[] options) { ImguiLog.Control("LabelField", label + "|" + label2, 0); }
        public static void LabelField(string label, string label2, GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Control("LabelField", label + "|" + label2, 0); }

        public static void SelectableLabel(string text, params GUILayoutOption[] options) { ImguiLog.Control("SelectableLabel", text, 0); }
        public static void SelectableLabel(string text, GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Control("SelectableLabel", text, 0); }

        public static bool Toggle(string label, bool value, params GUILayoutOption[] options) { return Enabled(ImguiLog.Control("Toggle", label, value), value); }
        public static bool Toggle(bool value, params GUILayoutOption[] options) { return Enabled(ImguiLog.Control("Toggle", null, value), value); }

        public static string TextField(string label, string text, params GUILayoutOption[] options) { return Enabled(ImguiLog.Control("TextField", label, text), text); }
        public static string TextField(string text, params GUILayoutOption[] options) { return Enabled(ImguiLog.Control("TextField", null, text), text); }

        public static bool Foldout(bool foldout, string content) { return ImguiLog.Control("Foldout", content, foldout); }
        public static bool Foldout(bool foldout, string content, bool toggleOnLabelClick) { return ImguiLog.Control("Foldout", content, foldout); }

        public static void HelpBox(string message, MessageType type) { ImguiLog.Control("HelpBox", type + ":" + message, 0); }
        public static void HelpBox(string message, MessageType type, bool wide) { ImguiLog.Control("HelpBox", type + ":" + message, 0); }

        public static void Space() { }

        public static Rect BeginHorizontal(params GUILayoutOption[] options) { ImguiLog.Begin("Horizontal"); return new Rect(); }
        public static void EndHorizontal() { ImguiLog.End("Horizontal"); }
        public static Rect BeginVertical(params GUILayoutOption[] options) { ImguiLog.Begin("Vertical"); return new Rect(); }
        public static Rect BeginVertical(GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Begin("Vertical"); return new Rect(); }
        public static void EndVertical() { ImguiLog.End("Vertical"); }

        // Editor/Mono/EditorGUILayout.cs: the rest of the controls editor scripts use (each as EditorGUI's, laid out).
        public static void LabelField(GUIContent label, params GUILayoutOption[] options) { EditorGUI.LabelField(new Rect(), label); }
        public static void LabelField(GUIContent label, GUIStyle style, params GUILayoutOption[] options) { EditorGUI.LabelField(new Rect(), label); }
        public static void LabelField(GUIContent label, GUIContent label2, params GUILayoutOption[] options) { EditorGUI.LabelField(new Rect(), label, label2); }

        public static bool PropertyField(SerializedProperty property, params GUILayoutOption[] options) { return PropertyField(property, null, false, options); }
        public static bool PropertyField(SerializedProperty property, GUIContent label, params GUILayoutOption[] options) { return PropertyField(property, label, false, options); }
        public static bool PropertyField(SerializedProperty property, bool includeChildren, params GUILayoutOption[] options) { return PropertyField(property, null, includeChildren, options); }
        public static bool PropertyField(SerializedProperty property, GUIContent label, bool includeChildren, params GUILayoutOption[] options)
        {
            return EditorGUI.PropertyField(new Rect(), property, label, includeChildren);
        }

        public static int IntField(int value, params GUILayoutOption[] options) { return EditorGUI.IntField(new Rect(), value); }
        public static int IntField(string label, int value, params GUILayoutOption[] options) { return EditorGUI.IntField(new Rect(), label, value); }
        public static int IntField(GUIContent label, int value, params GUILayoutOption[] options) { return EditorGUI.IntField(new Rect(), label, value); }
        public static float FloatField(float value, params GUILayoutOption[] options) { return EditorGUI.FloatField(new Rect(), value); }
        public static float FloatField(string label, float value, params GUILayoutOption[] options) { return EditorGUI.FloatField(new Rect(), label, value); }
        public static float FloatField(GUIContent label, float value, params GUILayoutOption[] options) { return EditorGUI.FloatField(new Rect(), label, value); }
        public static string TextField(GUIContent label, string text, params GUILayoutOption[] options) { return Enabled(ImguiLog.Control("TextField", EditorGUI.Text(label), text), text); }
        public static string TextArea(string text, params GUILayoutOption[] options) { return EditorGUI.Field("TextArea", null, text); }
        public static bool Toggle(GUIContent label, bool value, params GUILayoutOption[] options) { return Enabled(ImguiLog.Control("Toggle", EditorGUI.Text(label), value), value); }
        public static float Slider(float value, float leftValue, float rightValue, params GUILayoutOption[] options) { return EditorGUI.Slider(new Rect(), value, leftValue, rightValue); }
        public static float Slider(string label, float value, float leftValue, float rightValue, params GUILayoutOption[] options) { return EditorGUI.Slider(new Rect(), label, value, leftValue, rightValue); }
        public static float Slider(GUIContent label, float value, float leftValue, float rightValue, params GUILayoutOption[] options) { return EditorGUI.Slider(new Rect(), label, value, leftValue, rightValue); }
        public static void Slider(SerializedProperty property, float leftValue, float rightValue, params GUILayoutOption[] options) { Slider(property, leftValue, rightValue, (GUIContent)null, options); }
        public static void Slider(SerializedProperty property, float leftValue, float rightValue, string label, params GUILayoutOption[] options) { Slider(property, leftValue, rightValue, new GUIContent(label), options); }
        public static void Slider(SerializedProperty property, float leftValue, float rightValue, GUIContent label, params GUILayoutOption[] options)
        {
            var value = EditorGUI.Slider(new Rect(), label ?? new GUIContent(property.displayName), property.floatValue, leftValue, rightValue);
            if (value != property.floatValue) property.floatValue = value;
        }
        public static void IntSlider(SerializedProperty property, int leftValue, int rightValue, params GUILayoutOption[] options) { IntSlider(property, leftValue, rightValue, (GUIContent)null, options); }
        public static void IntSlider(SerializedProperty property, int leftValue, int rightValue, string label, params GUILayoutOption[] options) { IntSlider(property, leftValue, rightValue, new GUIContent(label), options); }
        public static void IntSlider(SerializedProperty property, int leftValue, int rightValue, GUIContent label, params GUILayoutOption[] options)
        {
            var value = EditorGUI.IntSlider(new Rect(), EditorGUI.Text(label ?? new GUIContent(property.displayName)), property.intValue, leftValue, rightValue);
            if (value != property.intValue) property.intValue = value;
        }
        public static int IntSlider(int value, int leftValue, int rightValue, params GUILayoutOption[] options) { return EditorGUI.IntSlider(new Rect(), value, leftValue, rightValue); }
        public static int IntSlider(string label, int value, int leftValue, int rightValue, params GUILayoutOption[] options) { return EditorGUI.IntSlider(new Rect(), label, value, leftValue, rightValue); }
        public static int Popup(int selectedIndex, string[] displayedOptions, params GUILayoutOption[] options) { return EditorGUI.Popup(new Rect(), selectedIndex, displayedOptions); }
        public static int Popup(string label, int selectedIndex, string[] displayedOptions, params GUILayoutOption[] options) { return EditorGUI.Popup(new Rect(), label, selectedIndex, displayedOptions); }
        public static Enum EnumPopup(Enum selected, params GUILayoutOption[] options) { return EditorGUI.EnumPopup(new Rect(), selected); }
        public static Enum EnumPopup(string label, Enum selected, params GUILayoutOption[] options) { return EditorGUI.EnumPopup(new Rect(), label, selected); }
        public static Enum EnumPopup(GUIContent label, Enum selected, params GUILayoutOption[] options) { return EditorGUI.EnumPopup(new Rect(), label, selected); }
        public static Object ObjectField(Object obj, Type objType, bool allowSceneObjects, params GUILayoutOption[] options) { return EditorGUI.ObjectField(new Rect(), obj, objType, allowSceneObjects); }
        public static Object ObjectField(string label, Object obj, Type objType, bool allowSceneObjects, params GUILayoutOption[] options) { return EditorGUI.ObjectField(new Rect(), label, obj, objType, allowSceneObjects); }
        public static Object ObjectField(GUIContent label, Object obj, Type objType, bool allowSceneObjects, params GUILayoutOption[] options) { return EditorGUI.ObjectField(new Rect(), label, obj, objType, allowSceneObjects); }
        public static Color ColorField(Color value, params GUILayoutOption[] options) { return EditorGUI.ColorField(new Rect(), value); }
        public static Color ColorField(string label, Color value, params GUILayoutOption[] options) { return EditorGUI.ColorField(new Rect(), label, value); }
        public static Vector2 Vector2Field(string label, Vector2 value, params GUILayoutOption[] options) { return EditorGUI.Vector2Field(new Rect(), label, value); }
        public static Vector3 Vector3Field(string label, Vector3 value, params GUILayoutOption[] options) { return EditorGUI.Vector3Field(new Rect(), label, value); }
        public static bool Foldout(bool foldout, GUIContent content) { return ImguiLog.Control("Foldout", EditorGUI.Text(content), foldout); }
        public static void Space(float width) { }
        public static void Space(float width, bool expand) { }
        public static void Separator() { }
        public static Rect GetControlRect(params GUILayoutOption[] options) { return new Rect(0f, 0f, 0f, EditorGUIUtility.singleLineHeight); }
        public static Rect GetControlRect(bool hasLabel, params GUILayoutOption[] options) { return GetControlRect(options); }
        public static Rect GetControlRect(bool hasLabel, float height, params GUILayoutOption[] options) { return new Rect(0f, 0f, 0f, height); }
        public static Rect BeginHorizontal(GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Begin("Horizontal"); return new Rect(); }
        public static Vector2 BeginScrollView(Vector2 scrollPosition, params GUILayoutOption[] options) { ImguiLog.Begin("ScrollView"); return scrollPosition; }
        public static void EndScrollView() { ImguiLog.End("ScrollView"); }

        public class HorizontalScope : GUI.Scope
        {
            public Rect rect { get; protected set; }
            public HorizontalScope(params GUILayoutOption[] options) { rect = BeginHorizontal(options); }
            public HorizontalScope(GUIStyle style, params GUILayoutOption[] options) { rect = BeginHorizontal(style, options); }
            protected override void CloseScope() { EndHorizontal(); }
        }

        public class VerticalScope : GUI.Scope
        {
            public Rect rect { get; protected set; }
            public VerticalScope(params GUILayoutOption[] options) { rect = BeginVertical(options); }
            public VerticalScope(GUIStyle style, params GUILayoutOption[] options) { rect = BeginVertical(style, options); }
            protected override void CloseScope() { EndVertical(); }
        }

        // A disabled control (GUI.enabled false) ignores input, as in Unity.
        static T Enabled<T>(T scripted, T given) { return GUI.enabled ? scripted : given; }
    }
}
