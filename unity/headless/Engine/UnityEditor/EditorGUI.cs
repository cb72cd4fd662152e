using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Editor/Mono/EditorGUI.cs: the rect-based controls editor scripts and
    // property drawers use. Nothing is drawn: each control is recorded (Internal/ImguiLog) and returns the value it
    // was given unless a test scripted it; a disabled control (DisabledScope, GUI.enabled false) returns the value
    // given. BeginChangeCheck/EndChangeCheck nest and tell whether a control in between changed its value (GUI.changed).
    public sealed partial class EditorGUI
    {
        private static readonly Stack<bool> s_ChangedStack = new Stack<bool>();
        private static readonly Stack<bool> s_EnabledStack = new Stack<bool>();
        private static int s_IndentLevel;

        public static bool showMixedValue { get; set; }

        public static int indentLevel { get { return s_IndentLevel; } set { s_IndentLevel = value; } }

        public static bool actionKey { get { return false; } }

        public static void BeginChangeCheck()
        {
            s_ChangedStack.Push(GUI.changed);
            GUI.changed = false;
        }

        public static bool EndChangeCheck()
        {
            if (s_ChangedStack.Count == 0)
            {
                Debug.LogError("EndChangeCheck is called without a corresponding BeginChangeCheck()");
                return false;
            }

            var changed = GUI.changed;
            GUI.changed |= s_ChangedStack.Pop();
            return changed;
        }

        public static void BeginDisabledGroup(bool disabled)
        {
            s_EnabledStack.Push(GUI.enabled);
            GUI.enabled &= !disabled;
        }

        public static void EndDisabledGroup()
        {
            if (s_EnabledStack.Count > 0) GUI.enabled = s_EnabledStack.Pop();
        }

        public struct DisabledScope : IDisposable
        {
            bool m_Disposed;

            public DisabledScope(bool disabled)
            {
                m_Disposed = false;
                BeginDisabledGroup(disabled);
            }

            public void Dispose()
            {
                if (m_Disposed) return;
                m_Disposed = true;
                EndDisabledGroup();
            }
        }

        public class ChangeCheckScope : GUI.Scope
        {
            bool m_ChangeChecked;
            bool m_Changed;

            public bool changed
            {
                get
                {
                    if (!m_ChangeChecked)
                    {
                        m_ChangeChecked = true;
                        m_Changed = EndChangeCheck();
                    }
                    return m_Changed;
                }
            }

            public ChangeCheckScope() { BeginChangeCheck(); }

            protected override void CloseScope()
            {
                if (!m_ChangeChecked) EndChangeCheck();
            }
        }

        public class IndentLevelScope : GUI.Scope
        {
            readonly int m_IndentOffset;

            public IndentLevelScope() : this(1) { }

            public IndentLevelScope(int increment)
            {
                m_IndentOffset = increment;
                indentLevel += m_IndentOffset;
            }

            protected override void CloseScope() { indentLevel -= m_IndentOffset; }
        }

        public static GUIContent BeginProperty(Rect totalPosition, GUIContent label, SerializedProperty property)
        {
            ImguiLog.Begin("Property");
            return label;
        }

        public static void EndProperty() { ImguiLog.End("Property"); }

        public static bool PropertyField(Rect position, SerializedProperty property) { return PropertyField(position, property, null, false); }

        public static bool PropertyField(Rect position, SerializedProperty property, bool includeChildren) { return PropertyField(position, property, null, includeChildren); }

        public static bool PropertyField(Rect position, SerializedProperty property, GUIContent label) { return PropertyField(position, property, label, false); }

        public static bool PropertyField(Rect position, SerializedProperty property, GUIContent label, bool includeChildren)
        {
            return PropertyDrawing.Field(position, property, label, includeChildren);
        }

        public static float GetPropertyHeight(SerializedProperty property) { return GetPropertyHeight(property, null, true); }

        public static float GetPropertyHeight(SerializedProperty property, GUIContent label) { return GetPropertyHeight(property, label, true); }

        public static float GetPropertyHeight(SerializedProperty property, bool includeChildren) { return GetPropertyHeight(property, null, includeChildren); }

        public static float GetPropertyHeight(SerializedProperty property, GUIContent label, bool includeChildren)
        {
            return PropertyDrawing.Height(property, label, includeChildren);
        }

        public static void LabelField(Rect position, string label) { ImguiLog.Control("LabelField", label, 0); }
        public static void LabelField(Rect position, string label, GUIStyle style) { ImguiLog.Control("LabelField", label, 0); }
        public static void LabelField(Rect position, GUIContent label) { ImguiLog.Control("LabelField", Text(label), 0); }
        public static void LabelField(Rect position, GUIContent label, GUIStyle style) { ImguiLog.Control("LabelField", Text(label), 0); }
        public static void LabelField(Rect position, string label, string label2) { ImguiLog.Control("LabelField", label + "|" + label2, 0); }
        public static void LabelField(Rect position, GUIContent label, GUIContent label2) { ImguiLog.Control("LabelField", Text(label) + "|" + Text(label2), 0); }

        public static Rect PrefixLabel(Rect totalPosition, GUIContent label)
        {
            ImguiLog.Control("PrefixLabel", Text(label), 0);
            return totalPosition;
        }

        public static int IntField(Rect position, int value) { return Field("IntField", null, value); }
        public static int IntField(Rect position, string label, int value) { return Field("IntField", label, value); }
        public static int IntField(Rect position, GUIContent label, int value) { return Field("IntField", Text(label), value); }
        public static float FloatField(Rect position, float value) { return Field("FloatField", null, value); }
        public static float FloatField(Rect position, string label, float value) { return Field("FloatField", label, value); }
        public static float FloatField(Rect position, GUIContent label, float value) { return Field("FloatField", Text(label), value); }
        public static string TextField(Rect position, string text) { return Field("TextField", null, text); }
        public static string TextField(Rect position, string label, string text) { return Field("TextField", label, text); }
        public static string TextField(Rect position, GUIContent label, string text) { return Field("TextField", Text(label), text); }
        public static bool Toggle(Rect position, bool value) { return Field("Toggle", null, value); }
        public static bool Toggle(Rect position, string label, bool value) { return Field("Toggle", label, value); }
        public static bool Toggle(Rect position, GUIContent label, bool value) { return Field("Toggle", Text(label), value); }
        public static float Slider(Rect position, float value, float leftValue, float rightValue) { return Mathf.Clamp(Field("Slider", null, value), Mathf.Min(leftValue, rightValue), Mathf.Max(leftValue, rightValue)); }
        public static float Slider(Rect position, string label, float value, float leftValue, float rightValue) { return Mathf.Clamp(Field("Slider", label, value), Mathf.Min(leftValue, rightValue), Mathf.Max(leftValue, rightValue)); }
        public static float Slider(Rect position, GUIContent label, float value, float leftValue, float rightValue) { return Mathf.Clamp(Field("Slider", Text(label), value), Mathf.Min(leftValue, rightValue), Mathf.Max(leftValue, rightValue)); }
        public static int IntSlider(Rect position, int value, int leftValue, int rightValue) { return Mathf.Clamp(Field("IntSlider", null, value), Math.Min(leftValue, rightValue), Math.Max(leftValue, rightValue)); }
        public static int IntSlider(Rect position, string label, int value, int leftValue, int rightValue) { return Mathf.Clamp(Field("IntSlider", label, value), Math.Min(leftValue, rightValue), Math.Max(leftValue, rightValue)); }
        public static int Popup(Rect position, int selectedIndex, string[] displayedOptions) { return Field("Popup", null, selectedIndex); }
        public static int Popup(Rect position, string label, int selectedIndex, string[] displayedOptions) { return Field("Popup", label, selectedIndex); }
        public static Enum EnumPopup(Rect position, Enum selected) { return Field("EnumPopup", null, selected); }
        public static Enum EnumPopup(Rect position, string label, Enum selected) { return Field("EnumPopup", label, selected); }
        public static Enum EnumPopup(Rect position, GUIContent label, Enum selected) { return Field("EnumPopup", Text(label), selected); }
        public static Object ObjectField(Rect position, Object obj, Type objType, bool allowSceneObjects) { return Field("ObjectField", null, obj); }
        public static Object ObjectField(Rect position, string label, Object obj, Type objType, bool allowSceneObjects) { return Field("ObjectField", label, obj); }
        public static Object ObjectField(Rect position, GUIContent label, Object obj, Type objType, bool allowSceneObjects) { return Field("ObjectField", Text(label), obj); }
        public static Color ColorField(Rect position, Color value) { return Field("ColorField", null, value); }
        public static Color ColorField(Rect position, string label, Color value) { return Field("ColorField", label, value); }
        public static Vector2 Vector2Field(Rect position, string label, Vector2 value) { return Field("Vector2Field", label, value); }
        public static Vector3 Vector3Field(Rect position, string label, Vector3 value) { return Field("Vector3Field", label, value); }
        public static bool Foldout(Rect position, bool foldout, string content) { return ImguiLog.Control("Foldout", content, foldout); }
        public static bool Foldout(Rect position, bool foldout, GUIContent content) { return ImguiLog.Control("Foldout", Text(content), foldout); }
        public static void HelpBox(Rect position, string message, MessageType type) { ImguiLog.Control("HelpBox", type + ":" + message, 0); }

        internal static string Text(GUIContent content) { return content == null ? null : content.text; }

        internal static T Field<T>(string kind, string label, T value)
        {
            var result = ImguiLog.Control(kind, label, value);
            return GUI.enabled ? result : value;
        }
    }
}
