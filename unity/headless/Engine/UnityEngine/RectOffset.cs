using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Runtime/Export/Geometry/RectOffset.cs and
    // Runtime/Export/IMGUI/GUIElement.bindings.cs (the two halves of the partial class).
    [Serializable]
    public partial class RectOffset : IFormattable
    {
        public RectOffset() { }

        public RectOffset(int left, int right, int top, int bottom)
        {
            this.left = left;
            this.right = right;
            this.top = top;
            this.bottom = bottom;
        }

        public int left { get; set; }
        public int right { get; set; }
        public int top { get; set; }
        public int bottom { get; set; }
        public int horizontal { get { return left + right; } }
        public int vertical { get { return top + bottom; } }

        public Rect Add(Rect rect) { return new Rect(rect.x - left, rect.y - top, rect.width + horizontal, rect.height + vertical); }

        public Rect Remove(Rect rect) { return new Rect(rect.x + left, rect.y + top, rect.width - horizontal, rect.height - vertical); }

        public override string ToString() { return ToString(null, null); }

        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("RectOffset (l:{0} r:{1} t:{2} b:{3})", left.ToString(format, formatProvider), right.ToString(format, formatProvider),
                top.ToString(format, formatProvider), bottom.ToString(format, formatProvider));
        }
    }
}
