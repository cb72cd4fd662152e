namespace UnityEngine
{
    public class Rigidbody : Component
    {
        [SerializeField] float m_Mass = 1f;
        [SerializeField] float m_Drag;
        [SerializeField] float m_AngularDrag = 0.05f;
        [SerializeField] bool m_UseGravity = true;
        [SerializeField] bool m_IsKinematic;

        public float mass { get { return m_Mass; } set { m_Mass = value; } }
        public float drag { get { return m_Drag; } set { m_Drag = value; } }
        public float angularDrag { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        public bool useGravity { get { return m_UseGravity; } set { m_UseGravity = value; } }
        public bool isKinematic { get { return m_IsKinematic; } set { m_IsKinematic = value; } }
        public Vector3 velocity { get; set; }
        public Vector3 angularVelocity { get; set; }

        public void AddForce(Vector3 force) { velocity += force / (m_Mass <= 0f ? 1f : m_Mass); }
    }
}
