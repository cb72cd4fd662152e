namespace UnityEngine
{
    public class Collider : Component
    {
        [SerializeField] bool m_Enabled = true;
        [SerializeField] bool m_IsTrigger;

        public bool enabled { get { return m_Enabled; } set { m_Enabled = value; } }
        public bool isTrigger { get { return m_IsTrigger; } set { m_IsTrigger = value; } }
        public Rigidbody attachedRigidbody { get { return GetComponentInParent<Rigidbody>(); } }
    }
}
