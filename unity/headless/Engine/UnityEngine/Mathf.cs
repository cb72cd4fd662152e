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
    }
}
