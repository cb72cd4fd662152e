namespace UnityEngine
{
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
    }
}
