using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Geometry/Rect.cs (signatures). Contains excludes the max
    // edges; allowInverse accepts a negative width or height.
    [Serializable]
    public struct Rect : IEquatable<Rect>, IFormattable
    {
        float m_XMin;
        float m_YMin;
        float m_Width;
        float m_Height;

        public Rect(float x, float y, float width, float height) { m_XMin = x; m_YMin = y; m_Width = width; m_Height = height; }
        public Rect(Vector2 position, Vector2 size) : this(position.x, position.y, size.x, size.y) { }
        public Rect(Rect source) : this(source.m_XMin, source.m_YMin, source.m_Width, source.m_Height) { }

        public static Rect zero { get { return new Rect(0f, 0f, 0f, 0f); } }

        public static Rect MinMaxRect(float xmin, float ymin, float xmax, float ymax) { return new Rect(xmin, ymin, xmax - xmin, ymax - ymin); }

        public void Set(float x, float y, float width, float height) { m_XMin = x; m_YMin = y; m_Width = width; m_Height = height; }

        public float x { get { return m_XMin; } set { m_XMin = value; } }
        public float y { get { return m_YMin; } set { m_YMin = value; } }
        public Vector2 position { get { return new Vector2(m_XMin, m_YMin); } set { m_XMin = value.x; m_YMin = value.y; } }
        public Vector2 center
        {
            get { return new Vector2(x + m_Width / 2f, y + m_Height / 2f); }
            set { m_XMin = value.x - m_Width / 2f; m_YMin = value.y - m_Height / 2f; }
        }
        public Vector2 min { get { return new Vector2(xMin, yMin); } set { xMin = value.x; yMin = value.y; } }
        public Vector2 max { get { return new Vector2(xMax, yMax); } set { xMax = value.x; yMax = value.y; } }
        public float width { get { return m_Width; } set { m_Width = value; } }
        public float height { get { return m_Height; } set { m_Height = value; } }
        public Vector2 size { get { return new Vector2(m_Width, m_Height); } set { m_Width = value.x; m_Height = value.y; } }
        // Moving a min edge keeps the max edge where it was.
        public float xMin { get { return m_XMin; } set { var oldMax = xMax; m_XMin = value; m_Width = oldMax - m_XMin; } }
        public float yMin { get { return m_YMin; } set { var oldMax = yMax; m_YMin = value; m_Height = oldMax - m_YMin; } }
        public float xMax { get { return m_Width + m_XMin; } set { m_Width = value - m_XMin; } }
        public float yMax { get { return m_Height + m_YMin; } set { m_Height = value - m_YMin; } }

        public bool Contains(Vector2 point) { return point.x >= xMin && point.x < xMax && point.y >= yMin && point.y < yMax; }
        public bool Contains(Vector3 point) { return point.x >= xMin && point.x < xMax && point.y >= yMin && point.y < yMax; }

        public bool Contains(Vector3 point, bool allowInverse)
        {
            if (!allowInverse) return Contains(point);
            var xOk = m_Width < 0f ? point.x <= xMin && point.x > xMax : point.x >= xMin && point.x < xMax;
            var yOk = m_Height < 0f ? point.y <= yMin && point.y > yMax : point.y >= yMin && point.y < yMax;
            return xOk && yOk;
        }

        static Rect OrderMinMax(Rect rect)
        {
            if (rect.xMin > rect.xMax) { var t = rect.xMin; rect.xMin = rect.xMax; rect.xMax = t; }
            if (rect.yMin > rect.yMax) { var t = rect.yMin; rect.yMin = rect.yMax; rect.yMax = t; }
            return rect;
        }

        public bool Overlaps(Rect other) { return other.xMax > xMin && other.xMin < xMax && other.yMax > yMin && other.yMin < yMax; }

        public bool Overlaps(Rect other, bool allowInverse)
        {
            var self = this;
            if (allowInverse) { self = OrderMinMax(self); other = OrderMinMax(other); }
            return self.Overlaps(other);
        }

        public static Vector2 NormalizedToPoint(Rect rectangle, Vector2 normalizedRectCoordinates)
        {
            return new Vector2(Mathf.Lerp(rectangle.x, rectangle.xMax, normalizedRectCoordinates.x), Mathf.Lerp(rectangle.y, rectangle.yMax, normalizedRectCoordinates.y));
        }

        public static Vector2 PointToNormalized(Rect rectangle, Vector2 point)
        {
            return new Vector2(Mathf.InverseLerp(rectangle.x, rectangle.xMax, point.x), Mathf.InverseLerp(rectangle.y, rectangle.yMax, point.y));
        }

        public static bool operator !=(Rect lhs, Rect rhs) { return !(lhs == rhs); }
        public static bool operator ==(Rect lhs, Rect rhs) { return lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height; }
        public override int GetHashCode() { return x.GetHashCode() ^ (width.GetHashCode() << 2) ^ (y.GetHashCode() >> 2) ^ (height.GetHashCode() >> 1); }
        public override bool Equals(object other) { return other is Rect && Equals((Rect)other); }
        public bool Equals(Rect other) { return x.Equals(other.x) && y.Equals(other.y) && width.Equals(other.width) && height.Equals(other.height); }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("(x:{0}, y:{1}, width:{2}, height:{3})", x.ToString(format, formatProvider), y.ToString(format, formatProvider), width.ToString(format, formatProvider), height.ToString(format, formatProvider));
        }

        [Obsolete("use xMin")]
        public float left { get { return m_XMin; } }
        [Obsolete("use xMax")]
        public float right { get { return m_XMin + m_Width; } }
        [Obsolete("use yMin")]
        public float top { get { return m_YMin; } }
        [Obsolete("use yMax")]
        public float bottom { get { return m_YMin + m_Height; } }
    }
}
