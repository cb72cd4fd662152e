using System;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Image.cs: the settings as state (fillAmount clamped to 0..1, as in
    // Unity); layout sizes from the sprite; SetNativeSize sizes the RectTransform to the sprite's pixels.
    [RequireComponent(typeof(CanvasRenderer))]
    [AddComponentMenu("UI/Image", 11)]
    public class Image : MaskableGraphic, ISerializationCallbackReceiver, ILayoutElement, ICanvasRaycastFilter
    {
        public enum Type
        {
            Simple,
            Sliced,
            Tiled,
            Filled
        }

        public enum FillMethod
        {
            Horizontal,
            Vertical,
            Radial90,
            Radial180,
            Radial360,
        }

        public enum OriginHorizontal { Left, Right }
        public enum OriginVertical { Bottom, Top }
        public enum Origin90 { BottomLeft, TopLeft, TopRight, BottomRight }
        public enum Origin180 { Bottom, Left, Top, Right }
        public enum Origin360 { Bottom, Right, Top, Left }

        protected static Material s_ETC1DefaultUI = null;

        [SerializeField] private Sprite m_Sprite;
        [NonSerialized] private Sprite m_OverrideSprite;
        [SerializeField] private Type m_Type = Type.Simple;
        [SerializeField] private bool m_PreserveAspect;
        [SerializeField] private bool m_FillCenter = true;
        [SerializeField] private FillMethod m_FillMethod = FillMethod.Radial360;
        [Range(0, 1)] [SerializeField] private float m_FillAmount = 1.0f;
        [SerializeField] private bool m_FillClockwise = true;
        [SerializeField] private int m_FillOrigin;
        [SerializeField] private bool m_UseSpriteMesh;
        [SerializeField] private float m_PixelsPerUnitMultiplier = 1.0f;
        private float m_AlphaHitTestMinimumThreshold;

        protected Image() { useLegacyMeshGeneration = false; }

        public Sprite sprite
        {
            get { return m_Sprite; }
            set
            {
                if (m_Sprite == value) return;
                m_Sprite = value;
                SetAllDirty();
            }
        }

        public void DisableSpriteOptimizations() { }

        public Sprite overrideSprite
        {
            get { return activeSprite; }
            set
            {
                if (m_OverrideSprite == value) return;
                m_OverrideSprite = value;
                SetAllDirty();
            }
        }

        private Sprite activeSprite { get { return m_OverrideSprite != null ? m_OverrideSprite : sprite; } }

        public Type type { get { return m_Type; } set { if (m_Type != value) { m_Type = value; SetVerticesDirty(); } } }
        public bool preserveAspect { get { return m_PreserveAspect; } set { if (m_PreserveAspect != value) { m_PreserveAspect = value; SetVerticesDirty(); } } }
        public bool fillCenter { get { return m_FillCenter; } set { if (m_FillCenter != value) { m_FillCenter = value; SetVerticesDirty(); } } }

        public FillMethod fillMethod
        {
            get { return m_FillMethod; }
            set
            {
                if (m_FillMethod == value) return;
                m_FillMethod = value;
                SetVerticesDirty();
                m_FillOrigin = 0;
            }
        }

        public float fillAmount
        {
            get { return m_FillAmount; }
            set
            {
                var clamped = Mathf.Clamp01(value);
                if (m_FillAmount == clamped) return;
                m_FillAmount = clamped;
                SetVerticesDirty();
            }
        }

        public bool fillClockwise { get { return m_FillClockwise; } set { if (m_FillClockwise != value) { m_FillClockwise = value; SetVerticesDirty(); } } }
        public int fillOrigin { get { return m_FillOrigin; } set { if (m_FillOrigin != value) { m_FillOrigin = value; SetVerticesDirty(); } } }

        [Obsolete("eventAlphaThreshold has been deprecated. Use eventMinimumAlphaThreshold instead (UnityUpgradable) -> alphaHitTestMinimumThreshold")]
        public float eventAlphaThreshold { get { return 1 - alphaHitTestMinimumThreshold; } set { alphaHitTestMinimumThreshold = 1 - value; } }

        public float alphaHitTestMinimumThreshold { get { return m_AlphaHitTestMinimumThreshold; } set { m_AlphaHitTestMinimumThreshold = value; } }

        public bool useSpriteMesh { get { return m_UseSpriteMesh; } set { if (m_UseSpriteMesh != value) { m_UseSpriteMesh = value; SetVerticesDirty(); } } }

        public static Material defaultETC1GraphicMaterial { get { return s_ETC1DefaultUI; } }

        public override Texture mainTexture
        {
            get
            {
                if (activeSprite == null) return material != null && material.mainTexture != null ? material.mainTexture : s_WhiteTexture;
                return activeSprite.texture;
            }
        }

        public bool hasBorder { get { return activeSprite != null && activeSprite.border.sqrMagnitude > 0f; } }

        public float pixelsPerUnitMultiplier { get { return m_PixelsPerUnitMultiplier; } set { m_PixelsPerUnitMultiplier = Mathf.Max(0.01f, value); } }

        public float pixelsPerUnit
        {
            get
            {
                var spritePixelsPerUnit = activeSprite != null ? activeSprite.pixelsPerUnit : 100f;
                var reference = canvas != null ? canvas.referencePixelsPerUnit : 100f;
                return spritePixelsPerUnit / reference;
            }
        }

        protected float multipliedPixelsPerUnit { get { return pixelsPerUnit * m_PixelsPerUnitMultiplier; } }

        public override Material material
        {
            get { return m_Material != null ? m_Material : defaultMaterial; }
            set { base.material = value; }
        }

        public virtual void OnBeforeSerialize() { }

        public virtual void OnAfterDeserialize()
        {
            if (m_FillOrigin < 0) m_FillOrigin = 0;
            m_FillAmount = Mathf.Clamp01(m_FillAmount);
        }

        public override void SetNativeSize()
        {
            if (activeSprite == null) return;
            var w = activeSprite.rect.width / pixelsPerUnit;
            var h = activeSprite.rect.height / pixelsPerUnit;
            rectTransform.anchorMax = rectTransform.anchorMin;
            rectTransform.sizeDelta = new Vector2(w, h);
            SetAllDirty();
        }

        public virtual void CalculateLayoutInputHorizontal() { }
        public virtual void CalculateLayoutInputVertical() { }

        public virtual float minWidth { get { return 0; } }
        public virtual float preferredWidth { get { return activeSprite == null ? 0 : activeSprite.rect.width / pixelsPerUnit; } }
        public virtual float flexibleWidth { get { return -1; } }
        public virtual float minHeight { get { return 0; } }
        public virtual float preferredHeight { get { return activeSprite == null ? 0 : activeSprite.rect.height / pixelsPerUnit; } }
        public virtual float flexibleHeight { get { return -1; } }
        public virtual int layoutPriority { get { return 0; } }

        // Alpha hit testing reads the sprite's pixels, which the stand-in does not keep; with the default threshold
        // (0) every point inside passes, as in Unity.
        public virtual bool IsRaycastLocationValid(Vector2 screenPoint, Camera eventCamera)
        {
            if (alphaHitTestMinimumThreshold <= 0) return true;
            if (alphaHitTestMinimumThreshold > 1) return false;
            throw new NotSupportedException("not modelled by the headless editor: Image.IsRaycastLocationValid");
        }

        public override void OnCullingChanged() { base.OnCullingChanged(); }
    }
}
