namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/RawImage.cs.
    [RequireComponent(typeof(CanvasRenderer))]
    [AddComponentMenu("UI/Raw Image", 12)]
    public class RawImage : MaskableGraphic
    {
        [SerializeField] Texture m_Texture;
        [SerializeField] Rect m_UVRect = new Rect(0f, 0f, 1f, 1f);

        protected RawImage() { useLegacyMeshGeneration = false; }

        public override Texture mainTexture
        {
            get
            {
                if (m_Texture != null) return m_Texture;
                return material != null && material.mainTexture != null ? material.mainTexture : s_WhiteTexture;
            }
        }

        public Texture texture
        {
            get { return m_Texture; }
            set
            {
                if (m_Texture == value) return;
                m_Texture = value;
                SetVerticesDirty();
                SetMaterialDirty();
            }
        }

        public Rect uvRect
        {
            get { return m_UVRect; }
            set
            {
                if (m_UVRect == value) return;
                m_UVRect = value;
                SetVerticesDirty();
            }
        }

        public override void SetNativeSize()
        {
            var tex = mainTexture;
            if (tex == null) return;
            var w = Mathf.RoundToInt(tex.width * uvRect.width);
            var h = Mathf.RoundToInt(tex.height * uvRect.height);
            rectTransform.anchorMax = rectTransform.anchorMin;
            rectTransform.sizeDelta = new Vector2(w, h);
        }
    }
}
