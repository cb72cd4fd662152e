using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityEngine.Ray with Unity's members: the direction is normalized when set.
    public struct Ray : IFormattable
    {
        Vector3 m_Origin;
        Vector3 m_Direction;

        public Ray(Vector3 origin, Vector3 direction)
        {
            m_Origin = origin;
            m_Direction = direction.normalized;
        }

        public Vector3 origin { get { return m_Origin; } set { m_Origin = value; } }
        public Vector3 direction { get { return m_Direction; } set { m_Direction = value.normalized; } }

        public Vector3 GetPoint(float distance) { return m_Origin + m_Direction * distance; }

        public override string ToString() { return ToString(null, CultureInfo.InvariantCulture); }
        public string ToString(string format) { return ToString(format, CultureInfo.InvariantCulture); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            return "Origin: " + m_Origin.ToString(format) + ", Dir: " + m_Direction.ToString(format);
        }
    }
}
