using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/AspectRatioFitter.cs: sizes its RectTransform to aspectRatio
    // (width / height) when enabled, when a setting changes and every Update: one side from the other, or inside /
    // around the parent's rect.
    [AddComponentMenu("Layout/Aspect Ratio Fitter", 142)]
    [ExecuteAlways]
    [RequireComponent(typeof(RectTransform))]
    [DisallowMultipleComponent]
    public class AspectRatioFitter : UIBehaviour, ILayoutSelfController
    {
        public enum AspectMode
        {
            None,
            WidthControlsHeight,
            HeightControlsWidth,
            FitInParent,
            EnvelopeParent
        }

        [SerializeField] private AspectMode m_AspectMode = AspectMode.None;
        [SerializeField] private float m_AspectRatio = 1;

        protected AspectRatioFitter() { }

        public AspectMode aspectMode { get { return m_AspectMode; } set { if (m_AspectMode != value) { m_AspectMode = value; SetDirty(); } } }
        public float aspectRatio { get { return m_AspectRatio; } set { if (m_AspectRatio != value) { m_AspectRatio = value; SetDirty(); } } }

        private RectTransform rect { get { return (RectTransform)transform; } }

        protected override void OnEnable()
        {
            base.OnEnable();
            SetDirty();
        }

        protected virtual void Update() { SetDirty(); }

        protected override void OnRectTransformDimensionsChange() { SetDirty(); }

        public virtual void SetLayoutHorizontal() { }

        public virtual void SetLayoutVertical() { }

        protected void SetDirty()
        {
            if (!IsActive() || m_AspectRatio <= 0) return;
            var r = rect;
            switch (m_AspectMode)
            {
                case AspectMode.WidthControlsHeight:
                    r.SetSizeWithCurrentAnchors(RectTransform.Axis.Vertical, r.rect.width / m_AspectRatio);
                    break;
                case AspectMode.HeightControlsWidth:
                    r.SetSizeWithCurrentAnchors(RectTransform.Axis.Horizontal, r.rect.height * m_AspectRatio);
                    break;
                case AspectMode.FitInParent:
                case AspectMode.EnvelopeParent:
                {
                    var parent = r.parent as RectTransform;
                    var size = parent == null ? Vector2.zero : parent.rect.size;
                    r.anchorMin = Vector2.zero;
                    r.anchorMax = Vector2.one;
                    r.anchoredPosition = Vector2.zero;
                    // Stretched to the parent, one axis is shrunk (fit) or grown (envelope) to keep the ratio.
                    var wider = size.x > size.y * m_AspectRatio;
                    var fit = m_AspectMode == AspectMode.FitInParent;
                    r.sizeDelta = wider == fit
                        ? new Vector2(size.y * m_AspectRatio - size.x, 0f)
                        : new Vector2(0f, size.x / m_AspectRatio - size.y);
                    break;
                }
            }
        }
    }
}
