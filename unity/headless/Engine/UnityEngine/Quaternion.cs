using System;
using System.Globalization;

namespace UnityEngine
{
    [Serializable]
    public struct Quaternion : IEquatable<Quaternion>, IFormattable
    {
        public float x;
        public float y;
        public float z;
        public float w;

        public Quaternion(float x, float y, float z, float w) { this.x = x; this.y = y; this.z = z; this.w = w; }

        public static Quaternion identity { get { return new Quaternion(0f, 0f, 0f, 1f); } }

        public float this[int index]
        {
            get
            {
                switch (index) { case 0: return x; case 1: return y; case 2: return z; case 3: return w; }
                throw new IndexOutOfRangeException("Invalid Quaternion index!");
            }
            set
            {
                switch (index) { case 0: x = value; break; case 1: y = value; break; case 2: z = value; break; case 3: w = value; break; default: throw new IndexOutOfRangeException("Invalid Quaternion index!"); }
            }
        }

        public Quaternion normalized
        {
            get
            {
                var m = (float)Math.Sqrt(x * x + y * y + z * z + w * w);
                return m < 1e-12f ? identity : new Quaternion(x / m, y / m, z / m, w / m);
            }
        }

        public void Normalize() { this = normalized; }
        public void Set(float newX, float newY, float newZ, float newW) { x = newX; y = newY; z = newZ; w = newW; }

        // Unity applies Euler rotations Z first, then X, then Y (q = qy * qx * qz).
        public static Quaternion Euler(float x, float y, float z)
        {
            return AngleAxis(y, Vector3.up) * AngleAxis(x, Vector3.right) * AngleAxis(z, Vector3.forward);
        }

        public static Quaternion Euler(Vector3 euler) { return Euler(euler.x, euler.y, euler.z); }

        public Vector3 eulerAngles
        {
            get
            {
                var q = normalized;
                float r00 = 1 - 2 * (q.y * q.y + q.z * q.z);
                float r02 = 2 * (q.x * q.z + q.y * q.w);
                float r10 = 2 * (q.x * q.y + q.z * q.w);
                float r11 = 1 - 2 * (q.x * q.x + q.z * q.z);
                float r12 = 2 * (q.y * q.z - q.x * q.w);
                float r20 = 2 * (q.x * q.z - q.y * q.w);
                float r22 = 1 - 2 * (q.x * q.x + q.y * q.y);
                float sx = Mathf.Clamp(-r12, -1f, 1f);
                float ex = (float)Math.Asin(sx);
                float ey, ez;
                if (Math.Abs(sx) < 0.99999f)
                {
                    ey = (float)Math.Atan2(r02, r22);
                    ez = (float)Math.Atan2(r10, r11);
                }
                else
                {
                    ey = (float)Math.Atan2(-r20, r00);
                    ez = 0f;
                }
                return new Vector3(Wrap(ex * Mathf.Rad2Deg), Wrap(ey * Mathf.Rad2Deg), Wrap(ez * Mathf.Rad2Deg));
            }
            set { this = Euler(value); }
        }

        static float Wrap(float degrees)
        {
            degrees %= 360f;
            if (degrees < 0f) degrees += 360f;
            if (degrees >= 359.9999f) degrees = 0f;
            return degrees;
        }

        public static Quaternion AngleAxis(float angle, Vector3 axis)
        {
            var n = axis.normalized;
            var half = angle * Mathf.Deg2Rad * 0.5f;
            var s = (float)Math.Sin(half);
            return new Quaternion(n.x * s, n.y * s, n.z * s, (float)Math.Cos(half));
        }

        public static Quaternion FromToRotation(Vector3 fromDirection, Vector3 toDirection)
        {
            var angle = Vector3.Angle(fromDirection, toDirection);
            var axis = Vector3.Cross(fromDirection, toDirection);
            if (axis.sqrMagnitude < 1e-12f)
            {
                if (angle < 90f) return identity;
                // Opposite directions: any axis perpendicular to fromDirection.
                axis = Vector3.Cross(fromDirection, Vector3.right);
                if (axis.sqrMagnitude < 1e-12f) axis = Vector3.Cross(fromDirection, Vector3.up);
            }

            return AngleAxis(angle, axis);
        }

        public static Quaternion LookRotation(Vector3 forward)
        {
            return LookRotation(forward, Vector3.up);
        }

        public static Quaternion LookRotation(Vector3 forward, Vector3 upwards)
        {
            var f = forward.normalized;
            if (f.sqrMagnitude < 1e-12f) return identity;
            var r = Vector3.Cross(upwards, f).normalized;
            if (r.sqrMagnitude < 1e-12f) r = Vector3.Cross(Vector3.right, f).normalized;
            var u = Vector3.Cross(f, r);
            float m00 = r.x, m01 = u.x, m02 = f.x, m10 = r.y, m11 = u.y, m12 = f.y, m20 = r.z, m21 = u.z, m22 = f.z;
            float trace = m00 + m11 + m22;
            Quaternion q;
            if (trace > 0f)
            {
                var s = (float)Math.Sqrt(trace + 1f) * 2f;
                q = new Quaternion((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, 0.25f * s);
            }
            else if (m00 > m11 && m00 > m22)
            {
                var s = (float)Math.Sqrt(1f + m00 - m11 - m22) * 2f;
                q = new Quaternion(0.25f * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s);
            }
            else if (m11 > m22)
            {
                var s = (float)Math.Sqrt(1f + m11 - m00 - m22) * 2f;
                q = new Quaternion((m01 + m10) / s, 0.25f * s, (m12 + m21) / s, (m02 - m20) / s);
            }
            else
            {
                var s = (float)Math.Sqrt(1f + m22 - m00 - m11) * 2f;
                q = new Quaternion((m02 + m20) / s, (m12 + m21) / s, 0.25f * s, (m10 - m01) / s);
            }
            return q.normalized;
        }

        public static Quaternion Inverse(Quaternion rotation)
        {
            var n = rotation.x * rotation.x + rotation.y * rotation.y + rotation.z * rotation.z + rotation.w * rotation.w;
            if (n < 1e-12f) return identity;
            return new Quaternion(-rotation.x / n, -rotation.y / n, -rotation.z / n, rotation.w / n);
        }

        public static float Dot(Quaternion a, Quaternion b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

        public static float Angle(Quaternion a, Quaternion b)
        {
            var dot = Math.Min(Math.Abs(Dot(a, b)), 1f);
            return dot > 0.999999f ? 0f : (float)Math.Acos(dot) * 2f * Mathf.Rad2Deg;
        }

        public static Quaternion Slerp(Quaternion a, Quaternion b, float t)
        {
            return SlerpUnclamped(a, b, Mathf.Clamp01(t));
        }

        public static Quaternion SlerpUnclamped(Quaternion a, Quaternion b, float t)
        {
            var dot = Dot(a, b);
            if (dot < 0f) { b = new Quaternion(-b.x, -b.y, -b.z, -b.w); dot = -dot; }
            if (dot > 0.9995f) return Lerp(a, b, t);
            var theta = (float)Math.Acos(dot);
            var s = (float)Math.Sin(theta);
            var wa = (float)Math.Sin((1 - t) * theta) / s;
            var wb = (float)Math.Sin(t * theta) / s;
            return new Quaternion(a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb);
        }

        public static Quaternion Lerp(Quaternion a, Quaternion b, float t)
        {
            return new Quaternion(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t).normalized;
        }

        public static Quaternion operator *(Quaternion lhs, Quaternion rhs)
        {
            return new Quaternion(
                lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
                lhs.w * rhs.y + lhs.y * rhs.w + lhs.z * rhs.x - lhs.x * rhs.z,
                lhs.w * rhs.z + lhs.z * rhs.w + lhs.x * rhs.y - lhs.y * rhs.x,
                lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z);
        }

        public static Vector3 operator *(Quaternion rotation, Vector3 point)
        {
            var u = new Vector3(rotation.x, rotation.y, rotation.z);
            var t = 2f * Vector3.Cross(u, point);
            return point + rotation.w * t + Vector3.Cross(u, t);
        }

        public static bool operator ==(Quaternion lhs, Quaternion rhs) { return Dot(lhs, rhs) > 0.999999f; }
        public static bool operator !=(Quaternion lhs, Quaternion rhs) { return !(lhs == rhs); }

        public bool Equals(Quaternion other) { return x.Equals(other.x) && y.Equals(other.y) && z.Equals(other.z) && w.Equals(other.w); }
        public override bool Equals(object other) { return other is Quaternion && Equals((Quaternion)other); }
        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2) ^ (z.GetHashCode() >> 2) ^ (w.GetHashCode() >> 1); }
        public const float kEpsilon = 0.000001F;

        public static Quaternion LerpUnclamped(Quaternion a, Quaternion b, float t)
        {
            if (Dot(a, b) < 0f) b = new Quaternion(-b.x, -b.y, -b.z, -b.w);
            return new Quaternion(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t).normalized;
        }

        public static Quaternion RotateTowards(Quaternion from, Quaternion to, float maxDegreesDelta)
        {
            var angle = Angle(from, to);
            if (angle == 0f) return to;
            return SlerpUnclamped(from, to, Mathf.Min(1f, maxDegreesDelta / angle));
        }

        public static Quaternion Normalize(Quaternion q) { return q.normalized; }

        public void SetLookRotation(Vector3 view) { this = LookRotation(view, Vector3.up); }
        public void SetLookRotation(Vector3 view, Vector3 up) { this = LookRotation(view, up); }
        public void SetFromToRotation(Vector3 fromDirection, Vector3 toDirection) { this = FromToRotation(fromDirection, toDirection); }

        // Degrees; the axis of the identity is (1, 0, 0).
        public void ToAngleAxis(out float angle, out Vector3 axis)
        {
            ToAxisAngleRad(out axis, out angle);
            angle *= Mathf.Rad2Deg;
        }

        void ToAxisAngleRad(out Vector3 axis, out float angle)
        {
            var q = normalized;
            if (q.w < 0f) q = new Quaternion(-q.x, -q.y, -q.z, -q.w);
            angle = 2f * (float)Math.Acos(Mathf.Clamp(q.w, -1f, 1f));
            var s = (float)Math.Sqrt(Math.Max(0f, 1f - q.w * q.w));
            axis = s < 1e-6f ? new Vector3(1f, 0f, 0f) : new Vector3(q.x / s, q.y / s, q.z / s);
        }

        static Quaternion FromEulerRad(Vector3 euler) { return Euler(euler * Mathf.Rad2Deg); }
        static Vector3 ToEulerRad(Quaternion q) { return q.eulerAngles * Mathf.Deg2Rad; }

        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public static Quaternion EulerRotation(float x, float y, float z) { return FromEulerRad(new Vector3(x, y, z)); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public static Quaternion EulerRotation(Vector3 euler) { return FromEulerRad(euler); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public void SetEulerRotation(float x, float y, float z) { this = FromEulerRad(new Vector3(x, y, z)); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public void SetEulerRotation(Vector3 euler) { this = FromEulerRad(euler); }
        [Obsolete("Use Quaternion.eulerAngles instead. This function was deprecated because it uses radians instead of degrees.")]
        public Vector3 ToEuler() { return ToEulerRad(this); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public static Quaternion EulerAngles(float x, float y, float z) { return FromEulerRad(new Vector3(x, y, z)); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public static Quaternion EulerAngles(Vector3 euler) { return FromEulerRad(euler); }
        [Obsolete("Use Quaternion.ToAngleAxis instead. This function was deprecated because it uses radians instead of degrees.")]
        public void ToAxisAngle(out Vector3 axis, out float angle) { ToAxisAngleRad(out axis, out angle); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public void SetEulerAngles(float x, float y, float z) { this = FromEulerRad(new Vector3(x, y, z)); }
        [Obsolete("Use Quaternion.Euler instead. This function was deprecated because it uses radians instead of degrees.")]
        public void SetEulerAngles(Vector3 euler) { this = FromEulerRad(euler); }
        [Obsolete("Use Quaternion.eulerAngles instead. This function was deprecated because it uses radians instead of degrees.")]
        public static Vector3 ToEulerAngles(Quaternion rotation) { return ToEulerRad(rotation); }
        [Obsolete("Use Quaternion.eulerAngles instead. This function was deprecated because it uses radians instead of degrees.")]
        public Vector3 ToEulerAngles() { return ToEulerRad(this); }
        [Obsolete("Use Quaternion.AngleAxis instead. This function was deprecated because it uses radians instead of degrees.")]
        public void SetAxisAngle(Vector3 axis, float angle) { this = AngleAxis(Mathf.Rad2Deg * angle, axis); }
        [Obsolete("Use Quaternion.AngleAxis instead. This function was deprecated because it uses radians instead of degrees")]
        public static Quaternion AxisAngle(Vector3 axis, float angle) { return AngleAxis(Mathf.Rad2Deg * angle, axis); }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F5";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("({0}, {1}, {2}, {3})", x.ToString(format, formatProvider), y.ToString(format, formatProvider), z.ToString(format, formatProvider), w.ToString(format, formatProvider));
        }

#if UNITY_6000_3_OR_NEWER
        // The `in` overloads of UnityCsReference 6000.3+ Runtime/Export/Math/Math.bindings.cs.
        public static Quaternion FromToRotation(in Vector3 fromDirection, in Vector3 toDirection) { return FromToRotation(fromDirection, toDirection); }
        public static Quaternion Inverse(in Quaternion rotation) { return Inverse(rotation); }
        public static Quaternion Slerp(in Quaternion a, in Quaternion b, float t) { return Slerp(a, b, t); }
        public static Quaternion SlerpUnclamped(in Quaternion a, in Quaternion b, float t) { return SlerpUnclamped(a, b, t); }
        public static Quaternion Lerp(in Quaternion a, in Quaternion b, float t) { return Lerp(a, b, t); }
        public static Quaternion LerpUnclamped(in Quaternion a, in Quaternion b, float t) { return LerpUnclamped(a, b, t); }
        public static Quaternion AngleAxis(float angle, in Vector3 axis) { return AngleAxis(angle, axis); }
        public static Quaternion LookRotation(in Vector3 forward, in Vector3 upwards) { return LookRotation(forward, upwards); }
        public static Quaternion LookRotation(in Vector3 forward) { return LookRotation(forward); }
#endif
    }
}
