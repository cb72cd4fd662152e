using System.Collections.Generic;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Physics2D.bindings.cs. Each edge is a segment rounded by edgeRadius.
    public sealed class EdgeCollider2D : Collider2D
    {
        [SerializeField] Vector2[] m_Points = { new Vector2(-0.5f, 0f), new Vector2(0.5f, 0f) };
        [SerializeField] float m_EdgeRadius;
        [SerializeField] bool m_UseAdjacentStartPoint;
        [SerializeField] bool m_UseAdjacentEndPoint;
        [SerializeField] Vector2 m_AdjacentStartPoint;
        [SerializeField] Vector2 m_AdjacentEndPoint;

        public void Reset() { m_Points = new[] { new Vector2(-0.5f, 0f), new Vector2(0.5f, 0f) }; m_EdgeRadius = 0f; }
        public float edgeRadius { get { return m_EdgeRadius; } set { m_EdgeRadius = value; } }
        public int edgeCount { get { return m_Points.Length - 1; } }
        public int pointCount { get { return m_Points.Length; } }
        // Unity needs at least two points; fewer are refused.
        public Vector2[] points
        {
            get { return (Vector2[])m_Points.Clone(); }
            set { if (value != null && value.Length >= 2) m_Points = (Vector2[])value.Clone(); }
        }
        public int GetPoints(List<Vector2> points) { points.Clear(); points.AddRange(m_Points); return points.Count; }
        public bool SetPoints(List<Vector2> points)
        {
            if (points.Count < 2) return false;
            m_Points = points.ToArray();
            return true;
        }
        public bool useAdjacentStartPoint { get { return m_UseAdjacentStartPoint; } set { m_UseAdjacentStartPoint = value; } }
        public bool useAdjacentEndPoint { get { return m_UseAdjacentEndPoint; } set { m_UseAdjacentEndPoint = value; } }
        public Vector2 adjacentStartPoint { get { return m_AdjacentStartPoint; } set { m_AdjacentStartPoint = value; } }
        public Vector2 adjacentEndPoint { get { return m_AdjacentEndPoint; } set { m_AdjacentEndPoint = value; } }

        internal override IEnumerable<PhysicsShape> WorldShapes()
        {
            for (var i = 0; i + 1 < m_Points.Length; i++) yield return PhysicsShape.Segment(WorldPoint(m_Points[i]), WorldPoint(m_Points[i + 1]), m_EdgeRadius);
        }

        internal override PhysicsShape WorldShape()
        {
            var pts = m_Points.Select(WorldPoint).ToList();
            var b = new Bounds(pts[0], Vector3.zero);
            foreach (var p in pts) b.Encapsulate(p);
            var grow = new Vector3(m_EdgeRadius, m_EdgeRadius, 0f);
            return Flat(PhysicsShape.Box(b.min - grow, b.max + grow));
        }
    }
}
