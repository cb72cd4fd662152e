using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Dynamics.bindings.cs, 6000.5.0f1 CapsuleCollider.bindings.cs. direction 0/1/2 is the
    // local X/Y/Z axis; the radius scales by the larger of the two other axes' scales, the height by its own.
    public class CapsuleCollider : Collider
    {
        [SerializeField] float m_Radius = 0.5f;
        [SerializeField] float m_Height = 2f;
        [SerializeField] int m_Direction = 1;
        [SerializeField] Vector3 m_Center = Vector3.zero;

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public float radius { get { return m_Radius; } set { m_Radius = value; } }
        public float height { get { return m_Height; } set { m_Height = value; } }
        public int direction { get { return m_Direction; } set { m_Direction = value; } }

        internal override PhysicsShape WorldShape()
        {
            var s = transform.lossyScale;
            var axis = Mathf.Clamp(m_Direction, 0, 2);
            float along = Math.Abs(s[axis]), across = 0f;
            for (var i = 0; i < 3; i++) if (i != axis) across = Math.Max(across, Math.Abs(s[i]));
            var r = m_Radius * across;
            var half = Math.Max(0f, m_Height * along * 0.5f - r);
            var local = Vector3.zero; local[axis] = 1f;
            var c = transform.TransformPoint(m_Center);
            var dir = transform.TransformDirection(local);
            return PhysicsShape.Segment(c - dir * half, c + dir * half, r);
        }
    }
}
