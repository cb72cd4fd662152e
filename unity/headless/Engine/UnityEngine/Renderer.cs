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

        // Sorting (UnityCsReference 2021.3.0f1 Runtime/Export/Graphics/GraphicsRenderers.bindings.cs). The headless
        // editor does not read the project's sorting layers: a name is kept as given, "Default" is id 0, another name
        // a stable id of its own.
        [SerializeField] int m_SortingOrder;
        [SerializeField] string m_SortingLayerName = "Default";
        public string sortingLayerName { get { return m_SortingLayerName; } set { m_SortingLayerName = string.IsNullOrEmpty(value) ? "Default" : value; } }
        public int sortingLayerID
        {
            get { return m_SortingLayerName == "Default" ? 0 : StableId(m_SortingLayerName); }
            set { if (value == 0) m_SortingLayerName = "Default"; }
        }
        public int sortingOrder { get { return m_SortingOrder; } set { m_SortingOrder = value; } }
        public uint renderingLayerMask { get; set; } = 1u;
        public int rendererPriority { get; set; }

        static int StableId(string name)
        {
            unchecked
            {
                var h = (int)2166136261;
                foreach (var ch in name) h = (h ^ ch) * 16777619;
                return h == 0 ? 1 : h;
            }
        }

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

        internal virtual Bounds LocalBounds
        {
            get
            {
                var filter = GetComponent<MeshFilter>();
                return filter != null && filter.sharedMesh != null ? filter.sharedMesh.bounds : new Bounds(Vector3.zero, Vector3.zero);
            }
        }

        // Settable, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Runtime/Export/Graphics/GraphicsRenderers.bindings.cs):
        // a set value overrides the world bounds until ResetBounds.
        Bounds? _worldBounds;

        public Bounds bounds
        {
            set { _worldBounds = value; }
            get
            {
                if (_worldBounds.HasValue) return _worldBounds.Value;
                var local = LocalBounds;
                var t = transform;
                return new Bounds(t.TransformPoint(local.center), Vector3.Scale(local.size, t.lossyScale));
            }
        }

        public void ResetBounds() { _worldBounds = null; }
    }
}
