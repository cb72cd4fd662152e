using System;

namespace UnityEngine
{
    [Serializable]
    public struct Vector3Int : IEquatable<Vector3Int>
    {
        int m_X;
        int m_Y;
        int m_Z;

        public Vector3Int(int x, int y, int z) { m_X = x; m_Y = y; m_Z = z; }
        public int x { get { return m_X; } set { m_X = value; } }
        public int y { get { return m_Y; } set { m_Y = value; } }
        public int z { get { return m_Z; } set { m_Z = value; } }
        public static Vector3Int zero { get { return new Vector3Int(0, 0, 0); } }
        public static Vector3Int one { get { return new Vector3Int(1, 1, 1); } }
        public static bool operator ==(Vector3Int a, Vector3Int b) { return a.m_X == b.m_X && a.m_Y == b.m_Y && a.m_Z == b.m_Z; }
        public static bool operator !=(Vector3Int a, Vector3Int b) { return !(a == b); }
        public static implicit operator Vector3(Vector3Int v) { return new Vector3(v.m_X, v.m_Y, v.m_Z); }
        public bool Equals(Vector3Int other) { return this == other; }
        public override bool Equals(object other) { return other is Vector3Int && Equals((Vector3Int)other); }
        public override int GetHashCode() { return m_X ^ (m_Y << 2) ^ (m_Z >> 2); }
        public override string ToString() { return "(" + m_X + ", " + m_Y + ", " + m_Z + ")"; }
    }
}
