namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Runtime/2D/Common/ScriptBindings/Sprites.bindings.cs:67 (class Sprite):
    // the part uGUI's Image reads (rect, texture, pivot, pixelsPerUnit, border) and Sprite.Create.
    public sealed partial class Sprite : Object
    {
        private Rect m_Rect;
        private Texture2D m_Texture;
        private Vector2 m_Pivot;
        private float m_PixelsPerUnit = 100f;
        private Vector4 m_Border;

        private Sprite() { }

        public Rect rect { get { return m_Rect; } }
        public Vector4 border { get { return m_Border; } }
        public Texture2D texture { get { return m_Texture; } }
        public float pixelsPerUnit { get { return m_PixelsPerUnit; } }
        // The pivot in pixels, as Unity's property gives it.
        public Vector2 pivot { get { return m_Pivot; } }
        public Rect textureRect { get { return m_Rect; } }

        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit)
        {
            return Create(texture, rect, pivot, pixelsPerUnit, 0);
        }

        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit, uint extrude)
        {
            if (texture == null) return null;
            return new Sprite
            {
                m_Texture = texture,
                m_Rect = rect,
                m_Pivot = new Vector2(pivot.x * rect.width, pivot.y * rect.height),
                m_PixelsPerUnit = pixelsPerUnit,
                name = texture.name,
            };
        }

        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot)
        {
            return Create(texture, rect, pivot, 100f);
        }
    }
}
