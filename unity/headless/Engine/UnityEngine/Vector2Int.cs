using System;

namespace UnityEngine
{
    [Serializable]
    public struct Vector2Int : IEquatable<Vector2Int>
    {
        int m_X;
        int m_Y;

        public Vector2Int(int x, int y) { m_X = x; m_Y = y; }
        public int x { get { return m_X; } set { m_X = value; } }
        public int y { get { return m_Y; } set { m_Y = value; } }
        public static Vector2Int zero { get { return new Vector2Int(0, 0); } }
        public static Vector2Int one { get { return new Vector2Int(1, 1); } }
        public static bool operator ==(Vector2Int a, Vector2Int b) { return a.m_X == b.m_X && a.m_Y == b.m_Y; }
        public static bool operator !=(Vector2Int a, Vector2Int b) { return !(a == b); }
        public static implicit operator Vector2(Vector2Int v) { return new Vector2(v.m_X, v.m_Y); }
        public bool Equals(Vector2Int other) { return this == other; }
        public override bool Equals(object other) { return other is Vector2Int && Equals((Vector2Int)other); }
        public override int GetHashCode() { return m_X ^ (m_Y << 2); }
        public override string ToString() { return "(" + m_X + ", " + m_Y + ")"; }
    }
}
