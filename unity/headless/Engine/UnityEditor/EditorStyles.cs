using UnityEngine;

namespace UnityEditor
{
    public sealed class EditorStyles
    {
        static readonly GUIStyle s_label = new GUIStyle();
        static readonly GUIStyle s_boldLabel = new GUIStyle();
        static readonly GUIStyle s_miniLabel = new GUIStyle();
        static readonly GUIStyle s_wordWrappedLabel = new GUIStyle { wordWrap = true };
        static readonly GUIStyle s_helpBox = new GUIStyle { wordWrap = true };

        public static GUIStyle label { get { return s_label; } }
        public static GUIStyle boldLabel { get { return s_boldLabel; } }
        public static GUIStyle miniLabel { get { return s_miniLabel; } }
        public static GUIStyle wordWrappedLabel { get { return s_wordWrappedLabel; } }
        public static GUIStyle helpBox { get { return s_helpBox; } }
    }
}
