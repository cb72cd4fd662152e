using UnityEngine.Events;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/2D/Common/ScriptBindings/SpriteRenderer.bindings.cs. Kept as state a
    // test can read (Camera.Render draws mesh renderers only); size follows the sprite in Simple mode and is the
    // renderer's own in Sliced/Tiled, as in Unity; bounds are the sprite's (flips mirror them) under the transform.
    public sealed class SpriteRenderer : Renderer
    {
        [SerializeField] Sprite m_Sprite;
        [SerializeField] Color m_Color = Color.white;
        [SerializeField] bool m_FlipX;
        [SerializeField] bool m_FlipY;
        [SerializeField] SpriteDrawMode m_DrawMode;
        [SerializeField] Vector2 m_Size = Vector2.one;
        [SerializeField] float m_AdaptiveModeThreshold = 0.5f;
        [SerializeField] SpriteTileMode m_TileMode;
        [SerializeField] SpriteMaskInteraction m_MaskInteraction;
        [SerializeField] SpriteSortPoint m_SpriteSortPoint;

        UnityAction<SpriteRenderer> m_SpriteChanged;

        public void RegisterSpriteChangeCallback(UnityAction<SpriteRenderer> callback) { m_SpriteChanged += callback; }
        public void UnregisterSpriteChangeCallback(UnityAction<SpriteRenderer> callback) { m_SpriteChanged -= callback; }

        public Sprite sprite
        {
            get { return m_Sprite; }
            set
            {
                if (m_Sprite == value) return;
                m_Sprite = value;
                if (value != null && m_DrawMode == SpriteDrawMode.Simple) m_Size = new Vector2(value.bounds.size.x, value.bounds.size.y);
                if (m_SpriteChanged != null) m_SpriteChanged(this);
            }
        }
        public SpriteDrawMode drawMode { get { return m_DrawMode; } set { m_DrawMode = value; } }
        public Vector2 size
        {
            get { return m_DrawMode == SpriteDrawMode.Simple && m_Sprite != null ? new Vector2(m_Sprite.bounds.size.x, m_Sprite.bounds.size.y) : m_Size; }
            set { m_Size = value; }
        }
        public float adaptiveModeThreshold { get { return m_AdaptiveModeThreshold; } set { m_AdaptiveModeThreshold = value; } }
        public SpriteTileMode tileMode { get { return m_TileMode; } set { m_TileMode = value; } }
        public Color color { get { return m_Color; } set { m_Color = value; } }
        public SpriteMaskInteraction maskInteraction { get { return m_MaskInteraction; } set { m_MaskInteraction = value; } }
        public bool flipX { get { return m_FlipX; } set { m_FlipX = value; } }
        public bool flipY { get { return m_FlipY; } set { m_FlipY = value; } }
        public SpriteSortPoint spriteSortPoint { get { return m_SpriteSortPoint; } set { m_SpriteSortPoint = value; } }

        internal override Bounds LocalBounds
        {
            get
            {
                if (m_Sprite == null) return new Bounds(Vector3.zero, Vector3.zero);
                var b = m_Sprite.bounds;
                var c = b.center;
                if (m_FlipX) c.x = -c.x;
                if (m_FlipY) c.y = -c.y;
                var s = m_DrawMode == SpriteDrawMode.Simple ? b.size : new Vector3(m_Size.x, m_Size.y, b.size.z);
                return new Bounds(c, s);
            }
        }
    }
}
