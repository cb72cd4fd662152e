using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Geometry/Ray2D.cs (signatures): the direction is normalized.
    public struct Ray2D : IFormattable
    {
        Vector2 m_Origin;
        Vector2 m_Direction;

        public Ray2D(Vector2 origin, Vector2 direction) { m_Origin = origin; m_Direction = direction.normalized; }

        public Vector2 origin { get { return m_Origin; } set { m_Origin = value; } }
        public Vector2 direction { get { return m_Direction; } set { m_Direction = value.normalized; } }

        public Vector2 GetPoint(float distance) { return m_Origin + m_Direction * distance; }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("Origin: {0}, Dir: {1}", m_Origin.ToString(format, formatProvider), m_Direction.ToString(format, formatProvider));
        }
    }
}
