using System;
using System.Globalization;

namespace UnityEngine
{
    [Serializable]
    public struct Rect : IEquatable<Rect>
    {
        float m_XMin;
        float m_YMin;
        float m_Width;
        float m_Height;

        public Rect(float x, float y, float width, float height) { m_XMin = x; m_YMin = y; m_Width = width; m_Height = height; }
        public Rect(Vector2 position, Vector2 size) : this(position.x, position.y, size.x, size.y) { }

        public static Rect zero { get { return new Rect(0f, 0f, 0f, 0f); } }
        public float x { get { return m_XMin; } set { m_XMin = value; } }
        public float y { get { return m_YMin; } set { m_YMin = value; } }
        public float width { get { return m_Width; } set { m_Width = value; } }
        public float height { get { return m_Height; } set { m_Height = value; } }
        public Vector2 position { get { return new Vector2(m_XMin, m_YMin); } set { m_XMin = value.x; m_YMin = value.y; } }
        public Vector2 size { get { return new Vector2(m_Width, m_Height); } set { m_Width = value.x; m_Height = value.y; } }
        public Vector2 center { get { return new Vector2(m_XMin + m_Width / 2f, m_YMin + m_Height / 2f); } }
        public float xMin { get { return m_XMin; } }
        public float yMin { get { return m_YMin; } }
        public float xMax { get { return m_XMin + m_Width; } }
        public float yMax { get { return m_YMin + m_Height; } }

        public bool Contains(Vector2 point)
        {
            return point.x >= xMin && point.x < xMax && point.y >= yMin && point.y < yMax;
        }

        public static bool operator ==(Rect a, Rect b) { return a.Equals(b); }
        public static bool operator !=(Rect a, Rect b) { return !a.Equals(b); }
        public bool Equals(Rect other) { return m_XMin.Equals(other.m_XMin) && m_YMin.Equals(other.m_YMin) && m_Width.Equals(other.m_Width) && m_Height.Equals(other.m_Height); }
        public override bool Equals(object other) { return other is Rect && Equals((Rect)other); }
        public override int GetHashCode() { return m_XMin.GetHashCode() ^ (m_Width.GetHashCode() << 2) ^ (m_YMin.GetHashCode() >> 2) ^ (m_Height.GetHashCode() >> 1); }
        public override string ToString()
        {
            return string.Format(CultureInfo.InvariantCulture, "(x:{0:F2}, y:{1:F2}, width:{2:F2}, height:{3:F2})", m_XMin, m_YMin, m_Width, m_Height);
        }
    }
}
