namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs: the answer of
    // Collider2D.Distance / Rigidbody2D.Distance (Internal/PhysicsWorld2D.Distance).
    public struct ColliderDistance2D
    {
        Vector2 m_PointA;
        Vector2 m_PointB;
        Vector2 m_Normal;
        float m_Distance;
        int m_IsValid;

        internal ColliderDistance2D(Vector2 a, Vector2 b, Vector2 normal, float distance)
        {
            m_PointA = a; m_PointB = b; m_Normal = normal; m_Distance = distance; m_IsValid = 1;
        }

        public Vector2 pointA { get { return m_PointA; } set { m_PointA = value; } }
        public Vector2 pointB { get { return m_PointB; } set { m_PointB = value; } }
        public Vector2 normal { get { return m_Normal; } }
        public float distance { get { return m_Distance; } set { m_Distance = value; } }
        public bool isOverlapped { get { return m_Distance < 0.0f; } }
        public bool isValid { get { return m_IsValid != 0; } set { m_IsValid = value ? 1 : 0; } }
    }
}
