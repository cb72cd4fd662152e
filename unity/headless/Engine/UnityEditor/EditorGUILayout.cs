using UnityEngine;
using UnityEngine.Internal;

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

        // A disabled control (GUI.enabled false) ignores input, as in Unity.
        static T Enabled<T>(T scripted, T given) { return GUI.enabled ? scripted : given; }
    }
}
