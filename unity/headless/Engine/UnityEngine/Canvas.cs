namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/UI/ScriptBindings/UICanvas.bindings.cs (class Canvas). Nothing is
    // drawn: the settings are kept as state. isRootCanvas/rootCanvas follow the hierarchy (a Canvas with no Canvas
    // above it is a root, as in Unity); a nested canvas takes its root's renderMode and scaleFactor as Unity's does.
    [RequireComponent(typeof(RectTransform))]
    [DisallowMultipleComponent]
    public sealed class Canvas : Behaviour
    {
        public delegate void WillRenderCanvases();
        public static event WillRenderCanvases preWillRenderCanvases;
        public static event WillRenderCanvases willRenderCanvases;

        [SerializeField] RenderMode m_RenderMode = RenderMode.ScreenSpaceOverlay;
        [SerializeField] Camera m_Camera;
        [SerializeField] float m_PlaneDistance = 100f;
        [SerializeField] bool m_PixelPerfect;
        [SerializeField] bool m_OverridePixelPerfect;
        [SerializeField] bool m_OverrideSorting;
        [SerializeField] int m_SortingOrder;
        [SerializeField] int m_TargetDisplay;
        [SerializeField] int m_SortingLayerID;
        [SerializeField] float m_ScaleFactor = 1f;
        [SerializeField] float m_ReferencePixelsPerUnit = 100f;
        [SerializeField] float m_SortingBucketNormalizedSize;
        [SerializeField] AdditionalCanvasShaderChannels m_AdditionalShaderChannelsFlag;
#if UNITY_6000_0_OR_NEWER
        [SerializeField] bool m_VertexColorAlwaysGammaSpace;
        [SerializeField] bool m_UseReflectionProbes;
        [SerializeField] StandaloneRenderResize m_UpdateRectTransformForStandalone;
#endif

        public RenderMode renderMode
        {
            get { var root = rootCanvas; return root != null && root != this ? root.renderMode : m_RenderMode; }
            set { m_RenderMode = value; }
        }

        public bool isRootCanvas { get { return ParentCanvas() == null; } }

        public Rect pixelRect { get { throw new System.NotSupportedException("not modelled by the headless editor: Canvas.pixelRect"); } }

        public float scaleFactor
        {
            get { var root = rootCanvas; return root != null && root != this ? root.scaleFactor : m_ScaleFactor; }
            set { m_ScaleFactor = value; }
        }

        public float referencePixelsPerUnit { get { return m_ReferencePixelsPerUnit; } set { m_ReferencePixelsPerUnit = value; } }
        public bool overridePixelPerfect { get { return m_OverridePixelPerfect; } set { m_OverridePixelPerfect = value; } }
#if UNITY_6000_0_OR_NEWER
        public bool vertexColorAlwaysGammaSpace { get { return m_VertexColorAlwaysGammaSpace; } set { m_VertexColorAlwaysGammaSpace = value; } }
        public bool useReflectionProbes { get { return m_UseReflectionProbes; } set { m_UseReflectionProbes = value; } }
        public StandaloneRenderResize updateRectTransformForStandalone { get { return m_UpdateRectTransformForStandalone; } set { m_UpdateRectTransformForStandalone = value; } }
#endif
        public bool pixelPerfect { get { return m_PixelPerfect; } set { m_PixelPerfect = value; } }
        public float planeDistance { get { return m_PlaneDistance; } set { m_PlaneDistance = value; } }
        public int renderOrder { get { return 0; } }
        public bool overrideSorting { get { return m_OverrideSorting; } set { m_OverrideSorting = value; } }
        public int sortingOrder { get { return m_SortingOrder; } set { m_SortingOrder = value; } }
        public int targetDisplay { get { return m_TargetDisplay; } set { m_TargetDisplay = value; } }
        public int sortingLayerID { get { return m_SortingLayerID; } set { m_SortingLayerID = value; } }
        public int cachedSortingLayerValue { get { return 0; } }
        public AdditionalCanvasShaderChannels additionalShaderChannels { get { return m_AdditionalShaderChannelsFlag; } set { m_AdditionalShaderChannelsFlag = value; } }
        public string sortingLayerName { get { return m_SortingLayerID == 0 ? "Default" : ""; } set { m_SortingLayerID = value == "Default" ? 0 : m_SortingLayerID; } }

        public Canvas rootCanvas
        {
            get
            {
                var root = this;
                for (var c = ParentCanvas(); c != null; c = c.ParentCanvas()) root = c;
                return root;
            }
        }

        public Vector2 renderingDisplaySize { get { throw new System.NotSupportedException("not modelled by the headless editor: Canvas.renderingDisplaySize"); } }
        public Camera worldCamera { get { return m_Camera; } set { m_Camera = value; } }
        public float normalizedSortingGridSize { get { return m_SortingBucketNormalizedSize; } set { m_SortingBucketNormalizedSize = value; } }

        [System.Obsolete("Setting normalizedSize via a int is not supported. Please use normalizedSortingGridSize", false)]
        public int sortingGridNormalizedSize { get { return (int)m_SortingBucketNormalizedSize; } set { m_SortingBucketNormalizedSize = value; } }

        public static Material GetDefaultCanvasMaterial() { throw new System.NotSupportedException("not modelled by the headless editor: Canvas.GetDefaultCanvasMaterial"); }

        public static Material GetETC1SupportedCanvasMaterial() { throw new System.NotSupportedException("not modelled by the headless editor: Canvas.GetETC1SupportedCanvasMaterial"); }

        // Raises the events Unity raises before it renders the canvases (uGUI's CanvasUpdateRegistry listens).
        public static void ForceUpdateCanvases()
        {
            var pre = preWillRenderCanvases;
            if (pre != null) pre();
            var will = willRenderCanvases;
            if (will != null) will();
        }

        private Canvas ParentCanvas()
        {
            for (var t = transform.parent; t != null; t = t.parent)
            {
                var c = t.GetComponent<Canvas>();
                if (c != null && c.enabled) return c;
            }

            return null;
        }
    }
}
