using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Math/Vector3Int.cs (signatures).
    [Serializable]
    public struct Vector3Int : IEquatable<Vector3Int>, IFormattable
    {
        int m_X;
        int m_Y;
        int m_Z;

        public int x { get { return m_X; } set { m_X = value; } }
        public int y { get { return m_Y; } set { m_Y = value; } }
        public int z { get { return m_Z; } set { m_Z = value; } }

        public Vector3Int(int x, int y) { m_X = x; m_Y = y; m_Z = 0; }
        public Vector3Int(int x, int y, int z) { m_X = x; m_Y = y; m_Z = z; }

        public void Set(int x, int y, int z) { m_X = x; m_Y = y; m_Z = z; }

        public int this[int index]
        {
            get
            {
                switch (index) { case 0: return x; case 1: return y; case 2: return z; }
                throw new IndexOutOfRangeException(string.Format("Invalid Vector3Int index addressed: {0}!", index));
            }
            set
            {
                switch (index)
                {
                    case 0: x = value; break; case 1: y = value; break; case 2: z = value; break;
                    default: throw new IndexOutOfRangeException(string.Format("Invalid Vector3Int index addressed: {0}!", index));
                }
            }
        }

        public float magnitude { get { return Mathf.Sqrt(x * x + y * y + z * z); } }
        public int sqrMagnitude { get { return x * x + y * y + z * z; } }

        public static float Distance(Vector3Int a, Vector3Int b) { return (a - b).magnitude; }
        public static Vector3Int Min(Vector3Int lhs, Vector3Int rhs) { return new Vector3Int(Mathf.Min(lhs.x, rhs.x), Mathf.Min(lhs.y, rhs.y), Mathf.Min(lhs.z, rhs.z)); }
        public static Vector3Int Max(Vector3Int lhs, Vector3Int rhs) { return new Vector3Int(Mathf.Max(lhs.x, rhs.x), Mathf.Max(lhs.y, rhs.y), Mathf.Max(lhs.z, rhs.z)); }
        public static Vector3Int Scale(Vector3Int a, Vector3Int b) { return new Vector3Int(a.x * b.x, a.y * b.y, a.z * b.z); }
        public void Scale(Vector3Int scale) { x *= scale.x; y *= scale.y; z *= scale.z; }
        public void Clamp(Vector3Int min, Vector3Int max) { x = Math.Min(max.x, Math.Max(min.x, x)); y = Math.Min(max.y, Math.Max(min.y, y)); z = Math.Min(max.z, Math.Max(min.z, z)); }

        public static implicit operator Vector3(Vector3Int v) { return new Vector3(v.x, v.y, v.z); }
        public static explicit operator Vector2Int(Vector3Int v) { return new Vector2Int(v.x, v.y); }

        public static Vector3Int FloorToInt(Vector3 v) { return new Vector3Int(Mathf.FloorToInt(v.x), Mathf.FloorToInt(v.y), Mathf.FloorToInt(v.z)); }
        public static Vector3Int CeilToInt(Vector3 v) { return new Vector3Int(Mathf.CeilToInt(v.x), Mathf.CeilToInt(v.y), Mathf.CeilToInt(v.z)); }
        public static Vector3Int RoundToInt(Vector3 v) { return new Vector3Int(Mathf.RoundToInt(v.x), Mathf.RoundToInt(v.y), Mathf.RoundToInt(v.z)); }

        public static Vector3Int operator -(Vector3Int v) { return new Vector3Int(-v.x, -v.y, -v.z); }
        public static Vector3Int operator +(Vector3Int a, Vector3Int b) { return new Vector3Int(a.x + b.x, a.y + b.y, a.z + b.z); }
        public static Vector3Int operator -(Vector3Int a, Vector3Int b) { return new Vector3Int(a.x - b.x, a.y - b.y, a.z - b.z); }
        public static Vector3Int operator *(Vector3Int a, Vector3Int b) { return new Vector3Int(a.x * b.x, a.y * b.y, a.z * b.z); }
        public static Vector3Int operator *(int a, Vector3Int b) { return new Vector3Int(a * b.x, a * b.y, a * b.z); }
        public static Vector3Int operator *(Vector3Int a, int b) { return new Vector3Int(a.x * b, a.y * b, a.z * b); }
        public static Vector3Int operator /(Vector3Int a, int b) { return new Vector3Int(a.x / b, a.y / b, a.z / b); }
        public static bool operator ==(Vector3Int lhs, Vector3Int rhs) { return lhs.x == rhs.x && lhs.y == rhs.y && lhs.z == rhs.z; }
        public static bool operator !=(Vector3Int lhs, Vector3Int rhs) { return !(lhs == rhs); }

        public override bool Equals(object other) { return other is Vector3Int && Equals((Vector3Int)other); }
        public bool Equals(Vector3Int other) { return this == other; }
        public override int GetHashCode() { var yHash = y.GetHashCode(); var zHash = z.GetHashCode(); return x.GetHashCode() ^ (yHash << 4) ^ (yHash >> 28) ^ (zHash >> 4) ^ (zHash << 28); }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("({0}, {1}, {2})", x.ToString(format, formatProvider), y.ToString(format, formatProvider), z.ToString(format, formatProvider));
        }

        public static Vector3Int zero { get { return new Vector3Int(0, 0, 0); } }
        public static Vector3Int one { get { return new Vector3Int(1, 1, 1); } }
        public static Vector3Int up { get { return new Vector3Int(0, 1, 0); } }
        public static Vector3Int down { get { return new Vector3Int(0, -1, 0); } }
        public static Vector3Int left { get { return new Vector3Int(-1, 0, 0); } }
        public static Vector3Int right { get { return new Vector3Int(1, 0, 0); } }
        public static Vector3Int forward { get { return new Vector3Int(0, 0, 1); } }
        public static Vector3Int back { get { return new Vector3Int(0, 0, -1); } }
    }
}
