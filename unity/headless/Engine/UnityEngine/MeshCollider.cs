namespace UnityEngine
{
    public class MeshCollider : Collider
    {
        [SerializeField] bool m_Convex;
        [SerializeField] Mesh m_Mesh;

        public bool convex { get { return m_Convex; } set { m_Convex = value; } }
        public Mesh sharedMesh { get { return m_Mesh; } set { m_Mesh = value; } }
    }
}
