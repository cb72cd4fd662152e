namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Text.cs (its font settings are FontData's, Runtime/UI/Core/FontData.cs,
    // kept on the component here). No glyphs are laid out: preferredWidth/Height need a text generator and throw.
    [RequireComponent(typeof(CanvasRenderer))]
    [AddComponentMenu("UI/Legacy/Text", 100)]
    public class Text : MaskableGraphic, ILayoutElement
    {
        [SerializeField] private Font m_Font;
        [SerializeField] private int m_FontSize = 14;
        [SerializeField] private FontStyle m_FontStyle = FontStyle.Normal;
        [SerializeField] private bool m_BestFit;
        [SerializeField] private int m_MinSize = 10;
        [SerializeField] private int m_MaxSize = 40;
        [SerializeField] private TextAnchor m_Alignment = TextAnchor.UpperLeft;
        [SerializeField] private bool m_AlignByGeometry;
        [SerializeField] private bool m_RichText = true;
        [SerializeField] private HorizontalWrapMode m_HorizontalOverflow = HorizontalWrapMode.Wrap;
        [SerializeField] private VerticalWrapMode m_VerticalOverflow = VerticalWrapMode.Truncate;
        [SerializeField] private float m_LineSpacing = 1f;
        [TextArea(3, 10)] [SerializeField] protected string m_Text = string.Empty;

        protected Text() { useLegacyMeshGeneration = false; }

        public virtual string text
        {
            get { return m_Text; }
            set
            {
                if (string.IsNullOrEmpty(value))
                {
                    if (string.IsNullOrEmpty(m_Text)) return;
                    m_Text = "";
                    SetVerticesDirty();
                }
                else if (m_Text != value)
                {
                    m_Text = value;
                    SetVerticesDirty();
                    SetLayoutDirty();
                }
            }
        }

        public Font font
        {
            get { return m_Font; }
            set
            {
                if (m_Font == value) return;
                m_Font = value;
                SetAllDirty();
            }
        }

        public int fontSize { get { return m_FontSize; } set { if (m_FontSize != value) { m_FontSize = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public FontStyle fontStyle { get { return m_FontStyle; } set { if (m_FontStyle != value) { m_FontStyle = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public TextAnchor alignment { get { return m_Alignment; } set { if (m_Alignment != value) { m_Alignment = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public bool alignByGeometry { get { return m_AlignByGeometry; } set { if (m_AlignByGeometry != value) { m_AlignByGeometry = value; SetVerticesDirty(); } } }
        public bool supportRichText { get { return m_RichText; } set { if (m_RichText != value) { m_RichText = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public bool resizeTextForBestFit { get { return m_BestFit; } set { if (m_BestFit != value) { m_BestFit = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public int resizeTextMinSize { get { return m_MinSize; } set { if (m_MinSize != value) { m_MinSize = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public int resizeTextMaxSize { get { return m_MaxSize; } set { if (m_MaxSize != value) { m_MaxSize = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public HorizontalWrapMode horizontalOverflow { get { return m_HorizontalOverflow; } set { if (m_HorizontalOverflow != value) { m_HorizontalOverflow = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public VerticalWrapMode verticalOverflow { get { return m_VerticalOverflow; } set { if (m_VerticalOverflow != value) { m_VerticalOverflow = value; SetVerticesDirty(); SetLayoutDirty(); } } }
        public float lineSpacing { get { return m_LineSpacing; } set { if (m_LineSpacing != value) { m_LineSpacing = value; SetVerticesDirty(); SetLayoutDirty(); } } }

        public override Texture mainTexture
        {
            get
            {
                if (m_Font != null && m_Font.material != null && m_Font.material.mainTexture != null) return m_Font.material.mainTexture;
                return m_Material != null ? m_Material.mainTexture : base.mainTexture;
            }
        }

        public float pixelsPerUnit
        {
            get
            {
                var c = canvas;
                if (c == null) return 1;
                if (font == null || font.dynamic) return c.scaleFactor;
                return 1;
            }
        }

        public void FontTextureChanged() { if (IsActive()) SetAllDirty(); }

        public virtual void CalculateLayoutInputHorizontal() { }
        public virtual void CalculateLayoutInputVertical() { }
        public virtual float minWidth { get { return 0; } }
        public virtual float preferredWidth { get { throw new System.NotSupportedException("not modelled by the headless editor: Text.preferredWidth"); } }
        public virtual float flexibleWidth { get { return -1; } }
        public virtual float minHeight { get { return 0; } }
        public virtual float preferredHeight { get { throw new System.NotSupportedException("not modelled by the headless editor: Text.preferredHeight"); } }
        public virtual float flexibleHeight { get { return -1; } }
        public virtual int layoutPriority { get { return 0; } }

    }
}
