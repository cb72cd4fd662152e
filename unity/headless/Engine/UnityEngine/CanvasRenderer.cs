using System.Collections.Generic;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/UI/ScriptBindings/CanvasRenderer.bindings.cs. Draws nothing:
    // color, alpha, materials, texture, mesh and clipping are kept as state a test can read (GetColor, GetMaterial...).
    public sealed class CanvasRenderer : Component
    {
        private Color m_Color = Color.white;
        private readonly List<Material> m_Materials = new List<Material>();
        private readonly List<Material> m_PopMaterials = new List<Material>();
        private Texture m_Texture;
        private Texture m_AlphaTexture;
        private Mesh m_Mesh;
        private Rect m_ClipRect;

        public delegate void OnRequestRebuild();
        public static event OnRequestRebuild onRequestRebuild;

        public bool hasPopInstruction { get; set; }

        public int materialCount
        {
            get { return m_Materials.Count; }
            set
            {
                while (m_Materials.Count < value) m_Materials.Add(null);
                if (m_Materials.Count > value) m_Materials.RemoveRange(value, m_Materials.Count - value);
            }
        }

        public int popMaterialCount
        {
            get { return m_PopMaterials.Count; }
            set
            {
                while (m_PopMaterials.Count < value) m_PopMaterials.Add(null);
                if (m_PopMaterials.Count > value) m_PopMaterials.RemoveRange(value, m_PopMaterials.Count - value);
            }
        }

        public int absoluteDepth { get { return -1; } }
        public bool hasMoved { get { return false; } }
        public bool cullTransparentMesh { get; set; }
        public bool hasRectClipping { get; private set; }
        public int relativeDepth { get { return -1; } }
        public bool cull { get; set; }
        // UnityCsReference 2021.3.0f1 and 6000.5.2f1 Modules/UI/ScriptBindings/CanvasRenderer.bindings.cs: obsolete, a warning.
        [System.Obsolete("isMask is no longer supported.See EnableClipping for vertex clipping configuration", false)]
        public bool isMask { get; set; }
        public Vector2 clippingSoftness { get; set; }

        public void SetColor(Color color) { m_Color = color; HasGeometry = true; }
        public Color GetColor() { return m_Color; }

        public void EnableRectClipping(Rect rect)
        {
            m_ClipRect = rect;
            hasRectClipping = true;
        }

        public void DisableRectClipping() { hasRectClipping = false; }

        public void SetMaterial(Material material, int index)
        {
            if (index >= m_Materials.Count) materialCount = index + 1;
            m_Materials[index] = material;
        }

        public Material GetMaterial(int index) { return index >= 0 && index < m_Materials.Count ? m_Materials[index] : null; }

        public void SetPopMaterial(Material material, int index)
        {
            if (index >= m_PopMaterials.Count) popMaterialCount = index + 1;
            m_PopMaterials[index] = material;
        }

        public Material GetPopMaterial(int index) { return index >= 0 && index < m_PopMaterials.Count ? m_PopMaterials[index] : null; }

        public void SetTexture(Texture texture) { m_Texture = texture; }
        public void SetAlphaTexture(Texture texture) { m_AlphaTexture = texture; }
        public void SetMesh(Mesh mesh) { m_Mesh = mesh; HasGeometry = true; }

        // Whether a Graphic gave this renderer something to draw since the last Clear (a Graphic that is enabled
        // pushes its colour, material and mesh; OnDisable clears them): the screen's overlay pass draws those only.
        internal bool HasGeometry;

        public void Clear()
        {
            HasGeometry = false;
            m_Mesh = null;
            m_Texture = null;
            m_AlphaTexture = null;
        }

        public float GetAlpha() { return m_Color.a; }

        public void SetAlpha(float alpha)
        {
            var c = m_Color;
            c.a = alpha;
            m_Color = c;
        }

        // Multiplied by the alpha of every enabled CanvasGroup above, up to one that ignores its parents.
        public float GetInheritedAlpha()
        {
            var alpha = 1f;
            for (var t = transform; t != null; t = t.parent)
            {
                var group = t.GetComponent<CanvasGroup>();
                if (group == null || !group.enabled) continue;
                alpha *= group.alpha;
                if (group.ignoreParentGroups) break;
            }

            return alpha;
        }

        public void SetMaterial(Material material, Texture texture)
        {
            materialCount = System.Math.Max(1, materialCount);
            SetMaterial(material, 0);
            SetTexture(texture);
        }

        public Material GetMaterial() { return GetMaterial(0); }

        internal Texture Texture { get { return m_Texture; } }
        internal Texture AlphaTexture { get { return m_AlphaTexture; } }
        internal Mesh Mesh { get { return m_Mesh; } }
        internal Rect ClipRect { get { return m_ClipRect; } }

        internal static void RequestRebuild()
        {
            var h = onRequestRebuild;
            if (h != null) h();
        }
    }
}
