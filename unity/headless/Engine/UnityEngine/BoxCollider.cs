namespace UnityEngine
{
    public class BoxCollider : Collider
    {
        [SerializeField] Vector3 m_Size = Vector3.one;
        [SerializeField] Vector3 m_Center = Vector3.zero;

        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public Vector3 size { get { return m_Size; } set { m_Size = value; } }
    }
}
