namespace UnityEngine
{
    public sealed class MeshFilter : Component
    {
        [SerializeField] Mesh m_Mesh;

        public Mesh sharedMesh { get { return m_Mesh; } set { m_Mesh = value; } }
        public Mesh mesh { get { return m_Mesh; } set { m_Mesh = value; } }
    }
}
