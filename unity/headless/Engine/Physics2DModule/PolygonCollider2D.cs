using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Physics2D.bindings.cs. Paths of local points; contacts and casts use the box
    // around all points (approximate), OverlapPoint the polygons themselves (even-odd rule). Unity's default is a pentagon.
    public sealed class PolygonCollider2D : Collider2D
    {
        // Not serialized by the headless editor (Unity keeps them as m_Points.m_Paths).
        List<Vector2[]> m_Paths = new List<Vector2[]> { Regular(5, Vector2.one, Vector2.zero) };
        [SerializeField] bool m_AutoTiling;

        public bool autoTiling { get { return m_AutoTiling; } set { m_AutoTiling = value; } }
        public int GetTotalPointCount() { return m_Paths.Sum(p => p.Length); }
        public Vector2[] points { get { return m_Paths.Count > 0 ? (Vector2[])m_Paths[0].Clone() : new Vector2[0]; } set { SetPath(0, value); } }
        public int pathCount
        {
            get { return m_Paths.Count; }
            set
            {
                while (m_Paths.Count > value) m_Paths.RemoveAt(m_Paths.Count - 1);
                while (m_Paths.Count < value) m_Paths.Add(new Vector2[0]);
            }
        }
        public Vector2[] GetPath(int index)
        {
            if (index < 0 || index >= m_Paths.Count) throw new ArgumentOutOfRangeException("index", string.Format("Path {0} does not exist.", index));
            return (Vector2[])m_Paths[index].Clone();
        }
        public void SetPath(int index, Vector2[] points)
        {
            if (points == null) throw new ArgumentNullException("points");
            if (index < 0) throw new ArgumentOutOfRangeException("index");
            while (m_Paths.Count <= index) m_Paths.Add(new Vector2[0]);
            m_Paths[index] = (Vector2[])points.Clone();
        }
        public int GetPath(int index, List<Vector2> points) { points.Clear(); points.AddRange(GetPath(index)); return points.Count; }
        public void SetPath(int index, List<Vector2> points) { SetPath(index, points.ToArray()); }
        public void CreatePrimitive(int sides) { CreatePrimitive(sides, Vector2.one, Vector2.zero); }
        public void CreatePrimitive(int sides, Vector2 scale) { CreatePrimitive(sides, scale, Vector2.zero); }
        public void CreatePrimitive(int sides, Vector2 scale, Vector2 offset)
        {
            if (sides < 3) { Debug.LogWarning("Cannot create a 2D polygon primitive collider with less than 3 sides."); return; }
            m_Paths = new List<Vector2[]> { Regular(sides, scale, offset) };
        }

        static Vector2[] Regular(int sides, Vector2 scale, Vector2 offset)
        {
            var pts = new Vector2[sides];
            for (var i = 0; i < sides; i++)
            {
                var a = Math.PI * 2 * i / sides + Math.PI / 2;
                pts[i] = new Vector2((float)Math.Cos(a) * 0.5f * scale.x + offset.x, (float)Math.Sin(a) * 0.5f * scale.y + offset.y);
            }
            return pts;
        }

        internal override PhysicsShape WorldShape()
        {
            var all = m_Paths.SelectMany(p => p).Select(WorldPoint).ToList();
            if (all.Count == 0) return base.WorldShape();
            var b = new Bounds(all[0], Vector3.zero);
            foreach (var p in all) b.Encapsulate(p);
            return Flat(PhysicsShape.Box(b.min, b.max));
        }

        internal override bool ContainsPoint(Vector2 point)
        {
            if (!IsActive) return false;
            var inside = false;
            foreach (var path in m_Paths)
            {
                var w = path.Select(WorldPoint).ToArray();
                for (int i = 0, j = w.Length - 1; i < w.Length; j = i++)
                    if ((w[i].y > point.y) != (w[j].y > point.y) && point.x < (w[j].x - w[i].x) * (point.y - w[i].y) / (w[j].y - w[i].y) + w[i].x)
                        inside = !inside;
            }
            return inside;
        }
    }
}
