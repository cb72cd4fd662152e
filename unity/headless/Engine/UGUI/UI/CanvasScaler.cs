using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/CanvasScaler.cs: the settings. ConstantPixelSize gives the
    // canvas its scaleFactor at once; the modes that depend on the screen's size or DPI are not computed (no screen).
    [RequireComponent(typeof(Canvas))]
    [ExecuteAlways]
    [AddComponentMenu("Layout/Canvas Scaler", 101)]
    [DisallowMultipleComponent]
    public class CanvasScaler : UIBehaviour
    {
        public enum ScaleMode { ConstantPixelSize, ScaleWithScreenSize, ConstantPhysicalSize }
        public enum ScreenMatchMode { MatchWidthOrHeight = 0, Expand = 1, Shrink = 2 }
        public enum Unit { Centimeters, Millimeters, Inches, Points, Picas }

        [SerializeField] private ScaleMode m_UiScaleMode = ScaleMode.ConstantPixelSize;
        [SerializeField] protected float m_ReferencePixelsPerUnit = 100;
        [SerializeField] protected float m_ScaleFactor = 1;
        [SerializeField] protected Vector2 m_ReferenceResolution = new Vector2(800, 600);
        [SerializeField] protected ScreenMatchMode m_ScreenMatchMode = ScreenMatchMode.MatchWidthOrHeight;
        [Range(0, 1)] [SerializeField] protected float m_MatchWidthOrHeight = 0;
        [SerializeField] protected Unit m_PhysicalUnit = Unit.Points;
        [SerializeField] protected float m_FallbackScreenDPI = 96;
        [SerializeField] protected float m_DefaultSpriteDPI = 96;
        [SerializeField] protected float m_DynamicPixelsPerUnit = 1;
        [SerializeField] protected bool m_PresetInfoIsWorld = false;

        private Canvas m_Canvas;

        protected CanvasScaler() { }

        public ScaleMode uiScaleMode { get { return m_UiScaleMode; } set { m_UiScaleMode = value; Handle(); } }
        public float referencePixelsPerUnit { get { return m_ReferencePixelsPerUnit; } set { m_ReferencePixelsPerUnit = value; Handle(); } }
        public float scaleFactor { get { return m_ScaleFactor; } set { m_ScaleFactor = Mathf.Max(0.01f, value); Handle(); } }
        public Vector2 referenceResolution
        {
            get { return m_ReferenceResolution; }
            set
            {
                m_ReferenceResolution = value;
                const float k_MinimumResolution = 0.00001f;
                if (m_ReferenceResolution.x > -k_MinimumResolution && m_ReferenceResolution.x < k_MinimumResolution) m_ReferenceResolution.x = k_MinimumResolution * Mathf.Sign(m_ReferenceResolution.x);
                if (m_ReferenceResolution.y > -k_MinimumResolution && m_ReferenceResolution.y < k_MinimumResolution) m_ReferenceResolution.y = k_MinimumResolution * Mathf.Sign(m_ReferenceResolution.y);
            }
        }
        public ScreenMatchMode screenMatchMode { get { return m_ScreenMatchMode; } set { m_ScreenMatchMode = value; } }
        public float matchWidthOrHeight { get { return m_MatchWidthOrHeight; } set { m_MatchWidthOrHeight = value; } }
        public Unit physicalUnit { get { return m_PhysicalUnit; } set { m_PhysicalUnit = value; } }
        public float fallbackScreenDPI { get { return m_FallbackScreenDPI; } set { m_FallbackScreenDPI = value; } }
        public float defaultSpriteDPI { get { return m_DefaultSpriteDPI; } set { m_DefaultSpriteDPI = Mathf.Max(1, value); } }
        public float dynamicPixelsPerUnit { get { return m_DynamicPixelsPerUnit; } set { m_DynamicPixelsPerUnit = value; } }

        protected override void OnEnable()
        {
            base.OnEnable();
            m_Canvas = GetComponent<Canvas>();
            Handle();
        }

        protected override void OnDisable()
        {
            SetScaleFactor(1);
            base.OnDisable();
        }

        protected virtual void Update() { Handle(); }

        protected virtual void Handle()
        {
            if (m_Canvas == null || !m_Canvas.isRootCanvas) return;
            if (m_Canvas.renderMode == RenderMode.WorldSpace)
            {
                SetScaleFactor(1f);
                return;
            }

            if (m_UiScaleMode == ScaleMode.ConstantPixelSize) HandleConstantPixelSize();
            SetReferencePixelsPerUnit(m_ReferencePixelsPerUnit);
        }

        protected virtual void HandleConstantPixelSize() { SetScaleFactor(m_ScaleFactor); }

        protected virtual void HandleScaleWithScreenSize() { throw new System.NotSupportedException("not modelled by the headless editor: CanvasScaler.HandleScaleWithScreenSize"); }

        protected virtual void HandleConstantPhysicalSize() { throw new System.NotSupportedException("not modelled by the headless editor: CanvasScaler.HandleConstantPhysicalSize"); }

        protected void SetScaleFactor(float scaleFactor)
        {
            if (m_Canvas != null) m_Canvas.scaleFactor = scaleFactor;
        }

        protected void SetReferencePixelsPerUnit(float referencePixelsPerUnit)
        {
            if (m_Canvas != null) m_Canvas.referencePixelsPerUnit = referencePixelsPerUnit;
        }
    }
}
