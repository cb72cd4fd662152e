using UnityEngine;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Editor/Mono/EditorGUIUtility.cs: the metrics property drawers lay out
    // with (singleLineHeight 18 and standardVerticalSpacing 2, EditorGUI.kSingleLineHeight/kControlVerticalSpacing;
    // labelWidth's default 150 and fieldWidth's 50 as in Unity's inspector). Unity's class derives from GUIUtility, which
    // the stand-in does not have yet.
    public partial class EditorGUIUtility
    {
        // EditorGUIUtility.systemCopyBuffer (Editor/Mono/EditorGUIUtility.bindings.cs:102 at 2021.3.0f1, GUIUtility's
        // clipboard): the stand-in's clipboard is this process's string.
        public static string systemCopyBuffer { get { return s_CopyBuffer ?? string.Empty; } set { s_CopyBuffer = value; } }
        private static string s_CopyBuffer;

        private static float s_LabelWidth;
        private static float s_FieldWidth;

        public static float singleLineHeight { get { return 18f; } }
        public static float standardVerticalSpacing { get { return 2f; } }
        public static float labelWidth { get { return s_LabelWidth > 0f ? s_LabelWidth : 150f; } set { s_LabelWidth = value; } }
        public static float fieldWidth { get { return s_FieldWidth > 0f ? s_FieldWidth : 50f; } set { s_FieldWidth = value; } }
        public static bool wideMode { get; set; }
        public static bool hierarchyMode { get; set; }
    }
}
