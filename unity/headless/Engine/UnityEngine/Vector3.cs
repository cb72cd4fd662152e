using System;
using System.Globalization;

namespace UnityEngine
{
    [Serializable]
    public struct Vector3 : IEquatable<Vector3>, IFormattable
    {
        public float x;
        public float y;
        public float z;

        public Vector3(float x, float y, float z) { this.x = x; this.y = y; this.z = z; }
        public Vector3(float x, float y) { this.x = x; this.y = y; z = 0f; }

        public float this[int index]
        {
            get
            {
                switch (index) { case 0: return x; case 1: return y; case 2: return z; }
                throw new IndexOutOfRangeException("Invalid Vector3 index!");
            }
            set
            {
                switch (index) { case 0: x = value; break; case 1: y = value; break; case 2: z = value; break; default: throw new IndexOutOfRangeException("Invalid Vector3 index!"); }
            }
        }

        public static Vector3 zero { get { return new Vector3(0f, 0f, 0f); } }
        public static Vector3 one { get { return new Vector3(1f, 1f, 1f); } }
        public static Vector3 up { get { return new Vector3(0f, 1f, 0f); } }
        public static Vector3 down { get { return new Vector3(0f, -1f, 0f); } }
        public static Vector3 left { get { return new Vector3(-1f, 0f, 0f); } }
        public static Vector3 right { get { return new Vector3(1f, 0f, 0f); } }
        public static Vector3 forward { get { return new Vector3(0f, 0f, 1f); } }
        public static Vector3 back { get { return new Vector3(0f, 0f, -1f); } }

        public float magnitude { get { return (float)Math.Sqrt(x * x + y * y + z * z); } }
        public float sqrMagnitude { get { return x * x + y * y + z * z; } }

        public Vector3 normalized
        {
            get
            {
                var m = magnitude;
                return m > 1e-5f ? this / m : zero;
            }
        }

        public void Normalize() { this = normalized; }
        public void Set(float newX, float newY, float newZ) { x = newX; y = newY; z = newZ; }

        public static float Dot(Vector3 lhs, Vector3 rhs) { return lhs.x * rhs.x + lhs.y * rhs.y + lhs.z * rhs.z; }
        public static Vector3 Cross(Vector3 lhs, Vector3 rhs)
        {
            return new Vector3(lhs.y * rhs.z - lhs.z * rhs.y, lhs.z * rhs.x - lhs.x * rhs.z, lhs.x * rhs.y - lhs.y * rhs.x);
        }
        public static float Distance(Vector3 a, Vector3 b) { return (a - b).magnitude; }
        public static float Magnitude(Vector3 vector) { return vector.magnitude; }
        public static Vector3 Normalize(Vector3 value) { return value.normalized; }
        public static Vector3 Scale(Vector3 a, Vector3 b) { return new Vector3(a.x * b.x, a.y * b.y, a.z * b.z); }
        public void Scale(Vector3 scale) { x *= scale.x; y *= scale.y; z *= scale.z; }
        public static Vector3 Lerp(Vector3 a, Vector3 b, float t) { t = Mathf.Clamp01(t); return a + (b - a) * t; }
        public static Vector3 LerpUnclamped(Vector3 a, Vector3 b, float t) { return a + (b - a) * t; }
        public static Vector3 Min(Vector3 a, Vector3 b) { return new Vector3(Math.Min(a.x, b.x), Math.Min(a.y, b.y), Math.Min(a.z, b.z)); }
        public static Vector3 Max(Vector3 a, Vector3 b) { return new Vector3(Math.Max(a.x, b.x), Math.Max(a.y, b.y), Math.Max(a.z, b.z)); }
        public static float Angle(Vector3 from, Vector3 to)
        {
            var d = (float)Math.Sqrt(from.sqrMagnitude * to.sqrMagnitude);
            if (d < 1e-15f) return 0f;
            return (float)Math.Acos(Mathf.Clamp(Dot(from, to) / d, -1f, 1f)) * Mathf.Rad2Deg;
        }
        public static float SqrMagnitude(Vector3 vector) { return vector.sqrMagnitude; }

        public static Vector3 ClampMagnitude(Vector3 vector, float maxLength)
        {
            var sqr = vector.sqrMagnitude;
            return sqr > maxLength * maxLength ? vector * (maxLength / (float)Math.Sqrt(sqr)) : vector;
        }

        public static Vector3 Reflect(Vector3 inDirection, Vector3 inNormal) { return inDirection - 2f * Dot(inNormal, inDirection) * inNormal; }

        public static Vector3 Project(Vector3 vector, Vector3 onNormal)
        {
            var sqr = Dot(onNormal, onNormal);
            return sqr < Mathf.Epsilon ? zero : onNormal * (Dot(vector, onNormal) / sqr);
        }

        public static Vector3 ProjectOnPlane(Vector3 vector, Vector3 planeNormal) { return vector - Project(vector, planeNormal); }

        public static float SignedAngle(Vector3 from, Vector3 to, Vector3 axis)
        {
            var angle = Angle(from, to);
            return Dot(axis, Cross(from, to)) < 0f ? -angle : angle;
        }

        public static Vector3 SmoothDamp(Vector3 current, Vector3 target, ref Vector3 currentVelocity, float smoothTime)
        {
            return SmoothDamp(current, target, ref currentVelocity, smoothTime, Mathf.Infinity, Time.deltaTime);
        }

        public static Vector3 SmoothDamp(Vector3 current, Vector3 target, ref Vector3 currentVelocity, float smoothTime, float maxSpeed)
        {
            return SmoothDamp(current, target, ref currentVelocity, smoothTime, maxSpeed, Time.deltaTime);
        }

        // Mathf.SmoothDamp per axis, with the speed limit on the vector's length.
        public static Vector3 SmoothDamp(Vector3 current, Vector3 target, ref Vector3 currentVelocity, float smoothTime, float maxSpeed, float deltaTime)
        {
            var change = ClampMagnitude(current - target, maxSpeed * Mathf.Max(0.0001f, smoothTime));
            var limited = current - change;
            float vx = currentVelocity.x, vy = currentVelocity.y, vz = currentVelocity.z;
            var result = new Vector3(
                Mathf.SmoothDamp(current.x, limited.x, ref vx, smoothTime, Mathf.Infinity, deltaTime),
                Mathf.SmoothDamp(current.y, limited.y, ref vy, smoothTime, Mathf.Infinity, deltaTime),
                Mathf.SmoothDamp(current.z, limited.z, ref vz, smoothTime, Mathf.Infinity, deltaTime));
            currentVelocity = new Vector3(vx, vy, vz);
            return result;
        }

        public static Vector3 MoveTowards(Vector3 current, Vector3 target, float maxDistanceDelta)
        {
            var delta = target - current;
            var dist = delta.magnitude;
            if (dist <= maxDistanceDelta || dist == 0f) return target;
            return current + delta / dist * maxDistanceDelta;
        }

        public static Vector3 operator +(Vector3 a, Vector3 b) { return new Vector3(a.x + b.x, a.y + b.y, a.z + b.z); }
        public static Vector3 operator -(Vector3 a, Vector3 b) { return new Vector3(a.x - b.x, a.y - b.y, a.z - b.z); }
        public static Vector3 operator -(Vector3 a) { return new Vector3(-a.x, -a.y, -a.z); }
        public static Vector3 operator *(Vector3 a, float d) { return new Vector3(a.x * d, a.y * d, a.z * d); }
        public static Vector3 operator *(float d, Vector3 a) { return new Vector3(a.x * d, a.y * d, a.z * d); }
        public static Vector3 operator /(Vector3 a, float d) { return new Vector3(a.x / d, a.y / d, a.z / d); }
        public static bool operator ==(Vector3 lhs, Vector3 rhs) { return (lhs - rhs).sqrMagnitude < 9.99999944E-11f; }
        public static bool operator !=(Vector3 lhs, Vector3 rhs) { return !(lhs == rhs); }

        public bool Equals(Vector3 other) { return x.Equals(other.x) && y.Equals(other.y) && z.Equals(other.z); }
        public override bool Equals(object other) { return other is Vector3 && Equals((Vector3)other); }
        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2) ^ (z.GetHashCode() >> 2); }
        public const float kEpsilon = 0.00001F;
        public const float kEpsilonNormalSqrt = 1e-15F;

        public static Vector3 positiveInfinity { get { return new Vector3(float.PositiveInfinity, float.PositiveInfinity, float.PositiveInfinity); } }
        public static Vector3 negativeInfinity { get { return new Vector3(float.NegativeInfinity, float.NegativeInfinity, float.NegativeInfinity); } }

        [Obsolete("Use Vector3.forward instead.")]
        public static Vector3 fwd { get { return new Vector3(0f, 0f, 1f); } }

        [Obsolete("Use Vector3.Angle instead. AngleBetween uses radians instead of degrees and was deprecated for this reason")]
        public static float AngleBetween(Vector3 from, Vector3 to) { return (float)Math.Acos(Mathf.Clamp(Dot(from.normalized, to.normalized), -1f, 1f)); }

        [Obsolete("Use Vector3.ProjectOnPlane instead.")]
        public static Vector3 Exclude(Vector3 excludeThis, Vector3 fromThat) { return ProjectOnPlane(fromThat, excludeThis); }

        // Spherical interpolation of direction and linear of length (UnityCsReference Math.bindings.cs: native in Unity).
        public static Vector3 Slerp(Vector3 a, Vector3 b, float t) { return SlerpUnclamped(a, b, Mathf.Clamp01(t)); }

        public static Vector3 SlerpUnclamped(Vector3 a, Vector3 b, float t)
        {
            var la = a.magnitude; var lb = b.magnitude;
            if (la < kEpsilon || lb < kEpsilon) return LerpUnclamped(a, b, t);
            var na = a / la; var nb = b / lb;
            var dot = Mathf.Clamp(Dot(na, nb), -1f, 1f);
            var theta = (float)Math.Acos(dot) * t;
            Vector3 dir;
            if (dot > 0.9995f) dir = LerpUnclamped(na, nb, t).normalized;
            else
            {
                var axis = dot < -0.9995f ? Cross(na, Math.Abs(na.x) < 0.9f ? right : up).normalized : Cross(na, nb).normalized;
                dir = Quaternion.AngleAxis(theta * Mathf.Rad2Deg, axis) * na;
            }
            return dir * (la + (lb - la) * t);
        }

        public static void OrthoNormalize(ref Vector3 normal, ref Vector3 tangent)
        {
            normal = normal.sqrMagnitude > kEpsilonNormalSqrt ? normal.normalized : right;
            tangent = ProjectOnPlane(tangent, normal);
            if (tangent.sqrMagnitude < kEpsilonNormalSqrt) tangent = Cross(normal, Math.Abs(normal.x) < 0.9f ? right : up);
            tangent = tangent.normalized;
        }

        public static void OrthoNormalize(ref Vector3 normal, ref Vector3 tangent, ref Vector3 binormal)
        {
            OrthoNormalize(ref normal, ref tangent);
            binormal = binormal - Project(binormal, normal) - Project(binormal, tangent);
            if (binormal.sqrMagnitude < kEpsilonNormalSqrt) binormal = Cross(normal, tangent);
            binormal = binormal.normalized;
        }

        // Turns current towards target by at most maxRadiansDelta and changes its length by at most maxMagnitudeDelta.
        public static Vector3 RotateTowards(Vector3 current, Vector3 target, float maxRadiansDelta, float maxMagnitudeDelta)
        {
            var lc = current.magnitude; var lt = target.magnitude;
            if (lc < kEpsilon || lt < kEpsilon) return MoveTowards(current, target, maxMagnitudeDelta);
            var nc = current / lc; var nt = target / lt;
            var angle = (float)Math.Acos(Mathf.Clamp(Dot(nc, nt), -1f, 1f));
            var length = Mathf.MoveTowards(lc, lt, maxMagnitudeDelta);
            if (angle < 1e-6f) return nt * length;
            var t = Mathf.Min(1f, maxRadiansDelta / angle);
            return SlerpUnclamped(nc, nt, t).normalized * length;
        }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("({0}, {1}, {2})", x.ToString(format, formatProvider), y.ToString(format, formatProvider), z.ToString(format, formatProvider));
        }

#if UNITY_6000_3_OR_NEWER
        // The `in` overloads of UnityCsReference 6000.3+ Runtime/Export/Math/Math.bindings.cs.
        public static Vector3 Slerp(in Vector3 a, in Vector3 b, float t) { return Slerp(a, b, t); }
        public static Vector3 SlerpUnclamped(in Vector3 a, in Vector3 b, float t) { return SlerpUnclamped(a, b, t); }
        public static Vector3 RotateTowards(in Vector3 current, in Vector3 target, float maxRadiansDelta, float maxMagnitudeDelta) { return RotateTowards(current, target, maxRadiansDelta, maxMagnitudeDelta); }
#endif
    }
}
