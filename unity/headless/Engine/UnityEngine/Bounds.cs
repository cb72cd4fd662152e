using System;

namespace UnityEngine
{
    [Serializable]
    public struct Bounds : IEquatable<Bounds>
    {
        Vector3 m_Center;
        Vector3 m_Extents;

        public Bounds(Vector3 center, Vector3 size) { m_Center = center; m_Extents = size * 0.5f; }

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public Vector3 size { get { return m_Extents * 2f; } set { m_Extents = value * 0.5f; } }
        public Vector3 extents { get { return m_Extents; } set { m_Extents = value; } }
        public Vector3 min { get { return m_Center - m_Extents; } set { SetMinMax(value, max); } }
        public Vector3 max { get { return m_Center + m_Extents; } set { SetMinMax(min, value); } }

        // UnityCsReference 2021.3.0f1 Runtime/Export/Geometry/Bounds.cs (signatures); Bounds.bindings.cs for
        // ClosestPoint and SqrDistance.
        public void Expand(float amount) { m_Extents += new Vector3(amount, amount, amount) * 0.5f; }
        public void Expand(Vector3 amount) { m_Extents += amount * 0.5f; }
        public bool Intersects(Bounds bounds)
        {
            return min.x <= bounds.max.x && max.x >= bounds.min.x && min.y <= bounds.max.y && max.y >= bounds.min.y
                && min.z <= bounds.max.z && max.z >= bounds.min.z;
        }
        public bool IntersectRay(Ray ray) { float distance; return IntersectRay(ray, out distance); }
        public bool IntersectRay(Ray ray, out float distance)
        {
            float enter, exit;
            var hit = UnityEngine.Internal.PhysicsGeometry.RayBox(ray.origin, ray.direction, min, max, out enter, out exit);
            distance = hit ? System.Math.Max(enter, 0f) : 0f;
            return hit;
        }
        public Vector3 ClosestPoint(Vector3 point) { return Vector3.Max(min, Vector3.Min(max, point)); }
        public float SqrDistance(Vector3 point) { return (ClosestPoint(point) - point).sqrMagnitude; }

        public bool Contains(Vector3 point)
        {
            var lo = min; var hi = max;
            return point.x >= lo.x && point.x <= hi.x && point.y >= lo.y && point.y <= hi.y && point.z >= lo.z && point.z <= hi.z;
        }

        public void Encapsulate(Vector3 point)
        {
            SetMinMax(Vector3.Min(min, point), Vector3.Max(max, point));
        }

        public void Encapsulate(Bounds bounds)
        {
            Encapsulate(bounds.min);
            Encapsulate(bounds.max);
        }

        public void SetMinMax(Vector3 min, Vector3 max)
        {
            m_Extents = (max - min) * 0.5f;
            m_Center = min + m_Extents;
        }

        public static bool operator ==(Bounds a, Bounds b) { return a.m_Center == b.m_Center && a.m_Extents == b.m_Extents; }
        public static bool operator !=(Bounds a, Bounds b) { return !(a == b); }
        public bool Equals(Bounds other) { return m_Center.Equals(other.m_Center) && m_Extents.Equals(other.m_Extents); }
        public override bool Equals(object other) { return other is Bounds && Equals((Bounds)other); }
        public override int GetHashCode() { return m_Center.GetHashCode() ^ (m_Extents.GetHashCode() << 2); }
        public override string ToString() { return "Center: " + m_Center + ", Extents: " + m_Extents; }
    }
}
