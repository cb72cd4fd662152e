using System;
using System.Globalization;
using System.Runtime.InteropServices;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Math/Color32.cs (signatures; IEquatable from 6000.0).
    // Conversions to and from Color clamp and round to bytes.
    [Serializable]
    [StructLayout(LayoutKind.Explicit)]
#if UNITY_6000_0_OR_NEWER
    public struct Color32 : IEquatable<Color32>, IFormattable
#else
    public struct Color32 : IFormattable
#endif
    {
        [FieldOffset(0)] [NonSerialized] int rgba;
        [FieldOffset(0)] public byte r;
        [FieldOffset(1)] public byte g;
        [FieldOffset(2)] public byte b;
        [FieldOffset(3)] public byte a;

        public Color32(byte r, byte g, byte b, byte a)
        {
            rgba = 0;
            this.r = r; this.g = g; this.b = b; this.a = a;
        }

        static byte ToByte(float f) { return (byte)Mathf.Round(Mathf.Clamp01(f) * 255f); }

        public static implicit operator Color32(Color c) { return new Color32(ToByte(c.r), ToByte(c.g), ToByte(c.b), ToByte(c.a)); }
        public static implicit operator Color(Color32 c) { return new Color(c.r / 255f, c.g / 255f, c.b / 255f, c.a / 255f); }

        public static Color32 Lerp(Color32 a, Color32 b, float t) { return LerpUnclamped(a, b, Mathf.Clamp01(t)); }

        public static Color32 LerpUnclamped(Color32 a, Color32 b, float t)
        {
            return new Color32((byte)(a.r + (b.r - a.r) * t), (byte)(a.g + (b.g - a.g) * t), (byte)(a.b + (b.b - a.b) * t), (byte)(a.a + (b.a - a.a) * t));
        }

        public byte this[int index]
        {
            get
            {
                switch (index) { case 0: return r; case 1: return g; case 2: return b; case 3: return a; }
                throw new IndexOutOfRangeException("Invalid Color32 index(" + index + ")!");
            }
            set
            {
                switch (index)
                {
                    case 0: r = value; break;
                    case 1: g = value; break;
                    case 2: b = value; break;
                    case 3: a = value; break;
                    default: throw new IndexOutOfRangeException("Invalid Color32 index(" + index + ")!");
                }
            }
        }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("RGBA({0}, {1}, {2}, {3})", r.ToString(format, formatProvider), g.ToString(format, formatProvider), b.ToString(format, formatProvider), a.ToString(format, formatProvider));
        }

#if UNITY_6000_0_OR_NEWER
        public bool Equals(Color32 other) { return rgba == other.rgba; }
        public override bool Equals(object obj) { return obj is Color32 && Equals((Color32)obj); }
        public override int GetHashCode() { return rgba; }
#endif
    }
}
