using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Math/Vector4.cs (signatures).
    [Serializable]
    public struct Vector4 : IEquatable<Vector4>, IFormattable
    {
        public const float kEpsilon = 0.00001F;

        public float x;
        public float y;
        public float z;
        public float w;

        public float this[int index]
        {
            get
            {
                switch (index) { case 0: return x; case 1: return y; case 2: return z; case 3: return w; }
                throw new IndexOutOfRangeException("Invalid Vector4 index!");
            }
            set
            {
                switch (index)
                {
                    case 0: x = value; break;
                    case 1: y = value; break;
                    case 2: z = value; break;
                    case 3: w = value; break;
                    default: throw new IndexOutOfRangeException("Invalid Vector4 index!");
                }
            }
        }

        public Vector4(float x, float y, float z, float w) { this.x = x; this.y = y; this.z = z; this.w = w; }
        public Vector4(float x, float y, float z) { this.x = x; this.y = y; this.z = z; w = 0f; }
        public Vector4(float x, float y) { this.x = x; this.y = y; z = 0f; w = 0f; }

        public void Set(float newX, float newY, float newZ, float newW) { x = newX; y = newY; z = newZ; w = newW; }

        public static Vector4 Lerp(Vector4 a, Vector4 b, float t) { return LerpUnclamped(a, b, Mathf.Clamp01(t)); }
        public static Vector4 LerpUnclamped(Vector4 a, Vector4 b, float t) { return new Vector4(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t); }

        public static Vector4 MoveTowards(Vector4 current, Vector4 target, float maxDistanceDelta)
        {
            var d = target - current;
            var sq = d.sqrMagnitude;
            if (sq == 0f || (maxDistanceDelta >= 0f && sq <= maxDistanceDelta * maxDistanceDelta)) return target;
            return current + d / (float)Math.Sqrt(sq) * maxDistanceDelta;
        }

        public static Vector4 Scale(Vector4 a, Vector4 b) { return new Vector4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w); }
        public void Scale(Vector4 scale) { x *= scale.x; y *= scale.y; z *= scale.z; w *= scale.w; }

        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2) ^ (z.GetHashCode() >> 2) ^ (w.GetHashCode() >> 1); }
        public override bool Equals(object other) { return other is Vector4 && Equals((Vector4)other); }
        public bool Equals(Vector4 other) { return x == other.x && y == other.y && z == other.z && w == other.w; }

        public static Vector4 Normalize(Vector4 a)
        {
            var m = Magnitude(a);
            return m > kEpsilon ? a / m : zero;
        }

        public void Normalize() { this = Normalize(this); }
        public Vector4 normalized { get { return Normalize(this); } }

        public static float Dot(Vector4 a, Vector4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
        public static Vector4 Project(Vector4 a, Vector4 b) { return b * (Dot(a, b) / Dot(b, b)); }
        public static float Distance(Vector4 a, Vector4 b) { return Magnitude(a - b); }
        public static float Magnitude(Vector4 a) { return (float)Math.Sqrt(Dot(a, a)); }
        public float magnitude { get { return (float)Math.Sqrt(Dot(this, this)); } }
        public float sqrMagnitude { get { return Dot(this, this); } }
        public static Vector4 Min(Vector4 lhs, Vector4 rhs) { return new Vector4(Mathf.Min(lhs.x, rhs.x), Mathf.Min(lhs.y, rhs.y), Mathf.Min(lhs.z, rhs.z), Mathf.Min(lhs.w, rhs.w)); }
        public static Vector4 Max(Vector4 lhs, Vector4 rhs) { return new Vector4(Mathf.Max(lhs.x, rhs.x), Mathf.Max(lhs.y, rhs.y), Mathf.Max(lhs.z, rhs.z), Mathf.Max(lhs.w, rhs.w)); }

        public static Vector4 zero { get { return new Vector4(0f, 0f, 0f, 0f); } }
        public static Vector4 one { get { return new Vector4(1f, 1f, 1f, 1f); } }
        public static Vector4 positiveInfinity { get { return new Vector4(float.PositiveInfinity, float.PositiveInfinity, float.PositiveInfinity, float.PositiveInfinity); } }
        public static Vector4 negativeInfinity { get { return new Vector4(float.NegativeInfinity, float.NegativeInfinity, float.NegativeInfinity, float.NegativeInfinity); } }

        public static Vector4 operator +(Vector4 a, Vector4 b) { return new Vector4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
        public static Vector4 operator -(Vector4 a, Vector4 b) { return new Vector4(a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w); }
        public static Vector4 operator -(Vector4 a) { return new Vector4(-a.x, -a.y, -a.z, -a.w); }
        public static Vector4 operator *(Vector4 a, float d) { return new Vector4(a.x * d, a.y * d, a.z * d, a.w * d); }
        public static Vector4 operator *(float d, Vector4 a) { return new Vector4(a.x * d, a.y * d, a.z * d, a.w * d); }
        public static Vector4 operator /(Vector4 a, float d) { return new Vector4(a.x / d, a.y / d, a.z / d, a.w / d); }
        public static bool operator ==(Vector4 lhs, Vector4 rhs) { return (lhs - rhs).sqrMagnitude < kEpsilon * kEpsilon; }
        public static bool operator !=(Vector4 lhs, Vector4 rhs) { return !(lhs == rhs); }
        public static implicit operator Vector4(Vector3 v) { return new Vector4(v.x, v.y, v.z, 0f); }
        public static implicit operator Vector3(Vector4 v) { return new Vector3(v.x, v.y, v.z); }
        public static implicit operator Vector4(Vector2 v) { return new Vector4(v.x, v.y, 0f, 0f); }
        public static implicit operator Vector2(Vector4 v) { return new Vector2(v.x, v.y); }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("({0}, {1}, {2}, {3})", x.ToString(format, formatProvider), y.ToString(format, formatProvider), z.ToString(format, formatProvider), w.ToString(format, formatProvider));
        }

        public static float SqrMagnitude(Vector4 a) { return Dot(a, a); }
        public float SqrMagnitude() { return Dot(this, this); }
    }
}
