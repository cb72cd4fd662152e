namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs. From the headless 2D
    // step (Internal/PhysicsWorld2D): collider is the other side, otherCollider the receiver's; the normal points from the
    // other side towards the receiver; separation is negative while they overlap.
    public struct ContactPoint2D
    {
        internal Vector2 m_Point;
        internal Vector2 m_Normal;
        internal Vector2 m_RelativeVelocity;
        internal float m_Separation;
        internal float m_NormalImpulse;
        internal float m_TangentImpulse;
        internal Collider2D m_Collider;
        internal Collider2D m_OtherCollider;
        internal Rigidbody2D m_Rigidbody;
        internal Rigidbody2D m_OtherRigidbody;
        internal bool m_Enabled;

        public Vector2 point { get { return m_Point; } }
        public Vector2 normal { get { return m_Normal; } }
        public float separation { get { return m_Separation; } }
        public float normalImpulse { get { return m_NormalImpulse; } }
        public float tangentImpulse { get { return m_TangentImpulse; } }
        public Vector2 relativeVelocity { get { return m_RelativeVelocity; } }
        public Collider2D collider { get { return m_Collider; } }
        public Collider2D otherCollider { get { return m_OtherCollider; } }
        public Rigidbody2D rigidbody { get { return m_Rigidbody; } }
        public Rigidbody2D otherRigidbody { get { return m_OtherRigidbody; } }
        public bool enabled { get { return m_Enabled; } }
    }
}
