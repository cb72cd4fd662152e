using System;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.InteropServices;
using UnityEngine.Internal;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Math/Gradient.bindings.cs (colorSpace from
    // 2023.1, colorKeyCount/alphaKeyCount from 6000.2; the Span overloads are left out: no System.Memory on the
    // stand-in's .NET Framework). A new gradient is white, opaque, with keys at 0 and 1. Evaluate: colour and alpha
    // are separate tracks; Blend interpolates linearly between the keys around the time, Fixed takes the first key
    // at or after it, PerceptualBlend interpolates in Oklab; before the first key / after the last the end key
    // holds. At most 8 keys per track, as Unity's gradient editor and native storage allow: more are cut to the first
    // 8 with an error logged. Serialized as a field kind (Internal/ObjectSerializer).
    [StructLayout(LayoutKind.Sequential)]
    public class Gradient : IEquatable<Gradient>
    {
        internal const int MaxKeys = 8;
        GradientColorKey[] m_ColorKeys = { new GradientColorKey(Color.white, 0f), new GradientColorKey(Color.white, 1f) };
        GradientAlphaKey[] m_AlphaKeys = { new GradientAlphaKey(1f, 0f), new GradientAlphaKey(1f, 1f) };

        public Gradient() {}

        public Color Evaluate(float time)
        {
            var c = EvaluateColor(time);
            c.a = EvaluateAlpha(time);
            return c;
        }

        Color EvaluateColor(float t)
        {
            var keys = m_ColorKeys;
            if (keys.Length == 0) return Color.white;
            if (t <= keys[0].time) return keys[0].color;
            for (var i = 1; i < keys.Length; i++)
            {
                if (t > keys[i].time) continue;
                if (mode == GradientMode.Fixed) return keys[i].color;
                var a = keys[i - 1];
                var b = keys[i];
                var span = b.time - a.time;
                var u = span <= 0f ? 1f : (t - a.time) / span;
#if UNITY_2023_1_OR_NEWER
                if (mode == GradientMode.PerceptualBlend) return Oklab.Lerp(a.color, b.color, u);
#endif
                return new Color(a.color.r + (b.color.r - a.color.r) * u, a.color.g + (b.color.g - a.color.g) * u, a.color.b + (b.color.b - a.color.b) * u, a.color.a + (b.color.a - a.color.a) * u);
            }
            return keys[keys.Length - 1].color;
        }

        float EvaluateAlpha(float t)
        {
            var keys = m_AlphaKeys;
            if (keys.Length == 0) return 1f;
            if (t <= keys[0].time) return keys[0].alpha;
            for (var i = 1; i < keys.Length; i++)
            {
                if (t > keys[i].time) continue;
                if (mode == GradientMode.Fixed) return keys[i].alpha;
                var a = keys[i - 1];
                var b = keys[i];
                var span = b.time - a.time;
                var u = span <= 0f ? 1f : (t - a.time) / span;
                return a.alpha + (b.alpha - a.alpha) * u;
            }
            return keys[keys.Length - 1].alpha;
        }

        public GradientColorKey[] colorKeys
        {
            get { return (GradientColorKey[])m_ColorKeys.Clone(); }
            set { m_ColorKeys = Limit(value, "color").OrderBy(k => k.time).ToArray(); }
        }

        public GradientAlphaKey[] alphaKeys
        {
            get { return (GradientAlphaKey[])m_AlphaKeys.Clone(); }
            set { m_AlphaKeys = Limit(value, "alpha").OrderBy(k => k.time).ToArray(); }
        }

#if UNITY_6000_2_OR_NEWER
        public int colorKeyCount { get { return m_ColorKeys.Length; } }
        public int alphaKeyCount { get { return m_AlphaKeys.Length; } }
#endif

        static IEnumerable<T> Limit<T>(T[] keys, string track)
        {
            if (keys == null) throw new ArgumentNullException(track + "Keys");
            if (keys.Length > MaxKeys)
            {
                Debug.LogError("Gradient: a gradient has at most " + MaxKeys + " " + track + " keys; " + keys.Length + " were given (the first " + MaxKeys + " are kept).");
                return keys.Take(MaxKeys);
            }
            return keys;
        }

        public GradientMode mode { get; set; }

#if UNITY_2023_1_OR_NEWER
        public ColorSpace colorSpace { get; set; }
#endif

        public void SetKeys(GradientColorKey[] colorKeys, GradientAlphaKey[] alphaKeys)
        {
            this.colorKeys = colorKeys;
            this.alphaKeys = alphaKeys;
        }

        public override bool Equals(object o)
        {
            if (ReferenceEquals(null, o)) return false;
            if (ReferenceEquals(this, o)) return true;
            return o.GetType() == GetType() && Equals((Gradient)o);
        }

        public bool Equals(Gradient other)
        {
            if (ReferenceEquals(null, other)) return false;
            if (ReferenceEquals(this, other)) return true;
            return mode == other.mode && m_ColorKeys.SequenceEqual(other.m_ColorKeys) && m_AlphaKeys.SequenceEqual(other.m_AlphaKeys);
        }

        public override int GetHashCode()
        {
            return m_ColorKeys.Length * 31 + m_AlphaKeys.Length + (int)mode * 7;
        }
    }
}
