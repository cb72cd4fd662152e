using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Physics2D.bindings.cs. The box is the axis-aligned box around it in the
    // world (exact while not rotated), grown by edgeRadius.
    public sealed class BoxCollider2D : Collider2D
    {
        [SerializeField] Vector2 m_Size = Vector2.one;
        [SerializeField] float m_EdgeRadius;
        [SerializeField] bool m_AutoTiling;

        public Vector2 size { get { return m_Size; } set { m_Size = value; } }
        public float edgeRadius { get { return m_EdgeRadius; } set { m_EdgeRadius = value; } }
        public bool autoTiling { get { return m_AutoTiling; } set { m_AutoTiling = value; } }

        internal override PhysicsShape WorldShape()
        {
            var b = new Bounds(WorldPoint(new Vector2(-m_Size.x, -m_Size.y) * 0.5f), Vector3.zero);
            b.Encapsulate(WorldPoint(new Vector2(m_Size.x, -m_Size.y) * 0.5f));
            b.Encapsulate(WorldPoint(new Vector2(-m_Size.x, m_Size.y) * 0.5f));
            b.Encapsulate(WorldPoint(new Vector2(m_Size.x, m_Size.y) * 0.5f));
            var grow = new Vector3(m_EdgeRadius, m_EdgeRadius, 0f);
            return Flat(PhysicsShape.Box(b.min - grow, b.max + grow));
        }
    }
}
