using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Dynamics.bindings.cs, 6000.5.0f1 SphereCollider.bindings.cs: the radius scales by the
    // largest absolute axis of the lossy scale, as in Unity.
    public class SphereCollider : Collider
    {
        [SerializeField] float m_Radius = 0.5f;
        [SerializeField] Vector3 m_Center = Vector3.zero;

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public float radius { get { return m_Radius; } set { m_Radius = value; } }

        internal override PhysicsShape WorldShape()
        {
            var s = transform.lossyScale;
            var c = transform.TransformPoint(m_Center);
            return PhysicsShape.Segment(c, c, m_Radius * Math.Max(Math.Abs(s.x), Math.Max(Math.Abs(s.y), Math.Abs(s.z))));
        }
    }
}
