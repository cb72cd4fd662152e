using UnityEngine.Internal;

namespace UnityEngine
{
    // Signatures from Unity's Modules/IMGUI/GUILayout.cs (2021.3 and 6000.x); controls are recorded, not drawn.
    public partial class GUILayout
    {
        public static void Label(string text, params GUILayoutOption[] options) { ImguiLog.Control("Label", text, 0); }
        public static void Label(string text, GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Control("Label", text, 0); }
        public static void Label(GUIContent content, params GUILayoutOption[] options) { ImguiLog.Control("Label", content == null ? null : content.text, 0); }

        public static bool Button(string text, params GUILayoutOption[] options) { return ImguiLog.Control("Button", text, false) && GUI.enabled; }
        public static bool Button(GUIContent content, params GUILayoutOption[] options) { return ImguiLog.Control("Button", content == null ? null : content.text, false) && GUI.enabled; }

        public static void BeginHorizontal(params GUILayoutOption[] options) { ImguiLog.Begin("Horizontal"); }
        public static void BeginHorizontal(GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Begin("Horizontal"); }
        public static void EndHorizontal() { ImguiLog.End("Horizontal"); }

        public static void BeginVertical(params GUILayoutOption[] options) { ImguiLog.Begin("Vertical"); }
        public static void BeginVertical(GUIStyle style, params GUILayoutOption[] options) { ImguiLog.Begin("Vertical"); }
        public static void EndVertical() { ImguiLog.End("Vertical"); }

        public static Vector2 BeginScrollView(Vector2 scrollPosition, params GUILayoutOption[] options) { ImguiLog.Begin("ScrollView"); return scrollPosition; }
        public static Vector2 BeginScrollView(Vector2 scrollPosition, GUIStyle style) { ImguiLog.Begin("ScrollView"); return scrollPosition; }
        public static void EndScrollView() { ImguiLog.End("ScrollView"); }

        public static void FlexibleSpace() { }
        public static void Space(float pixels) { }

        public static GUILayoutOption Width(float width) { return new GUILayoutOption(GUILayoutOption.Type.fixedWidth, width); }
        public static GUILayoutOption MaxWidth(float maxWidth) { return new GUILayoutOption(GUILayoutOption.Type.maxWidth, maxWidth); }
        public static GUILayoutOption ExpandWidth(bool expand) { return new GUILayoutOption(GUILayoutOption.Type.stretchWidth, expand ? 1 : 0); }
        // UnityCsReference 2021.3.0f1 Modules/IMGUI/GUILayout.cs: the other layout options.
        public static GUILayoutOption MinWidth(float minWidth) { return new GUILayoutOption(GUILayoutOption.Type.minWidth, minWidth); }
        public static GUILayoutOption Height(float height) { return new GUILayoutOption(GUILayoutOption.Type.fixedHeight, height); }
        public static GUILayoutOption MinHeight(float minHeight) { return new GUILayoutOption(GUILayoutOption.Type.minHeight, minHeight); }
        public static GUILayoutOption MaxHeight(float maxHeight) { return new GUILayoutOption(GUILayoutOption.Type.maxHeight, maxHeight); }
        public static GUILayoutOption ExpandHeight(bool expand) { return new GUILayoutOption(GUILayoutOption.Type.stretchHeight, expand ? 1 : 0); }
    }
}
