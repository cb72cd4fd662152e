using System;

namespace UnityEngine
{
    public struct Mathf
    {
        public const float PI = 3.14159274f;
        public const float Infinity = float.PositiveInfinity;
        public const float NegativeInfinity = float.NegativeInfinity;
        public const float Deg2Rad = PI / 180f;
        public const float Rad2Deg = 180f / PI;
        public static readonly float Epsilon = float.Epsilon;

        public static float Abs(float f) { return Math.Abs(f); }
        public static int Abs(int value) { return Math.Abs(value); }
        public static float Min(float a, float b) { return a < b ? a : b; }
        public static int Min(int a, int b) { return a < b ? a : b; }
        public static float Max(float a, float b) { return a > b ? a : b; }
        public static int Max(int a, int b) { return a > b ? a : b; }
        public static float Clamp(float value, float min, float max) { return value < min ? min : value > max ? max : value; }
        public static int Clamp(int value, int min, int max) { return value < min ? min : value > max ? max : value; }
        public static float Clamp01(float value) { return Clamp(value, 0f, 1f); }
        public static float Lerp(float a, float b, float t) { return a + (b - a) * Clamp01(t); }
        public static float LerpUnclamped(float a, float b, float t) { return a + (b - a) * t; }
        public static float InverseLerp(float a, float b, float value) { return a != b ? Clamp01((value - a) / (b - a)) : 0f; }
        public static bool Approximately(float a, float b)
        {
            return Math.Abs(b - a) < Math.Max(1E-06f * Math.Max(Math.Abs(a), Math.Abs(b)), Epsilon * 8f);
        }
        public static float Sqrt(float f) { return (float)Math.Sqrt(f); }
        public static float Pow(float f, float p) { return (float)Math.Pow(f, p); }
        public static float Sin(float f) { return (float)Math.Sin(f); }
        public static float Cos(float f) { return (float)Math.Cos(f); }
        public static float Tan(float f) { return (float)Math.Tan(f); }
        public static float Asin(float f) { return (float)Math.Asin(f); }
        public static float Acos(float f) { return (float)Math.Acos(f); }
        public static float Atan(float f) { return (float)Math.Atan(f); }
        public static float Atan2(float y, float x) { return (float)Math.Atan2(y, x); }
        public static float Floor(float f) { return (float)Math.Floor(f); }
        public static float Ceil(float f) { return (float)Math.Ceiling(f); }
        public static float Round(float f) { return (float)Math.Round(f); }
        public static int FloorToInt(float f) { return (int)Math.Floor(f); }
        public static int CeilToInt(float f) { return (int)Math.Ceiling(f); }
        public static int RoundToInt(float f) { return (int)Math.Round(f); }
        public static float Sign(float f) { return f >= 0f ? 1f : -1f; }
        public static float Repeat(float t, float length) { return Clamp(t - Floor(t / length) * length, 0f, length); }
        public static float PingPong(float t, float length) { t = Repeat(t, length * 2f); return length - Abs(t - length); }
        public static float MoveTowards(float current, float target, float maxDelta)
        {
            return Abs(target - current) <= maxDelta ? target : current + Sign(target - current) * maxDelta;
        }
        public static float DeltaAngle(float current, float target)
        {
            var delta = Repeat(target - current, 360f);
            return delta > 180f ? delta - 360f : delta;
        }
        public static bool IsPowerOfTwo(int value) { return (value & (value - 1)) == 0; }

        // More of Unity's Mathf (signatures from UnityCsReference 2021.3.0f1 and 6000.5).
        public static float Exp(float power) { return (float)Math.Exp(power); }
        public static float Log(float f, float p) { return (float)Math.Log(f, p); }
        public static float Log(float f) { return (float)Math.Log(f); }
        public static float Log10(float f) { return (float)Math.Log10(f); }

        public static float LerpAngle(float a, float b, float t) { return a + DeltaAngle(a, b) * Clamp01(t); }

        public static float MoveTowardsAngle(float current, float target, float maxDelta)
        {
            var delta = DeltaAngle(current, target);
            if (-maxDelta < delta && delta < maxDelta) return target;
            return MoveTowards(current, current + delta, maxDelta);
        }

        public static float SmoothStep(float from, float to, float t)
        {
            t = Clamp01(t);
            t = t * t * (3f - 2f * t);
            return to * t + from * (1f - t);
        }

        public static float SmoothDamp(float current, float target, ref float currentVelocity, float smoothTime)
        {
            return SmoothDamp(current, target, ref currentVelocity, smoothTime, Infinity, Time.deltaTime);
        }

        public static float SmoothDamp(float current, float target, ref float currentVelocity, float smoothTime, float maxSpeed)
        {
            return SmoothDamp(current, target, ref currentVelocity, smoothTime, maxSpeed, Time.deltaTime);
        }

        // A critically damped spring (Game Programming Gems 4, 1.10): never overshoots the target.
        public static float SmoothDamp(float current, float target, ref float currentVelocity, float smoothTime, float maxSpeed, float deltaTime)
        {
            smoothTime = Max(0.0001f, smoothTime);
            var omega = 2f / smoothTime;
            var x = omega * deltaTime;
            var decay = 1f / (1f + x + 0.48f * x * x + 0.235f * x * x * x);
            var goal = target;
            var maxChange = maxSpeed * smoothTime;
            var change = Clamp(current - target, -maxChange, maxChange);
            target = current - change;
            var temp = (currentVelocity + omega * change) * deltaTime;
            currentVelocity = (currentVelocity - omega * temp) * decay;
            var output = target + (change + temp) * decay;
            if (goal - current > 0f == output > goal)
            {
                output = goal;
                currentVelocity = deltaTime > 0f ? (output - goal) / deltaTime : 0f;
            }

            return output;
        }

        public static float SmoothDampAngle(float current, float target, ref float currentVelocity, float smoothTime)
        {
            return SmoothDampAngle(current, target, ref currentVelocity, smoothTime, Infinity, Time.deltaTime);
        }

        public static float SmoothDampAngle(float current, float target, ref float currentVelocity, float smoothTime, float maxSpeed)
        {
            return SmoothDampAngle(current, target, ref currentVelocity, smoothTime, maxSpeed, Time.deltaTime);
        }

        public static float SmoothDampAngle(float current, float target, ref float currentVelocity, float smoothTime, float maxSpeed, float deltaTime)
        {
            return SmoothDamp(current, current + DeltaAngle(current, target), ref currentVelocity, smoothTime, maxSpeed, deltaTime);
        }

        public static int NextPowerOfTwo(int value)
        {
            if (value <= 0) return 0;
            var p = 1;
            while (p < value && p > 0) p <<= 1;
            return p;
        }

        public static int ClosestPowerOfTwo(int value)
        {
            if (value <= 0) return 0;
            var next = NextPowerOfTwo(value);
            var previous = next >> 1;
            return next - value < value - previous || previous == 0 ? next : previous;
        }

        // Smooth gradient noise in [0, 1], repeating every 256 units. Unity's exact values differ: scripts
        // get noise of the same kind, not the same numbers.
        public static float PerlinNoise(float x, float y)
        {
            var xi = (int)Math.Floor(x);
            var yi = (int)Math.Floor(y);
            var xf = x - xi;
            var yf = y - yi;
            var u = xf * xf * xf * (xf * (xf * 6f - 15f) + 10f);
            var v = yf * yf * yf * (yf * (yf * 6f - 15f) + 10f);
            var a = Lerp(Gradient(xi, yi, xf, yf), Gradient(xi + 1, yi, xf - 1f, yf), u);
            var b = Lerp(Gradient(xi, yi + 1, xf, yf - 1f), Gradient(xi + 1, yi + 1, xf - 1f, yf - 1f), u);
            return Clamp01(0.5f + 0.5f * Lerp(a, b, v) * 1.41421356f);
        }

        static float Gradient(int xi, int yi, float dx, float dy)
        {
            var h = unchecked((uint)((xi & 255) * 374761393 + (yi & 255) * 668265263));
            h = unchecked((h ^ (h >> 13)) * 1274126177u);
            var angle = (h & 0xffff) / 65536f * 2f * PI;
            return (float)Math.Cos(angle) * dx + (float)Math.Sin(angle) * dy;
        }

        // UnityCsReference 2021.3.0f1 Runtime/Export/Math/Mathf.cs: the params overloads give 0 for no values.
        public static float Min(params float[] values)
        {
            if (values.Length == 0) return 0f;
            var m = values[0];
            for (var i = 1; i < values.Length; i++) if (values[i] < m) m = values[i];
            return m;
        }

        public static int Min(params int[] values)
        {
            if (values.Length == 0) return 0;
            var m = values[0];
            for (var i = 1; i < values.Length; i++) if (values[i] < m) m = values[i];
            return m;
        }

        public static float Max(params float[] values)
        {
            if (values.Length == 0) return 0f;
            var m = values[0];
            for (var i = 1; i < values.Length; i++) if (values[i] > m) m = values[i];
            return m;
        }

        public static int Max(params int[] values)
        {
            if (values.Length == 0) return 0;
            var m = values[0];
            for (var i = 1; i < values.Length; i++) if (values[i] > m) m = values[i];
            return m;
        }

        // |value| / absmax raised to gamma, scaled back, sign kept; values beyond absmax pass unchanged.
        public static float Gamma(float value, float absmax, float gamma)
        {
            var sign = value < 0f ? -1f : 1f;
            var abs = Math.Abs(value);
            if (abs > absmax) return sign * abs;
            return sign * (float)Math.Pow(abs / absmax, gamma) * absmax;
        }

        // The sRGB transfer curves (native in Unity: Math.bindings.cs).
        public static float GammaToLinearSpace(float value)
        {
            if (value <= 0.04045f) return value / 12.92f;
            if (value < 1f) return (float)Math.Pow((value + 0.055) / 1.055, 2.4);
            return (float)Math.Pow(value, 2.2);
        }

        public static float LinearToGammaSpace(float value)
        {
            if (value <= 0f) return 0f;
            if (value <= 0.0031308f) return 12.92f * value;
            if (value < 1f) return (float)(1.055 * Math.Pow(value, 1.0 / 2.4) - 0.055);
            return (float)Math.Pow(value, 1.0 / 2.2);
        }

        // A black body's colour (1000 K to 40000 K), by the usual curve fit; Unity's exact numbers differ.
        public static Color CorrelatedColorTemperatureToRGB(float kelvin)
        {
            var t = Clamp(kelvin, 1000f, 40000f) / 100f;
            double r, g, b;
            if (t <= 66f) { r = 255; g = 99.4708025861 * Math.Log(t) - 161.1195681661; }
            else { r = 329.698727446 * Math.Pow(t - 60, -0.1332047592); g = 288.1221695283 * Math.Pow(t - 60, -0.0755148492); }
            if (t >= 66f) b = 255;
            else if (t <= 19f) b = 0;
            else b = 138.5177312231 * Math.Log(t - 10) - 305.0447927307;
            return new Color(Clamp01((float)(r / 255)), Clamp01((float)(g / 255)), Clamp01((float)(b / 255)), 1f);
        }

        // IEEE 754 half precision, rounded to nearest.
        public static ushort FloatToHalf(float val)
        {
            var bits = BitConverter.ToInt32(BitConverter.GetBytes(val), 0);
            var sign = (bits >> 16) & 0x8000;
            var exp = ((bits >> 23) & 0xff) - 127 + 15;
            var mant = bits & 0x7fffff;
            if (((bits >> 23) & 0xff) == 0xff) return (ushort)(sign | 0x7c00 | (mant != 0 ? 0x200 : 0));
            if (exp >= 31) return (ushort)(sign | 0x7c00);
            if (exp <= 0)
            {
                if (exp < -10) return (ushort)sign;
                mant |= 0x800000;
                var shift = 14 - exp;
                var half = mant >> shift;
                if (((mant >> (shift - 1)) & 1) != 0) half++;
                return (ushort)(sign | half);
            }
            var h = sign | (exp << 10) | (mant >> 13);
            if ((mant & 0x1000) != 0) h++;
            return (ushort)h;
        }

        public static float HalfToFloat(ushort val)
        {
            var sign = (val & 0x8000) != 0 ? -1f : 1f;
            var exp = (val >> 10) & 0x1f;
            var mant = val & 0x3ff;
            if (exp == 0) return sign * (float)(mant * Math.Pow(2, -24));
            if (exp == 31) return mant == 0 ? sign * float.PositiveInfinity : float.NaN;
            return sign * (float)((1 + mant / 1024.0) * Math.Pow(2, exp - 15));
        }

#if UNITY_2022_2_OR_NEWER
        // One-dimensional noise of the same kind as PerlinNoise (Math.bindings.cs from 2022.2).
        public static float PerlinNoise1D(float x) { return PerlinNoise(x, 0.5f); }
#endif
    }
}
