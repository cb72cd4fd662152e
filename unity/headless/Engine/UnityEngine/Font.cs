using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/TextRendering/TextRendering.bindings.cs:277 (class Font). A font
    // is a named object here: no glyphs are rasterized, so what needs them throws.
    public sealed class Font : Object
    {
        public static event Action<Font> textureRebuilt { add { } remove { } }

        public delegate void FontTextureRebuildCallback();

        public Font() { }

        public Font(string name) { this.name = name; }

        public Material material { get; set; }
        public string[] fontNames { get; set; }
        public bool dynamic { get { return true; } }
        public int fontSize { get { return 0; } }

        public static Font CreateDynamicFontFromOSFont(string fontname, int size) { return new Font(fontname); }

        public static Font CreateDynamicFontFromOSFont(string[] fontnames, int size)
        {
            return new Font(fontnames != null && fontnames.Length > 0 ? fontnames[0] : "") { fontNames = fontnames };
        }

        public bool HasCharacter(char c) { throw new NotSupportedException("not modelled by the headless editor: Font.HasCharacter"); }

        public static string[] GetOSInstalledFontNames() { return new string[0]; }
    }
}
