namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/Dynamics.bindings.cs, 6000.5.0f1 Managed/Collision.cs
    // (impulse from 2022.2). Filled by the headless step (Internal/PhysicsWorld): the normal points from the other
    // collider towards thisCollider, separation is negative while they overlap.
    public struct ContactPoint
    {
        internal Vector3 m_Point;
        internal Vector3 m_Normal;
        internal Vector3 m_Impulse;
        internal Collider m_ThisCollider;
        internal Collider m_OtherCollider;
        internal float m_Separation;

        public Vector3 point { get { return m_Point; } }
        public Vector3 normal { get { return m_Normal; } }
#if UNITY_2022_2_OR_NEWER
        public Vector3 impulse { get { return m_Impulse; } }
#endif
        public Collider thisCollider { get { return m_ThisCollider; } }
        public Collider otherCollider { get { return m_OtherCollider; } }
        public float separation { get { return m_Separation; } }
    }
}
