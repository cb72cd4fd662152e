namespace UnityEngine
{
    public class GUIContent
    {
        // A static field (not readonly), as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Modules/IMGUI/GUIContent.cs).
        public static GUIContent none = new GUIContent("");

        public GUIContent() { text = ""; tooltip = ""; }
        public GUIContent(string text) { this.text = text; tooltip = ""; }
        public GUIContent(string text, string tooltip) { this.text = text; this.tooltip = tooltip; }
        public GUIContent(string text, Texture image) { this.text = text; this.image = image; tooltip = ""; }
        public GUIContent(string text, Texture image, string tooltip) { this.text = text; this.image = image; this.tooltip = tooltip; }
        public GUIContent(GUIContent src) { text = src.text; tooltip = src.tooltip; image = src.image; }

        public string text { get; set; }
        public string tooltip { get; set; }
        public Texture image { get; set; }
    }
}
