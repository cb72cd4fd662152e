namespace UnityEngine
{
    // UnityEngine.RaycastHit with the members scripts read. The headless editor's Physics queries never
    // hit (no physics scene), so scripts see a default hit: no collider, distance 0.
    public struct RaycastHit
    {
        Vector3 m_Point;
        Vector3 m_Normal;
        float m_Distance;
        Collider m_Collider;

        public Collider collider { get { return m_Collider; } }
        public Vector3 point { get { return m_Point; } set { m_Point = value; } }
        public Vector3 normal { get { return m_Normal; } set { m_Normal = value; } }
        public float distance { get { return m_Distance; } set { m_Distance = value; } }
        public Transform transform { get { return m_Collider != null ? m_Collider.transform : null; } }
        public Rigidbody rigidbody { get { return m_Collider != null ? m_Collider.attachedRigidbody : null; } }
    }
}
