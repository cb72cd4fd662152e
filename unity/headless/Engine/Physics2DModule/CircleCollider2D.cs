using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Physics2D.bindings.cs: the radius scales by the larger of the X/Y scales.
    public sealed class CircleCollider2D : Collider2D
    {
        [SerializeField] float m_Radius = 0.5f;

        public float radius { get { return m_Radius; } set { m_Radius = value; } }

        internal override PhysicsShape WorldShape()
        {
            var s = transform.lossyScale;
            var c = WorldPoint(Vector2.zero);
            return PhysicsShape.Segment(c, c, m_Radius * Math.Max(Math.Abs(s.x), Math.Abs(s.y)));
        }
    }
}
