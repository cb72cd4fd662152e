using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/2D/Common/ScriptBindings/Sprites.bindings.cs (signatures of Create and the
    // members below). In memory: a rectangle of a texture with a pivot (given normalized, read in pixels, as in Unity)
    // and pixels per unit; bounds are the rectangle in units around the pivot (0.2 deep, as Unity's). The mesh is the
    // full rectangle (four vertices) whatever the mesh type; there is no atlas packing.
    public sealed class Sprite : Object
    {
        Texture2D m_Texture;
        Rect m_Rect;
        Vector2 m_Pivot;      // pixels
        float m_PixelsPerUnit = 100f;
        Vector4 m_Border;

        Sprite() { }

        public Bounds bounds
        {
            get
            {
                var size = new Vector3(m_Rect.width / m_PixelsPerUnit, m_Rect.height / m_PixelsPerUnit, 0.2f);
                var center = new Vector3((m_Rect.width * 0.5f - m_Pivot.x) / m_PixelsPerUnit, (m_Rect.height * 0.5f - m_Pivot.y) / m_PixelsPerUnit, 0f);
                return new Bounds(center, size);
            }
        }
        public Rect rect { get { return m_Rect; } }
        public Vector4 border { get { return m_Border; } }
        public Texture2D texture { get { return m_Texture; } }
        public float pixelsPerUnit { get { return m_PixelsPerUnit; } }
        public float spriteAtlasTextureScale { get { return 1f; } }
        public Texture2D associatedAlphaSplitTexture { get { return null; } }
        public Vector2 pivot { get { return m_Pivot; } }
        public bool packed { get { return false; } }
        public SpritePackingMode packingMode { get { return SpritePackingMode.Rectangle; } }
        public Rect textureRect { get { return m_Rect; } }
        public Vector2 textureRectOffset { get { return Vector2.zero; } }
        public Vector2[] vertices
        {
            get
            {
                var b = bounds;
                return new[] { new Vector2(b.min.x, b.max.y), new Vector2(b.max.x, b.max.y), new Vector2(b.min.x, b.min.y), new Vector2(b.max.x, b.min.y) };
            }
        }
        public ushort[] triangles { get { return new ushort[] { 0, 1, 3, 3, 2, 0 }; } }
        public Vector2[] uv
        {
            get
            {
                float w = m_Texture != null && m_Texture.width > 0 ? m_Texture.width : 1f, h = m_Texture != null && m_Texture.height > 0 ? m_Texture.height : 1f;
                float x0 = m_Rect.xMin / w, x1 = m_Rect.xMax / w, y0 = m_Rect.yMin / h, y1 = m_Rect.yMax / h;
                return new[] { new Vector2(x0, y1), new Vector2(x1, y1), new Vector2(x0, y0), new Vector2(x1, y0) };
            }
        }

        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit, uint extrude, SpriteMeshType meshType, Vector4 border, bool generateFallbackPhysicsShape)
        {
            if (texture == null) return null;
            if (rect.xMax > texture.width || rect.yMax > texture.height || rect.x < 0f || rect.y < 0f)
                throw new ArgumentException(string.Format("Could not create sprite ({0}, {1}, {2}, {3}) from a {4}x{5} texture.", rect.x, rect.y, rect.width, rect.height, texture.width, texture.height));
            if (pixelsPerUnit <= 0f) throw new ArgumentException("Sprite.Create: pixelsPerUnit must be set to a positive non-zero value.");
            return new Sprite { m_Texture = texture, m_Rect = rect, m_Pivot = new Vector2(pivot.x * rect.width, pivot.y * rect.height), m_PixelsPerUnit = pixelsPerUnit, m_Border = border, name = "" };
        }
        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit, uint extrude, SpriteMeshType meshType, Vector4 border) { return Create(texture, rect, pivot, pixelsPerUnit, extrude, meshType, border, false); }
        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit, uint extrude, SpriteMeshType meshType) { return Create(texture, rect, pivot, pixelsPerUnit, extrude, meshType, Vector4.zero, false); }
        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit, uint extrude) { return Create(texture, rect, pivot, pixelsPerUnit, extrude, SpriteMeshType.Tight, Vector4.zero, false); }
        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit) { return Create(texture, rect, pivot, pixelsPerUnit, 0, SpriteMeshType.Tight, Vector4.zero, false); }
        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot) { return Create(texture, rect, pivot, 100f, 0, SpriteMeshType.Tight, Vector4.zero, false); }
    }
}
