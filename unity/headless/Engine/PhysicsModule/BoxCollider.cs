using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Dynamics.bindings.cs, 6000.5.0f1 BoxCollider.bindings.cs. In the headless physics the
    // box is the axis-aligned box around it in the world (exact while the box is not rotated).
    public class BoxCollider : Collider
    {
        [SerializeField] Vector3 m_Size = Vector3.one;
        [SerializeField] Vector3 m_Center = Vector3.zero;

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public Vector3 size { get { return m_Size; } set { m_Size = value; } }

        internal override PhysicsShape WorldShape()
        {
            var b = PhysicsGeometry.WorldBox(transform, m_Center, m_Size);
            return PhysicsShape.Box(b.min, b.max);
        }
    }
}
