namespace UnityEngine
{
    public sealed class GUIStyle
    {
        static GUIStyle s_None;

        public GUIStyle() { }
        public GUIStyle(GUIStyle other) { if (other != null) wordWrap = other.wordWrap; }

        public static GUIStyle none { get { return s_None ?? (s_None = new GUIStyle()); } }
        public bool wordWrap { get; set; }
    }
}
