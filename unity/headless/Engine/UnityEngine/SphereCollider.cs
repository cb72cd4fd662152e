namespace UnityEngine
{
    public class SphereCollider : Collider
    {
        [SerializeField] float m_Radius = 0.5f;
        [SerializeField] Vector3 m_Center = Vector3.zero;

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public float radius { get { return m_Radius; } set { m_Radius = value; } }
    }
}
