using UnityEngine;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Editor/Mono/EditorGUIUtility.cs: the metrics property drawers lay out
    // with (singleLineHeight 18 and standardVerticalSpacing 2, EditorGUI.kSingleLineHeight/kControlVerticalSpacing;
    // labelWidth's default 150 and fieldWidth's 50 as in Unity's inspector). Sealed and derived from GUIUtility, as in Unity
    // (EditorGUIUtility.cs:25 at 2021.3.0f1, :29 at 6000.5.2f1: `public sealed partial class EditorGUIUtility : GUIUtility`).
    public sealed partial class EditorGUIUtility : GUIUtility
    {
        // EditorGUIUtility.systemCopyBuffer: `public new static`, GUIUtility's clipboard under another name
        // (Editor/Mono/EditorGUIUtility.bindings.cs:102-106 at 2021.3.0f1, :104-108 at 6000.5.2f1).
        public new static string systemCopyBuffer { get { return GUIUtility.systemCopyBuffer; } set { GUIUtility.systemCopyBuffer = value; } }

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
