using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.2f1 Runtime/Export/Geometry/RectInt.cs — signatures and behaviour: a
    // rectangle of whole units whose min edges are inside and max edges outside (Contains), serialized as
    // m_XMin, m_YMin, m_Width, m_Height. allPositionsWithin and the 6000.x `in` overloads are not modelled.
    [Serializable]
    public struct RectInt : IEquatable<RectInt>, IFormattable
    {
        int m_XMin, m_YMin, m_Width, m_Height;

        public RectInt(int xMin, int yMin, int width, int height)
        {
            m_XMin = xMin;
            m_YMin = yMin;
            m_Width = width;
            m_Height = height;
        }

        public RectInt(Vector2Int position, Vector2Int size) : this(position.x, position.y, size.x, size.y) {}

        public int x { get { return m_XMin; } set { m_XMin = value; } }
        public int y { get { return m_YMin; } set { m_YMin = value; } }
        public int width { get { return m_Width; } set { m_Width = value; } }
        public int height { get { return m_Height; } set { m_Height = value; } }
        public Vector2 center { get { return new Vector2(x + m_Width / 2f, y + m_Height / 2f); } }

        // A negative width or height flips which edge is the min one, as in Unity.
        public int xMin { get { return Math.Min(m_XMin, m_XMin + m_Width); } set { var oldMax = xMax; m_XMin = value; m_Width = oldMax - m_XMin; } }
        public int yMin { get { return Math.Min(m_YMin, m_YMin + m_Height); } set { var oldMax = yMax; m_YMin = value; m_Height = oldMax - m_YMin; } }
        public int xMax { get { return Math.Max(m_XMin, m_XMin + m_Width); } set { m_Width = value - m_XMin; } }
        public int yMax { get { return Math.Max(m_YMin, m_YMin + m_Height); } set { m_Height = value - m_YMin; } }
        public Vector2Int min { get { return new Vector2Int(xMin, yMin); } set { xMin = value.x; yMin = value.y; } }
        public Vector2Int max { get { return new Vector2Int(xMax, yMax); } set { xMax = value.x; yMax = value.y; } }
        public Vector2Int position { get { return new Vector2Int(m_XMin, m_YMin); } set { m_XMin = value.x; m_YMin = value.y; } }
        public Vector2Int size { get { return new Vector2Int(m_Width, m_Height); } set { m_Width = value.x; m_Height = value.y; } }

        public void SetMinMax(Vector2Int minPosition, Vector2Int maxPosition)
        {
            min = minPosition;
            max = maxPosition;
        }

        public void ClampToBounds(RectInt bounds)
        {
            position = new Vector2Int(Math.Max(Math.Min(bounds.xMax, position.x), bounds.xMin), Math.Max(Math.Min(bounds.yMax, position.y), bounds.yMin));
            size = new Vector2Int(Math.Min(bounds.xMax - position.x, size.x), Math.Min(bounds.yMax - position.y, size.y));
        }

        public bool Contains(Vector2Int position)
        {
            return position.x >= xMin && position.y >= yMin && position.x < xMax && position.y < yMax;
        }

        public bool Overlaps(RectInt other)
        {
            return other.xMin < xMax && other.xMax > xMin && other.yMin < yMax && other.yMax > yMin;
        }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("(x:{0}, y:{1}, width:{2}, height:{3})", x.ToString(format, formatProvider), y.ToString(format, formatProvider),
                width.ToString(format, formatProvider), height.ToString(format, formatProvider));
        }

        public bool Equals(RectInt other) { return m_XMin == other.m_XMin && m_YMin == other.m_YMin && m_Width == other.m_Width && m_Height == other.m_Height; }

#if UNITY_2023_1_OR_NEWER
        // ==, !=, Equals(object) and GetHashCode first appear at 2023.1.0a21 (UnityCsReference
        // Runtime/Export/Geometry/RectInt.cs; 2021.3.0f1 to 2023.1.0a20 have only IEquatable's Equals(RectInt);
        // 6000.5.2f1 :234-264).
        public static bool operator ==(RectInt lhs, RectInt rhs) { return lhs.Equals(rhs); }
        public static bool operator !=(RectInt lhs, RectInt rhs) { return !lhs.Equals(rhs); }
        public override bool Equals(object other) { return other is RectInt && Equals((RectInt)other); }

        public override int GetHashCode()
        {
            return m_XMin.GetHashCode() ^ (m_Width.GetHashCode() << 2) ^ (m_YMin.GetHashCode() >> 2) ^ (m_Height.GetHashCode() >> 1);
        }
#endif
    }
}
