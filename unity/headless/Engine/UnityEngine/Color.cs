using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Math/Color.cs (signatures; the named colours of 6000.1+ with
    // their values). HSV conversions, gamma and linear (sRGB curves) are the stand-in's own code.
    [Serializable]
    public struct Color : IEquatable<Color>, IFormattable
    {
        public float r;
        public float g;
        public float b;
        public float a;

        public Color(float r, float g, float b, float a) { this.r = r; this.g = g; this.b = b; this.a = a; }
        public Color(float r, float g, float b) { this.r = r; this.g = g; this.b = b; a = 1f; }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F3";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("RGBA({0}, {1}, {2}, {3})", r.ToString(format, formatProvider), g.ToString(format, formatProvider), b.ToString(format, formatProvider), a.ToString(format, formatProvider));
        }

        public override int GetHashCode() { return ((Vector4)this).GetHashCode(); }
        public override bool Equals(object other) { return other is Color && Equals((Color)other); }
        public bool Equals(Color other) { return r.Equals(other.r) && g.Equals(other.g) && b.Equals(other.b) && a.Equals(other.a); }

        public static Color operator +(Color a, Color b) { return new Color(a.r + b.r, a.g + b.g, a.b + b.b, a.a + b.a); }
        public static Color operator -(Color a, Color b) { return new Color(a.r - b.r, a.g - b.g, a.b - b.b, a.a - b.a); }
        public static Color operator *(Color a, Color b) { return new Color(a.r * b.r, a.g * b.g, a.b * b.b, a.a * b.a); }
        public static Color operator *(Color a, float b) { return new Color(a.r * b, a.g * b, a.b * b, a.a * b); }
        public static Color operator *(float b, Color a) { return new Color(a.r * b, a.g * b, a.b * b, a.a * b); }
        public static Color operator /(Color a, float b) { return new Color(a.r / b, a.g / b, a.b / b, a.a / b); }
        // Equal as Vector4s are (within Vector4's tolerance).
        public static bool operator ==(Color lhs, Color rhs) { return (Vector4)lhs == (Vector4)rhs; }
        public static bool operator !=(Color lhs, Color rhs) { return !(lhs == rhs); }

        public static Color Lerp(Color a, Color b, float t) { return LerpUnclamped(a, b, Mathf.Clamp01(t)); }
        public static Color LerpUnclamped(Color a, Color b, float t) { return new Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t); }

        public static Color red { get { return new Color(1f, 0f, 0f, 1f); } }
        public static Color green { get { return new Color(0f, 1f, 0f, 1f); } }
        public static Color blue { get { return new Color(0f, 0f, 1f, 1f); } }
        public static Color white { get { return new Color(1f, 1f, 1f, 1f); } }
        public static Color black { get { return new Color(0f, 0f, 0f, 1f); } }
        public static Color yellow { get { return new Color(1f, 235f / 255f, 4f / 255f, 1f); } }
        public static Color cyan { get { return new Color(0f, 1f, 1f, 1f); } }
        public static Color magenta { get { return new Color(1f, 0f, 1f, 1f); } }
        public static Color gray { get { return new Color(0.5f, 0.5f, 0.5f, 1f); } }
        public static Color grey { get { return new Color(0.5f, 0.5f, 0.5f, 1f); } }
        public static Color clear { get { return new Color(0f, 0f, 0f, 0f); } }
#if UNITY_6000_1_OR_NEWER
        public static Color aliceBlue { get { return new Color(0.9411765f, 0.9725491f, 1f, 1f); } }
        public static Color antiqueWhite { get { return new Color(0.9803922f, 0.9215687f, 0.8431373f, 1f); } }
        public static Color aquamarine { get { return new Color(0.4980392f, 1f, 0.8313726f, 1f); } }
        public static Color azure { get { return new Color(0.9411765f, 1f, 1f, 1f); } }
        public static Color beige { get { return new Color(0.9607844f, 0.9607844f, 0.8627452f, 1f); } }
        public static Color bisque { get { return new Color(1f, 0.8941177f, 0.7686275f, 1f); } }
        public static Color blanchedAlmond { get { return new Color(1f, 0.9215687f, 0.8039216f, 1f); } }
        public static Color blueViolet { get { return new Color(0.5411765f, 0.1686275f, 0.8862746f, 1f); } }
        public static Color brown { get { return new Color(0.6470588f, 0.1647059f, 0.1647059f, 1f); } }
        public static Color burlywood { get { return new Color(0.8705883f, 0.7215686f, 0.5294118f, 1f); } }
        public static Color cadetBlue { get { return new Color(0.372549f, 0.6196079f, 0.627451f, 1f); } }
        public static Color chartreuse { get { return new Color(0.4980392f, 1f, 0f, 1f); } }
        public static Color chocolate { get { return new Color(0.8235295f, 0.4117647f, 0.1176471f, 1f); } }
        public static Color coral { get { return new Color(1f, 0.4980392f, 0.3137255f, 1f); } }
        public static Color cornflowerBlue { get { return new Color(0.3921569f, 0.5843138f, 0.9294118f, 1f); } }
        public static Color cornsilk { get { return new Color(1f, 0.9725491f, 0.8627452f, 1f); } }
        public static Color crimson { get { return new Color(0.8627452f, 0.07843138f, 0.2352941f, 1f); } }
        public static Color darkBlue { get { return new Color(0f, 0f, 0.5450981f, 1f); } }
        public static Color darkCyan { get { return new Color(0f, 0.5450981f, 0.5450981f, 1f); } }
        public static Color darkGoldenRod { get { return new Color(0.7215686f, 0.5254902f, 0.04313726f, 1f); } }
        public static Color darkGray { get { return new Color(0.6627451f, 0.6627451f, 0.6627451f, 1f); } }
        public static Color darkGreen { get { return new Color(0f, 0.3921569f, 0f, 1f); } }
        public static Color darkKhaki { get { return new Color(0.7411765f, 0.7176471f, 0.4196079f, 1f); } }
        public static Color darkMagenta { get { return new Color(0.5450981f, 0f, 0.5450981f, 1f); } }
        public static Color darkOliveGreen { get { return new Color(0.3333333f, 0.4196079f, 0.1843137f, 1f); } }
        public static Color darkOrange { get { return new Color(1f, 0.5490196f, 0f, 1f); } }
        public static Color darkOrchid { get { return new Color(0.6f, 0.1960784f, 0.8000001f, 1f); } }
        public static Color darkRed { get { return new Color(0.5450981f, 0f, 0f, 1f); } }
        public static Color darkSalmon { get { return new Color(0.9137256f, 0.5882353f, 0.4784314f, 1f); } }
        public static Color darkSeaGreen { get { return new Color(0.5607843f, 0.7372549f, 0.5607843f, 1f); } }
        public static Color darkSlateBlue { get { return new Color(0.282353f, 0.2392157f, 0.5450981f, 1f); } }
        public static Color darkSlateGray { get { return new Color(0.1843137f, 0.3098039f, 0.3098039f, 1f); } }
        public static Color darkTurquoise { get { return new Color(0f, 0.8078432f, 0.8196079f, 1f); } }
        public static Color darkViolet { get { return new Color(0.5803922f, 0f, 0.8274511f, 1f); } }
        public static Color deepPink { get { return new Color(1f, 0.07843138f, 0.5764706f, 1f); } }
        public static Color deepSkyBlue { get { return new Color(0f, 0.7490196f, 1f, 1f); } }
        public static Color dimGray { get { return new Color(0.4117647f, 0.4117647f, 0.4117647f, 1f); } }
        public static Color dodgerBlue { get { return new Color(0.1176471f, 0.5647059f, 1f, 1f); } }
        public static Color firebrick { get { return new Color(0.6980392f, 0.1333333f, 0.1333333f, 1f); } }
        public static Color floralWhite { get { return new Color(1f, 0.9803922f, 0.9411765f, 1f); } }
        public static Color forestGreen { get { return new Color(0.1333333f, 0.5450981f, 0.1333333f, 1f); } }
        public static Color gainsboro { get { return new Color(0.8627452f, 0.8627452f, 0.8627452f, 1f); } }
        public static Color ghostWhite { get { return new Color(0.9725491f, 0.9725491f, 1f, 1f); } }
        public static Color gold { get { return new Color(1f, 0.8431373f, 0f, 1f); } }
        public static Color goldenRod { get { return new Color(0.854902f, 0.6470588f, 0.1254902f, 1f); } }
        public static Color gray1 { get { return new Color(0.1f, 0.1f, 0.1f, 1f); } }
        public static Color gray2 { get { return new Color(0.2f, 0.2f, 0.2f, 1f); } }
        public static Color gray3 { get { return new Color(0.3f, 0.3f, 0.3f, 1f); } }
        public static Color gray4 { get { return new Color(0.4f, 0.4f, 0.4f, 1f); } }
        public static Color gray5 { get { return new Color(0.5f, 0.5f, 0.5f, 1f); } }
        public static Color gray6 { get { return new Color(0.6f, 0.6f, 0.6f, 1f); } }
        public static Color gray7 { get { return new Color(0.7f, 0.7f, 0.7f, 1f); } }
        public static Color gray8 { get { return new Color(0.8f, 0.8f, 0.8f, 1f); } }
        public static Color gray9 { get { return new Color(0.9f, 0.9f, 0.9f, 1f); } }
        public static Color greenYellow { get { return new Color(0.6784314f, 1f, 0.1843137f, 1f); } }
        public static Color honeydew { get { return new Color(0.9411765f, 1f, 0.9411765f, 1f); } }
        public static Color hotPink { get { return new Color(1f, 0.4117647f, 0.7058824f, 1f); } }
        public static Color indianRed { get { return new Color(0.8039216f, 0.3607843f, 0.3607843f, 1f); } }
        public static Color indigo { get { return new Color(0.2941177f, 0f, 0.509804f, 1f); } }
        public static Color ivory { get { return new Color(1f, 1f, 0.9411765f, 1f); } }
        public static Color khaki { get { return new Color(0.9411765f, 0.9019608f, 0.5490196f, 1f); } }
        public static Color lavender { get { return new Color(0.9019608f, 0.9019608f, 0.9803922f, 1f); } }
        public static Color lavenderBlush { get { return new Color(1f, 0.9411765f, 0.9607844f, 1f); } }
        public static Color lawnGreen { get { return new Color(0.4862745f, 0.9882354f, 0f, 1f); } }
        public static Color lemonChiffon { get { return new Color(1f, 0.9803922f, 0.8039216f, 1f); } }
        public static Color lightBlue { get { return new Color(0.6784314f, 0.8470589f, 0.9019608f, 1f); } }
        public static Color lightCoral { get { return new Color(0.9411765f, 0.5019608f, 0.5019608f, 1f); } }
        public static Color lightCyan { get { return new Color(0.8784314f, 1f, 1f, 1f); } }
        public static Color lightGoldenRod { get { return new Color(0.9333334f, 0.8666667f, 0.509804f, 1f); } }
        public static Color lightGoldenRodYellow { get { return new Color(0.9803922f, 0.9803922f, 0.8235295f, 1f); } }
        public static Color lightGray { get { return new Color(0.8274511f, 0.8274511f, 0.8274511f, 1f); } }
        public static Color lightGreen { get { return new Color(0.5647059f, 0.9333334f, 0.5647059f, 1f); } }
        public static Color lightPink { get { return new Color(1f, 0.7137255f, 0.7568628f, 1f); } }
        public static Color lightSalmon { get { return new Color(1f, 0.627451f, 0.4784314f, 1f); } }
        public static Color lightSeaGreen { get { return new Color(0.1254902f, 0.6980392f, 0.6666667f, 1f); } }
        public static Color lightSkyBlue { get { return new Color(0.5294118f, 0.8078432f, 0.9803922f, 1f); } }
        public static Color lightSlateBlue { get { return new Color(0.5176471f, 0.4392157f, 1f, 1f); } }
        public static Color lightSlateGray { get { return new Color(0.4666667f, 0.5333334f, 0.6f, 1f); } }
        public static Color lightSteelBlue { get { return new Color(0.6901961f, 0.7686275f, 0.8705883f, 1f); } }
        public static Color lightYellow { get { return new Color(1f, 1f, 0.8784314f, 1f); } }
        public static Color limeGreen { get { return new Color(0.1960784f, 0.8039216f, 0.1960784f, 1f); } }
        public static Color linen { get { return new Color(0.9803922f, 0.9411765f, 0.9019608f, 1f); } }
        public static Color maroon { get { return new Color(0.6901961f, 0.1882353f, 0.3764706f, 1f); } }
        public static Color mediumAquamarine { get { return new Color(0.4f, 0.8039216f, 0.6666667f, 1f); } }
        public static Color mediumBlue { get { return new Color(0f, 0f, 0.8039216f, 1f); } }
        public static Color mediumOrchid { get { return new Color(0.7294118f, 0.3333333f, 0.8274511f, 1f); } }
        public static Color mediumPurple { get { return new Color(0.5764706f, 0.4392157f, 0.8588236f, 1f); } }
        public static Color mediumSeaGreen { get { return new Color(0.2352941f, 0.7019608f, 0.4431373f, 1f); } }
        public static Color mediumSlateBlue { get { return new Color(0.482353f, 0.4078432f, 0.9333334f, 1f); } }
        public static Color mediumSpringGreen { get { return new Color(0f, 0.9803922f, 0.6039216f, 1f); } }
        public static Color mediumTurquoise { get { return new Color(0.282353f, 0.8196079f, 0.8000001f, 1f); } }
        public static Color mediumVioletRed { get { return new Color(0.7803922f, 0.08235294f, 0.5215687f, 1f); } }
        public static Color midnightBlue { get { return new Color(0.09803922f, 0.09803922f, 0.4392157f, 1f); } }
        public static Color mintCream { get { return new Color(0.9607844f, 1f, 0.9803922f, 1f); } }
        public static Color mistyRose { get { return new Color(1f, 0.8941177f, 0.882353f, 1f); } }
        public static Color moccasin { get { return new Color(1f, 0.8941177f, 0.7098039f, 1f); } }
        public static Color navajoWhite { get { return new Color(1f, 0.8705883f, 0.6784314f, 1f); } }
        public static Color navyBlue { get { return new Color(0f, 0f, 0.5019608f, 1f); } }
        public static Color oldLace { get { return new Color(0.9921569f, 0.9607844f, 0.9019608f, 1f); } }
        public static Color olive { get { return new Color(0.5019608f, 0.5019608f, 0f, 1f); } }
        public static Color oliveDrab { get { return new Color(0.4196079f, 0.5568628f, 0.1372549f, 1f); } }
        public static Color orange { get { return new Color(1f, 0.6470588f, 0f, 1f); } }
        public static Color orangeRed { get { return new Color(1f, 0.2705882f, 0f, 1f); } }
        public static Color orchid { get { return new Color(0.854902f, 0.4392157f, 0.8392158f, 1f); } }
        public static Color paleGoldenRod { get { return new Color(0.9333334f, 0.909804f, 0.6666667f, 1f); } }
        public static Color paleGreen { get { return new Color(0.5960785f, 0.9843138f, 0.5960785f, 1f); } }
        public static Color paleTurquoise { get { return new Color(0.6862745f, 0.9333334f, 0.9333334f, 1f); } }
        public static Color paleVioletRed { get { return new Color(0.8588236f, 0.4392157f, 0.5764706f, 1f); } }
        public static Color papayaWhip { get { return new Color(1f, 0.937255f, 0.8352942f, 1f); } }
        public static Color peachPuff { get { return new Color(1f, 0.854902f, 0.7254902f, 1f); } }
        public static Color peru { get { return new Color(0.8039216f, 0.5215687f, 0.2470588f, 1f); } }
        public static Color pink { get { return new Color(1f, 0.7529413f, 0.7960785f, 1f); } }
        public static Color plum { get { return new Color(0.8666667f, 0.627451f, 0.8666667f, 1f); } }
        public static Color powderBlue { get { return new Color(0.6901961f, 0.8784314f, 0.9019608f, 1f); } }
        public static Color purple { get { return new Color(0.627451f, 0.1254902f, 0.9411765f, 1f); } }
        public static Color rebeccaPurple { get { return new Color(0.4f, 0.2f, 0.6f, 1f); } }
        public static Color rosyBrown { get { return new Color(0.7372549f, 0.5607843f, 0.5607843f, 1f); } }
        public static Color royalBlue { get { return new Color(0.254902f, 0.4117647f, 0.882353f, 1f); } }
        public static Color saddleBrown { get { return new Color(0.5450981f, 0.2705882f, 0.07450981f, 1f); } }
        public static Color salmon { get { return new Color(0.9803922f, 0.5019608f, 0.4470589f, 1f); } }
        public static Color sandyBrown { get { return new Color(0.9568628f, 0.6431373f, 0.3764706f, 1f); } }
        public static Color seaGreen { get { return new Color(0.1803922f, 0.5450981f, 0.3411765f, 1f); } }
        public static Color seashell { get { return new Color(1f, 0.9607844f, 0.9333334f, 1f); } }
        public static Color sienna { get { return new Color(0.627451f, 0.3215686f, 0.1764706f, 1f); } }
        public static Color silver { get { return new Color(0.7529413f, 0.7529413f, 0.7529413f, 1f); } }
        public static Color skyBlue { get { return new Color(0.5294118f, 0.8078432f, 0.9215687f, 1f); } }
        public static Color slateBlue { get { return new Color(0.4156863f, 0.3529412f, 0.8039216f, 1f); } }
        public static Color slateGray { get { return new Color(0.4392157f, 0.5019608f, 0.5647059f, 1f); } }
        public static Color snow { get { return new Color(1f, 0.9803922f, 0.9803922f, 1f); } }
        public static Color softRed { get { return new Color(0.8627452f, 0.1921569f, 0.1960784f, 1f); } }
        public static Color softBlue { get { return new Color(0.1882353f, 0.682353f, 0.7490196f, 1f); } }
        public static Color softGreen { get { return new Color(0.5490196f, 0.7882354f, 0.1411765f, 1f); } }
        public static Color softYellow { get { return new Color(1f, 0.9333334f, 0.5490196f, 1f); } }
        public static Color springGreen { get { return new Color(0f, 1f, 0.4980392f, 1f); } }
        public static Color steelBlue { get { return new Color(0.2745098f, 0.509804f, 0.7058824f, 1f); } }
        public static Color tan { get { return new Color(0.8235295f, 0.7058824f, 0.5490196f, 1f); } }
        public static Color teal { get { return new Color(0f, 0.5019608f, 0.5019608f, 1f); } }
        public static Color thistle { get { return new Color(0.8470589f, 0.7490196f, 0.8470589f, 1f); } }
        public static Color tomato { get { return new Color(1f, 0.3882353f, 0.2784314f, 1f); } }
        public static Color turquoise { get { return new Color(0.2509804f, 0.8784314f, 0.8156863f, 1f); } }
        public static Color violet { get { return new Color(0.9333334f, 0.509804f, 0.9333334f, 1f); } }
        public static Color violetRed { get { return new Color(0.8156863f, 0.1254902f, 0.5647059f, 1f); } }
        public static Color wheat { get { return new Color(0.9607844f, 0.8705883f, 0.7019608f, 1f); } }
        public static Color whiteSmoke { get { return new Color(0.9607844f, 0.9607844f, 0.9607844f, 1f); } }
        public static Color yellowGreen { get { return new Color(0.6039216f, 0.8039216f, 0.1960784f, 1f); } }
        public static Color yellowNice { get { return new Color(1f, 235f/255f, 4f/255f, 1f); } }
#endif

        public float grayscale { get { return 0.299f * r + 0.587f * g + 0.114f * b; } }
        public Color linear { get { return new Color(Mathf.GammaToLinearSpace(r), Mathf.GammaToLinearSpace(g), Mathf.GammaToLinearSpace(b), a); } }
        public Color gamma { get { return new Color(Mathf.LinearToGammaSpace(r), Mathf.LinearToGammaSpace(g), Mathf.LinearToGammaSpace(b), a); } }
        public float maxColorComponent { get { return Mathf.Max(Mathf.Max(r, g), b); } }

        public static implicit operator Vector4(Color c) { return new Vector4(c.r, c.g, c.b, c.a); }
        public static implicit operator Color(Vector4 v) { return new Color(v.x, v.y, v.z, v.w); }

        public float this[int index]
        {
            get
            {
                switch (index) { case 0: return r; case 1: return g; case 2: return b; case 3: return a; }
                throw new IndexOutOfRangeException("Invalid Color index(" + index + ")!");
            }
            set
            {
                switch (index)
                {
                    case 0: r = value; break;
                    case 1: g = value; break;
                    case 2: b = value; break;
                    case 3: a = value; break;
                    default: throw new IndexOutOfRangeException("Invalid Color index(" + index + ")!");
                }
            }
        }

        // Hue, saturation and value in [0, 1].
        public static void RGBToHSV(Color rgbColor, out float H, out float S, out float V)
        {
            var max = Mathf.Max(rgbColor.r, Mathf.Max(rgbColor.g, rgbColor.b));
            var min = Mathf.Min(rgbColor.r, Mathf.Min(rgbColor.g, rgbColor.b));
            var delta = max - min;
            V = max;
            S = max > 0f ? delta / max : 0f;
            if (delta <= 0f) { H = 0f; return; }
            float h;
            if (max == rgbColor.r) h = (rgbColor.g - rgbColor.b) / delta;
            else if (max == rgbColor.g) h = 2f + (rgbColor.b - rgbColor.r) / delta;
            else h = 4f + (rgbColor.r - rgbColor.g) / delta;
            h /= 6f;
            if (h < 0f) h += 1f;
            H = h;
        }

        public static Color HSVToRGB(float H, float S, float V) { return HSVToRGB(H, S, V, true); }

        // hdr false clamps the result to [0, 1].
        public static Color HSVToRGB(float H, float S, float V, bool hdr)
        {
            var c = Color.white;
            if (S == 0f) { c.r = c.g = c.b = V; }
            else if (V == 0f) { c.r = c.g = c.b = 0f; }
            else
            {
                var h = (H - Mathf.Floor(H)) * 6f;
                var sector = (int)Mathf.Floor(h);
                var f = h - sector;
                var p = V * (1f - S);
                var q = V * (1f - S * f);
                var t = V * (1f - S * (1f - f));
                switch (sector)
                {
                    case 0: c.r = V; c.g = t; c.b = p; break;
                    case 1: c.r = q; c.g = V; c.b = p; break;
                    case 2: c.r = p; c.g = V; c.b = t; break;
                    case 3: c.r = p; c.g = q; c.b = V; break;
                    case 4: c.r = t; c.g = p; c.b = V; break;
                    default: c.r = V; c.g = p; c.b = q; break;
                }
                if (!hdr)
                {
                    c.r = Mathf.Clamp01(c.r); c.g = Mathf.Clamp01(c.g); c.b = Mathf.Clamp01(c.b);
                }
            }
            return c;
        }
    }
}
