using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Random/Random.bindings.cs and Random.cs (signatures;
    // ColorHSV as Random.cs builds it). The generator is a xorshift128 whose four words are Random.State: InitState
    // and state make a sequence repeat, as in Unity (the numbers are the stand-in's, not promised to be Unity's).
    // Range(float, float) includes both ends; Range(int, int) excludes the maximum (and returns min when they are
    // equal; with max < min the result lies in (max, min]).
    public static class Random
    {
        [Serializable]
        public struct State
        {
            [SerializeField] internal int s0;
            [SerializeField] internal int s1;
            [SerializeField] internal int s2;
            [SerializeField] internal int s3;
        }

        static State _state = Seeded(Environment.TickCount);
        static int _seed;

        static State Seeded(int seed)
        {
            var s = new State();
            unchecked
            {
                s.s0 = seed;
                s.s1 = (int)((uint)s.s0 * 1812433253u + 1u);
                s.s2 = (int)((uint)s.s1 * 1812433253u + 1u);
                s.s3 = (int)((uint)s.s2 * 1812433253u + 1u);
            }
            return s;
        }

        static uint Next()
        {
            unchecked
            {
                var t = (uint)_state.s0;
                t ^= t << 11;
                t ^= t >> 8;
                _state.s0 = _state.s1;
                _state.s1 = _state.s2;
                _state.s2 = _state.s3;
                var w = (uint)_state.s3;
                w = w ^ (w >> 19) ^ t;
                _state.s3 = (int)w;
                return w;
            }
        }

        // [0, 1], both ends included.
        static float NextFloat() { return (Next() & 0x7FFFFF) / 8388607f; }

        public static void InitState(int seed)
        {
            _seed = seed;
            _state = Seeded(seed);
        }

        public static State state { get { return _state; } set { _state = value; } }

        [Obsolete("Deprecated. Use InitState() function or Random.state property instead.")]
        public static int seed { get { return _seed; } set { InitState(value); } }

        public static float Range(float minInclusive, float maxInclusive)
        {
            var t = NextFloat();
            return t * minInclusive + (1f - t) * maxInclusive;
        }

        public static int Range(int minInclusive, int maxExclusive)
        {
            if (minInclusive < maxExclusive)
                return (int)((long)minInclusive + Next() % (uint)((long)maxExclusive - minInclusive));
            if (minInclusive > maxExclusive)
                return (int)((long)minInclusive - Next() % (uint)((long)minInclusive - maxExclusive));
            return minInclusive;
        }

        [Obsolete("Use Random.Range instead")]
        public static float RandomRange(float min, float max) { return Range(min, max); }

        [Obsolete("Use Random.Range instead")]
        public static int RandomRange(int min, int max) { return Range(min, max); }

        public static float value { get { return NextFloat(); } }

        public static Vector3 insideUnitSphere
        {
            get
            {
                var dir = onUnitSphere;
                return dir * Mathf.Pow(NextFloat(), 1f / 3f);
            }
        }

        public static Vector2 insideUnitCircle
        {
            get
            {
                var angle = NextFloat() * Mathf.PI * 2f;
                var r = Mathf.Sqrt(NextFloat());
                return new Vector2(Mathf.Cos(angle) * r, Mathf.Sin(angle) * r);
            }
        }

#if UNITY_6000_4_OR_NEWER
        public static Vector2 onUnitCircle
        {
            get
            {
                var angle = NextFloat() * Mathf.PI * 2f;
                return new Vector2(Mathf.Cos(angle), Mathf.Sin(angle));
            }
        }
#endif

        public static Vector3 onUnitSphere
        {
            get
            {
                var z = NextFloat() * 2f - 1f;
                var angle = NextFloat() * Mathf.PI * 2f;
                var r = Mathf.Sqrt(Mathf.Max(0f, 1f - z * z));
                return new Vector3(Mathf.Cos(angle) * r, Mathf.Sin(angle) * r, z);
            }
        }

        // Not uniform over rotations (Unity says so of Random.rotation): a random unit vector as a quaternion.
        public static Quaternion rotation
        {
            get
            {
                var x = NextFloat() * 2f - 1f; var y = NextFloat() * 2f - 1f; var z = NextFloat() * 2f - 1f; var w = NextFloat() * 2f - 1f;
                var len = Mathf.Sqrt(x * x + y * y + z * z + w * w);
                if (len < 1e-6f) return Quaternion.identity;
                return new Quaternion(x / len, y / len, z / len, w / len);
            }
        }

        // Uniform over rotations (Shoemake's subgroup algorithm).
        public static Quaternion rotationUniform
        {
            get
            {
                var u1 = NextFloat(); var u2 = NextFloat() * Mathf.PI * 2f; var u3 = NextFloat() * Mathf.PI * 2f;
                var a = Mathf.Sqrt(1f - u1); var b = Mathf.Sqrt(u1);
                return new Quaternion(a * Mathf.Sin(u2), a * Mathf.Cos(u2), b * Mathf.Sin(u3), b * Mathf.Cos(u3));
            }
        }

        public static Color ColorHSV() { return ColorHSV(0f, 1f, 0f, 1f, 0f, 1f, 1f, 1f); }
        public static Color ColorHSV(float hueMin, float hueMax) { return ColorHSV(hueMin, hueMax, 0f, 1f, 0f, 1f, 1f, 1f); }
        public static Color ColorHSV(float hueMin, float hueMax, float saturationMin, float saturationMax) { return ColorHSV(hueMin, hueMax, saturationMin, saturationMax, 0f, 1f, 1f, 1f); }
        public static Color ColorHSV(float hueMin, float hueMax, float saturationMin, float saturationMax, float valueMin, float valueMax) { return ColorHSV(hueMin, hueMax, saturationMin, saturationMax, valueMin, valueMax, 1f, 1f); }

        public static Color ColorHSV(float hueMin, float hueMax, float saturationMin, float saturationMax, float valueMin, float valueMax, float alphaMin, float alphaMax)
        {
            var h = Mathf.Lerp(hueMin, hueMax, value);
            var s = Mathf.Lerp(saturationMin, saturationMax, value);
            var v = Mathf.Lerp(valueMin, valueMax, value);
            var color = Color.HSVToRGB(h, s, v, true);
            color.a = Mathf.Lerp(alphaMin, alphaMax, value);
            return color;
        }
    }
}
