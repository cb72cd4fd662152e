using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Physics2D.bindings.cs: size is the capsule's box, direction its long axis.
    public sealed class CapsuleCollider2D : Collider2D
    {
        [SerializeField] Vector2 m_Size = new Vector2(0.5f, 1f);
        [SerializeField] CapsuleDirection2D m_Direction;

        public Vector2 size { get { return m_Size; } set { m_Size = value; } }
        public CapsuleDirection2D direction { get { return m_Direction; } set { m_Direction = value; } }

        internal override PhysicsShape WorldShape()
        {
            var s = transform.lossyScale;
            float w = Math.Abs(m_Size.x * s.x), h = Math.Abs(m_Size.y * s.y);
            var vertical = m_Direction == CapsuleDirection2D.Vertical;
            var r = (vertical ? w : h) * 0.5f;
            var half = Math.Max(0f, (vertical ? h : w) * 0.5f - r);
            var c = WorldPoint(Vector2.zero);
            var axis = transform.TransformDirection(vertical ? Vector3.up : Vector3.right);
            axis.z = 0f;
            return PhysicsShape.Segment(c - axis * half, c + axis * half, r);
        }
    }
}
