using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Math/Vector2.cs (signatures; the static Normalize from
    // 6000.3). Equality within Unity's tolerance (squared distance below 1e-5 squared).
    [Serializable]
    public struct Vector2 : IEquatable<Vector2>, IFormattable
    {
        public float x;
        public float y;

        public const float kEpsilon = 0.00001F;
        public const float kEpsilonNormalSqrt = 1e-15f;

        public Vector2(float x, float y) { this.x = x; this.y = y; }

        public float this[int index]
        {
            get { if (index == 0) return x; if (index == 1) return y; throw new IndexOutOfRangeException("Invalid Vector2 index!"); }
            set { if (index == 0) x = value; else if (index == 1) y = value; else throw new IndexOutOfRangeException("Invalid Vector2 index!"); }
        }

        public static Vector2 zero { get { return new Vector2(0f, 0f); } }
        public static Vector2 one { get { return new Vector2(1f, 1f); } }
        public static Vector2 up { get { return new Vector2(0f, 1f); } }
        public static Vector2 down { get { return new Vector2(0f, -1f); } }
        public static Vector2 left { get { return new Vector2(-1f, 0f); } }
        public static Vector2 right { get { return new Vector2(1f, 0f); } }
        public static Vector2 positiveInfinity { get { return new Vector2(float.PositiveInfinity, float.PositiveInfinity); } }
        public static Vector2 negativeInfinity { get { return new Vector2(float.NegativeInfinity, float.NegativeInfinity); } }

        public float magnitude { get { return (float)Math.Sqrt(x * x + y * y); } }
        public float sqrMagnitude { get { return x * x + y * y; } }
        public Vector2 normalized { get { var v = this; v.Normalize(); return v; } }

        public void Set(float newX, float newY) { x = newX; y = newY; }

        public void Normalize()
        {
            var m = magnitude;
            if (m > kEpsilon) this = this / m;
            else this = zero;
        }

#if UNITY_6000_3_OR_NEWER
        public static Vector2 Normalize(Vector2 value) { value.Normalize(); return value; }
#endif

        public static Vector2 Lerp(Vector2 a, Vector2 b, float t) { t = Mathf.Clamp01(t); return new Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }
        public static Vector2 LerpUnclamped(Vector2 a, Vector2 b, float t) { return new Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

        public static Vector2 MoveTowards(Vector2 current, Vector2 target, float maxDistanceDelta)
        {
            var d = target - current;
            var sq = d.sqrMagnitude;
            if (sq == 0f || (maxDistanceDelta >= 0f && sq <= maxDistanceDelta * maxDistanceDelta)) return target;
            return current + d / (float)Math.Sqrt(sq) * maxDistanceDelta;
        }

        public static Vector2 Scale(Vector2 a, Vector2 b) { return new Vector2(a.x * b.x, a.y * b.y); }
        public void Scale(Vector2 scale) { x *= scale.x; y *= scale.y; }

        public static Vector2 Reflect(Vector2 inDirection, Vector2 inNormal) { return inDirection - 2f * Dot(inNormal, inDirection) * inNormal; }
        public static Vector2 Perpendicular(Vector2 inDirection) { return new Vector2(-inDirection.y, inDirection.x); }
        public static float Dot(Vector2 lhs, Vector2 rhs) { return lhs.x * rhs.x + lhs.y * rhs.y; }

        // Degrees, 0..180.
        public static float Angle(Vector2 from, Vector2 to)
        {
            var denominator = (float)Math.Sqrt(from.sqrMagnitude * to.sqrMagnitude);
            if (denominator < kEpsilonNormalSqrt) return 0f;
            return (float)Math.Acos(Mathf.Clamp(Dot(from, to) / denominator, -1f, 1f)) * Mathf.Rad2Deg;
        }

        // Counter-clockwise positive.
        public static float SignedAngle(Vector2 from, Vector2 to)
        {
            return Angle(from, to) * Mathf.Sign(from.x * to.y - from.y * to.x);
        }

        public static float Distance(Vector2 a, Vector2 b) { return (a - b).magnitude; }

        public static Vector2 ClampMagnitude(Vector2 vector, float maxLength)
        {
            var sq = vector.sqrMagnitude;
            if (sq > maxLength * maxLength) return vector / (float)Math.Sqrt(sq) * maxLength;
            return vector;
        }

        public static float SqrMagnitude(Vector2 a) { return a.x * a.x + a.y * a.y; }
        public float SqrMagnitude() { return x * x + y * y; }
        public static Vector2 Min(Vector2 lhs, Vector2 rhs) { return new Vector2(Mathf.Min(lhs.x, rhs.x), Mathf.Min(lhs.y, rhs.y)); }
        public static Vector2 Max(Vector2 lhs, Vector2 rhs) { return new Vector2(Mathf.Max(lhs.x, rhs.x), Mathf.Max(lhs.y, rhs.y)); }

        public static Vector2 SmoothDamp(Vector2 current, Vector2 target, ref Vector2 currentVelocity, float smoothTime, float maxSpeed)
        {
            return SmoothDamp(current, target, ref currentVelocity, smoothTime, maxSpeed, Time.deltaTime);
        }

        public static Vector2 SmoothDamp(Vector2 current, Vector2 target, ref Vector2 currentVelocity, float smoothTime)
        {
            return SmoothDamp(current, target, ref currentVelocity, smoothTime, Mathf.Infinity, Time.deltaTime);
        }

        // Per component, as Mathf.SmoothDamp, with the change clamped to maxSpeed * smoothTime as a whole.
        public static Vector2 SmoothDamp(Vector2 current, Vector2 target, ref Vector2 currentVelocity, float smoothTime, float maxSpeed, float deltaTime)
        {
            var v3 = new Vector3(currentVelocity.x, currentVelocity.y, 0f);
            var r = Vector3.SmoothDamp(new Vector3(current.x, current.y, 0f), new Vector3(target.x, target.y, 0f), ref v3, smoothTime, maxSpeed, deltaTime);
            currentVelocity = new Vector2(v3.x, v3.y);
            return new Vector2(r.x, r.y);
        }

        public static Vector2 operator +(Vector2 a, Vector2 b) { return new Vector2(a.x + b.x, a.y + b.y); }
        public static Vector2 operator -(Vector2 a, Vector2 b) { return new Vector2(a.x - b.x, a.y - b.y); }
        public static Vector2 operator *(Vector2 a, Vector2 b) { return new Vector2(a.x * b.x, a.y * b.y); }
        public static Vector2 operator /(Vector2 a, Vector2 b) { return new Vector2(a.x / b.x, a.y / b.y); }
        public static Vector2 operator -(Vector2 a) { return new Vector2(-a.x, -a.y); }
        public static Vector2 operator *(Vector2 a, float d) { return new Vector2(a.x * d, a.y * d); }
        public static Vector2 operator *(float d, Vector2 a) { return new Vector2(a.x * d, a.y * d); }
        public static Vector2 operator /(Vector2 a, float d) { return new Vector2(a.x / d, a.y / d); }
        public static bool operator ==(Vector2 lhs, Vector2 rhs) { var dx = lhs.x - rhs.x; var dy = lhs.y - rhs.y; return dx * dx + dy * dy < kEpsilon * kEpsilon; }
        public static bool operator !=(Vector2 lhs, Vector2 rhs) { return !(lhs == rhs); }
        public static implicit operator Vector2(Vector3 v) { return new Vector2(v.x, v.y); }
        public static implicit operator Vector3(Vector2 v) { return new Vector3(v.x, v.y, 0f); }

        public bool Equals(Vector2 other) { return x == other.x && y == other.y; }
        public override bool Equals(object other) { return other is Vector2 && Equals((Vector2)other); }
        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2); }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("({0}, {1})", x.ToString(format, formatProvider), y.ToString(format, formatProvider));
        }
    }
}
