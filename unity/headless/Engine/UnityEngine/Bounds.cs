using System;
using System.Globalization;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Geometry/Bounds.cs and Math/Math.bindings.cs (Contains,
    // SqrDistance, ClosestPoint: native in Unity) — signatures; an axis-aligned box, min and max edges included.
    [Serializable]
    public struct Bounds : IEquatable<Bounds>, IFormattable
    {
        Vector3 m_Center;
        Vector3 m_Extents;

        public Bounds(Vector3 center, Vector3 size) { m_Center = center; m_Extents = size * 0.5f; }

        public override int GetHashCode() { return center.GetHashCode() ^ (extents.GetHashCode() << 2); }
        public override bool Equals(object other) { return other is Bounds && Equals((Bounds)other); }
        public bool Equals(Bounds other) { return center.Equals(other.center) && extents.Equals(other.extents); }

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public Vector3 size { get { return m_Extents * 2f; } set { m_Extents = value * 0.5f; } }
        public Vector3 extents { get { return m_Extents; } set { m_Extents = value; } }
        public Vector3 min { get { return center - extents; } set { SetMinMax(value, max); } }
        public Vector3 max { get { return center + extents; } set { SetMinMax(min, value); } }

        public static bool operator ==(Bounds lhs, Bounds rhs) { return lhs.center == rhs.center && lhs.extents == rhs.extents; }
        public static bool operator !=(Bounds lhs, Bounds rhs) { return !(lhs == rhs); }

        public void SetMinMax(Vector3 min, Vector3 max)
        {
            extents = (max - min) * 0.5f;
            center = min + extents;
        }

        public void Encapsulate(Vector3 point) { SetMinMax(Vector3.Min(min, point), Vector3.Max(max, point)); }

        public void Encapsulate(Bounds bounds)
        {
            Encapsulate(bounds.center - bounds.extents);
            Encapsulate(bounds.center + bounds.extents);
        }

        public void Expand(float amount) { amount *= 0.5f; extents += new Vector3(amount, amount, amount); }
        public void Expand(Vector3 amount) { extents += amount * 0.5f; }

        public bool Intersects(Bounds bounds)
        {
            return min.x <= bounds.max.x && max.x >= bounds.min.x && min.y <= bounds.max.y && max.y >= bounds.min.y && min.z <= bounds.max.z && max.z >= bounds.min.z;
        }

        public bool IntersectRay(Ray ray) { float dist; return IntersectRay(ray, out dist); }

        // Slab test; distance is 0 for a ray that starts inside.
        public bool IntersectRay(Ray ray, out float distance)
        {
            var tMin = float.NegativeInfinity; var tMax = float.PositiveInfinity;
            var o = ray.origin; var d = ray.direction; var lo = min; var hi = max;
            for (var i = 0; i < 3; i++)
            {
                if (Math.Abs(d[i]) < 1e-8f)
                {
                    if (o[i] < lo[i] || o[i] > hi[i]) { distance = 0f; return false; }
                    continue;
                }
                var t1 = (lo[i] - o[i]) / d[i]; var t2 = (hi[i] - o[i]) / d[i];
                if (t1 > t2) { var t = t1; t1 = t2; t2 = t; }
                tMin = Math.Max(tMin, t1); tMax = Math.Min(tMax, t2);
                if (tMin > tMax) { distance = 0f; return false; }
            }
            if (tMax < 0f) { distance = 0f; return false; }
            distance = Math.Max(0f, tMin);
            return true;
        }

        public bool Contains(Vector3 point)
        {
            var lo = min; var hi = max;
            return point.x >= lo.x && point.x <= hi.x && point.y >= lo.y && point.y <= hi.y && point.z >= lo.z && point.z <= hi.z;
        }

        public float SqrDistance(Vector3 point) { return (ClosestPoint(point) - point).sqrMagnitude; }

        public Vector3 ClosestPoint(Vector3 point) { return Vector3.Max(min, Vector3.Min(max, point)); }

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }

        public string ToString(string format, IFormatProvider formatProvider)
        {
            if (string.IsNullOrEmpty(format)) format = "F2";
            if (formatProvider == null) formatProvider = CultureInfo.InvariantCulture.NumberFormat;
            return string.Format("Center: {0}, Extents: {1}", m_Center.ToString(format, formatProvider), m_Extents.ToString(format, formatProvider));
        }

#if UNITY_6000_3_OR_NEWER
        // The `in` overloads of UnityCsReference 6000.3+ Runtime/Export/Math/Math.bindings.cs.
        public bool Contains(in Vector3 point) { return Contains(point); }
        public float SqrDistance(in Vector3 point) { return SqrDistance(point); }
        public Vector3 ClosestPoint(in Vector3 point) { return ClosestPoint(point); }
#endif
    }
}
