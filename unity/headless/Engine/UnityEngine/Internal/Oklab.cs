using System;

namespace UnityEngine.Internal
{
    // Oklab interpolation for GradientMode.PerceptualBlend (https://bottosson.github.io/posts/oklab/, the
    // reference Unity's Gradient.bindings.cs names): sRGB → linear → LMS → Oklab, lerp, and back.
    internal static class Oklab
    {
        static float ToLinear(float c) { return c <= 0.04045f ? c / 12.92f : (float)Math.Pow((c + 0.055f) / 1.055f, 2.4); }
        static float ToGamma(float c) { return c <= 0.0031308f ? c * 12.92f : 1.055f * (float)Math.Pow(Math.Max(c, 0f), 1.0 / 2.4) - 0.055f; }

        static void Forward(Color c, out float L, out float a, out float b)
        {
            float r = ToLinear(c.r), g = ToLinear(c.g), bl = ToLinear(c.b);
            var l = (float)Math.Pow(0.4122214708f * r + 0.5363325363f * g + 0.0514459929f * bl, 1.0 / 3);
            var m = (float)Math.Pow(0.2119034982f * r + 0.6806995451f * g + 0.1073969566f * bl, 1.0 / 3);
            var s = (float)Math.Pow(0.0883024619f * r + 0.2817188376f * g + 0.6299787005f * bl, 1.0 / 3);
            L = 0.2104542553f * l + 0.7936177850f * m - 0.0040720468f * s;
            a = 1.9779984951f * l - 2.4285922050f * m + 0.4505937099f * s;
            b = 0.0259040371f * l + 0.7827717662f * m - 0.8086757660f * s;
        }

        static Color Back(float L, float a, float b, float alpha)
        {
            var l = L + 0.3963377774f * a + 0.2158037573f * b;
            var m = L - 0.1055613458f * a - 0.0638541728f * b;
            var s = L - 0.0894841775f * a - 1.2914855480f * b;
            l = l * l * l; m = m * m * m; s = s * s * s;
            return new Color(
                ToGamma(4.0767416621f * l - 3.3077115913f * m + 0.2309699292f * s),
                ToGamma(-1.2684380046f * l + 2.6097574011f * m - 0.3413193965f * s),
                ToGamma(-0.0041960863f * l - 0.7034186147f * m + 1.7076147010f * s),
                alpha);
        }

        internal static Color Lerp(Color x, Color y, float u)
        {
            float L0, a0, b0, L1, a1, b1;
            Forward(x, out L0, out a0, out b0);
            Forward(y, out L1, out a1, out b1);
            return Back(L0 + (L1 - L0) * u, a0 + (a1 - a0) * u, b0 + (b1 - b0) * u, x.a + (y.a - x.a) * u);
        }
    }
}
