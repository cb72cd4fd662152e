using System;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Random/Random.bindings.cs and Random.cs.
    // A xorshift128 generator with a seedable state, as Unity's is; the sequence for a seed is not Unity's.
    // Range(float) includes both ends, Range(int) excludes the maximum (and swaps reversed bounds, as Unity's).
    public static partial class Random
    {
        [Serializable]
        public struct State
        {
#pragma warning disable 0169
            [SerializeField] internal int s0;
            [SerializeField] internal int s1;
            [SerializeField] internal int s2;
            [SerializeField] internal int s3;
#pragma warning restore 0169
        }

        static State s_State = Seeded(Environment.TickCount);
        static readonly object s_Lock = new object();

        static State Seeded(int seed)
        {
            var s = new State();
            unchecked
            {
                s.s0 = seed;
                s.s1 = s.s0 * 1812433253 + 1;
                s.s2 = s.s1 * 1812433253 + 1;
                s.s3 = s.s2 * 1812433253 + 1;
            }
            return s;
        }

        static uint Next()
        {
            lock (s_Lock)
            {
                unchecked
                {
                    var t = (uint)s_State.s0;
                    t ^= t << 11;
                    t ^= t >> 8;
                    s_State.s0 = s_State.s1;
                    s_State.s1 = s_State.s2;
                    s_State.s2 = s_State.s3;
                    var w = (uint)s_State.s3;
                    w = w ^ (w >> 19) ^ t ^ (t >> 8);
                    s_State.s3 = (int)w;
                    return w;
                }
            }
        }

        static float Next01() { return (Next() & 0x7FFFFF) / (float)0x7FFFFF; }

        public static void InitState(int seed) { lock (s_Lock) s_State = Seeded(seed); }

        public static State state
        {
            get { lock (s_Lock) return s_State; }
            set { lock (s_Lock) s_State = value; }
        }

        public static float Range(float minInclusive, float maxInclusive)
        {
            return minInclusive + (maxInclusive - minInclusive) * Next01();
        }

        public static int Range(int minInclusive, int maxExclusive)
        {
            if (minInclusive == maxExclusive) return minInclusive;
            long lo = Math.Min(minInclusive, maxExclusive), hi = Math.Max(minInclusive, maxExclusive);
            var r = lo + (long)(Next() % (ulong)(hi - lo));
            return minInclusive < maxExclusive ? (int)r : (int)(hi - (r - lo));
        }

        public static float value { get { return Next01(); } }

        public static Vector3 insideUnitSphere
        {
            get { return onUnitSphere * (float)Math.Pow(Next01(), 1.0 / 3.0); }
        }

        public static Vector2 insideUnitCircle
        {
            get
            {
                var angle = Next01() * 2f * Mathf.PI;
                var r = Mathf.Sqrt(Next01());
                return new Vector2(Mathf.Cos(angle) * r, Mathf.Sin(angle) * r);
            }
        }

        public static Vector3 onUnitSphere
        {
            get
            {
                var z = Range(-1f, 1f);
                var a = Next01() * 2f * Mathf.PI;
                var r = Mathf.Sqrt(1f - z * z);
                return new Vector3(r * Mathf.Cos(a), r * Mathf.Sin(a), z);
            }
        }

        public static Quaternion rotation { get { return rotationUniform; } }

        public static Quaternion rotationUniform
        {
            get
            {
                float u1 = Next01(), u2 = Next01() * 2f * Mathf.PI, u3 = Next01() * 2f * Mathf.PI;
                float a = Mathf.Sqrt(1f - u1), b = Mathf.Sqrt(u1);
                return new Quaternion(a * Mathf.Sin(u2), a * Mathf.Cos(u2), b * Mathf.Sin(u3), b * Mathf.Cos(u3));
            }
        }

        [Obsolete("Deprecated. Use InitState() function or Random.state property instead.")]
        public static int seed
        {
            get { lock (s_Lock) return s_State.s0; }
            set { InitState(value); }
        }

        [Obsolete("Use Random.Range instead")]
        public static float RandomRange(float min, float max) { return Range(min, max); }

        [Obsolete("Use Random.Range instead")]
        public static int RandomRange(int min, int max) { return Range(min, max); }

        public static Color ColorHSV() { return ColorHSV(0f, 1f, 0f, 1f, 0f, 1f, 1f, 1f); }
        public static Color ColorHSV(float hueMin, float hueMax) { return ColorHSV(hueMin, hueMax, 0f, 1f, 0f, 1f, 1f, 1f); }
        public static Color ColorHSV(float hueMin, float hueMax, float saturationMin, float saturationMax) { return ColorHSV(hueMin, hueMax, saturationMin, saturationMax, 0f, 1f, 1f, 1f); }
        public static Color ColorHSV(float hueMin, float hueMax, float saturationMin, float saturationMax, float valueMin, float valueMax) { return ColorHSV(hueMin, hueMax, saturationMin, saturationMax, valueMin, valueMax, 1f, 1f); }

        public static Color ColorHSV(float hueMin, float hueMax, float saturationMin, float saturationMax, float valueMin, float valueMax, float alphaMin, float alphaMax)
        {
            var h = Mathf.Lerp(hueMin, hueMax, value);
            var s = Mathf.Lerp(saturationMin, saturationMax, value);
            var v = Mathf.Lerp(valueMin, valueMax, value);
            var c = Hsv(h, s, v);
            c.a = Mathf.Lerp(alphaMin, alphaMax, value);
            return c;
        }

        static Color Hsv(float h, float s, float v)
        {
            h = (h - Mathf.Floor(h)) * 6f;
            var i = (int)Mathf.Floor(h);
            var f = h - i;
            float p = v * (1f - s), q = v * (1f - s * f), t = v * (1f - s * (1f - f));
            switch (i % 6)
            {
                case 0: return new Color(v, t, p, 1f);
                case 1: return new Color(q, v, p, 1f);
                case 2: return new Color(p, v, t, 1f);
                case 3: return new Color(p, q, v, 1f);
                case 4: return new Color(t, p, v, 1f);
                default: return new Color(v, p, q, 1f);
            }
        }
    }
}
