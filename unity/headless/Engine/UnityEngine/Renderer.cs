using System.Linq;

namespace UnityEngine
{
    public class Renderer : Component
    {
        [SerializeField] bool m_Enabled = true;
        [SerializeField] bool m_CastShadows = true;
        [SerializeField] bool m_ReceiveShadows = true;
        [SerializeField] Material[] m_Materials = new Material[0];

        public bool enabled { get { return m_Enabled; } set { m_Enabled = value; } }
        public bool receiveShadows { get { return m_ReceiveShadows; } set { m_ReceiveShadows = value; } }
        public bool isVisible { get { return m_Enabled; } }

        public Material sharedMaterial
        {
            get { return m_Materials.Length > 0 ? m_Materials[0] : null; }
            set
            {
                if (m_Materials.Length == 0) m_Materials = new Material[1];
                m_Materials[0] = value;
            }
        }

        public Material[] sharedMaterials { get { return (Material[])m_Materials.Clone(); } set { m_Materials = value ?? new Material[0]; } }

        // Unity instantiates a per-renderer copy on first access to .material.
        public Material material
        {
            get
            {
                var m = sharedMaterial;
                if (m != null && m.name.EndsWith(" (Instance)")) return m;
                if (m != null) { m = new Material(m) { name = m.name + " (Instance)" }; sharedMaterial = m; }
                return m;
            }
            set { sharedMaterial = value; }
        }

        public Material[] materials { get { return m_Materials.ToArray(); } set { m_Materials = value ?? new Material[0]; } }

        // Settable, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Runtime/Export/Graphics/GraphicsRenderers.bindings.cs):
        // a set value overrides the world bounds until ResetBounds.
        Bounds? _worldBounds;

        public Bounds bounds
        {
            set { _worldBounds = value; }
            get
            {
                if (_worldBounds.HasValue) return _worldBounds.Value;
                var filter = GetComponent<MeshFilter>();
                var local = filter != null && filter.sharedMesh != null ? filter.sharedMesh.bounds : new Bounds(Vector3.zero, Vector3.zero);
                var t = transform;
                return new Bounds(t.TransformPoint(local.center), Vector3.Scale(local.size, t.lossyScale));
            }
        }

        public void ResetBounds() { _worldBounds = null; }
    }
}
