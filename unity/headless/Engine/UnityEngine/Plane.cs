using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Geometry/Plane.cs (signatures; IEquatable from 6000.3):
    // normal . p + distance = 0.
#if UNITY_6000_3_OR_NEWER
    public struct Plane : IFormattable, IEquatable<Plane>
#else
    public struct Plane : IFormattable
#endif
    {
        Vector3 m_Normal;
        float m_Distance;

        public Vector3 normal { get { return m_Normal; } set { m_Normal = value; } }
        public float distance { get { return m_Distance; } set { m_Distance = value; } }

        public Plane(Vector3 inNormal, Vector3 inPoint)
        {
            m_Normal = Vector3.Normalize(inNormal);
            m_Distance = -Vector3.Dot(m_Normal, inPoint);
        }

        public Plane(Vector3 inNormal, float d)
        {
            m_Normal = Vector3.Normalize(inNormal);
            m_Distance = d;
        }

        public Plane(Vector3 a, Vector3 b, Vector3 c)
        {
            m_Normal = Vector3.Normalize(Vector3.Cross(b - a, c - a));
            m_Distance = -Vector3.Dot(m_Normal, a);
        }

        public void SetNormalAndPosition(Vector3 inNormal, Vector3 inPoint) { this = new Plane(inNormal, inPoint); }
        public void Set3Points(Vector3 a, Vector3 b, Vector3 c) { this = new Plane(a, b, c); }
        public void Flip() { m_Normal = -m_Normal; m_Distance = -m_Distance; }
        public Plane flipped { get { return new Plane(-m_Normal, -m_Distance); } }
        public void Translate(Vector3 translation) { m_Distance += Vector3.Dot(m_Normal, translation); }
        public static Plane Translate(Plane plane, Vector3 translation) { return new Plane(plane.m_Normal, plane.m_Distance + Vector3.Dot(plane.m_Normal, translation)); }

        public Vector3 ClosestPointOnPlane(Vector3 point) { return point - m_Normal * (Vector3.Dot(m_Normal, point) + m_Distance); }
        public float GetDistanceToPoint(Vector3 point) { return Vector3.Dot(m_Normal, point) + m_Distance; }
        public bool GetSide(Vector3 point) { return Vector3.Dot(m_Normal, point) + m_Distance > 0f; }
        public bool SameSide(Vector3 inPt0, Vector3 inPt1)
        {
            var d0 = GetDistanceToPoint(inPt0); var d1 = GetDistanceToPoint(inPt1);
            return (d0 > 0f && d1 > 0f) || (d0 <= 0f && d1 <= 0f);
        }

        // enter: the distance along the ray; false (and a negative enter) when the plane is behind, 0 when parallel.
        public bool Raycast(Ray ray, out float enter)
        {
            var vdot = Vector3.Dot(ray.direction, m_Normal);
            var ndot = -Vector3.Dot(ray.origin, m_Normal) - m_Distance;
            if (Mathf.Approximately(vdot, 0f)) { enter = 0f; return false; }
            enter = ndot / vdot;
            return enter > 0f;
        }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("(normal:{0}, distance:{1})", m_Normal.ToString(format, formatProvider), m_Distance.ToString(format, formatProvider));
        }

#if UNITY_6000_3_OR_NEWER
        public bool Equals(Plane other) { return m_Normal.Equals(other.m_Normal) && m_Distance.Equals(other.m_Distance); }
        public override bool Equals(object obj) { return obj is Plane && Equals((Plane)obj); }
        public override int GetHashCode() { return m_Normal.GetHashCode() ^ (m_Distance.GetHashCode() << 2); }
#endif
    }
}
