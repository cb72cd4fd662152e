using System;

namespace UnityEngine
{
    public sealed class Texture2D : Texture
    {
        public Texture2D(int width, int height) : this(width, height, TextureFormat.RGBA32, true) { }

        public Texture2D(int width, int height, TextureFormat textureFormat, bool mipChain)
        {
            Allocate(width, height);
            format = textureFormat;
        }

        public TextureFormat format { get; private set; }

        public Color GetPixel(int x, int y)
        {
            if (Width == 0 || Height == 0) return Color.clear;
            x = Math.Max(0, Math.Min(Width - 1, x));
            y = Math.Max(0, Math.Min(Height - 1, y));
            return Pixels[y * Width + x];
        }

        public void SetPixel(int x, int y, Color color)
        {
            if (x < 0 || y < 0 || x >= Width || y >= Height) return;
            Pixels[y * Width + x] = color;
        }

        public Color[] GetPixels() { return (Color[])Pixels.Clone(); }

        // Copies from RenderTexture.active, as Unity does; with none active Unity reads the back buffer,
        // which the headless editor does not have, so the pixels stay as they were.
        public void ReadPixels(Rect source, int destX, int destY) { ReadPixels(source, destX, destY, true); }

        public void ReadPixels(Rect source, int destX, int destY, bool recalculateMipMaps)
        {
            var from = RenderTexture.active;
            if (from == null || from.Pixels == null) return;
            var sx = (int)source.x;
            var sy = (int)source.y;
            for (var y = 0; y < (int)source.height; y++)
            {
                for (var x = 0; x < (int)source.width; x++)
                {
                    int fx = sx + x, fy = sy + y, tx = destX + x, ty = destY + y;
                    if (fx < 0 || fy < 0 || fx >= from.Width || fy >= from.Height) continue;
                    if (tx < 0 || ty < 0 || tx >= Width || ty >= Height) continue;
                    var c = from.Pixels[fy * from.Width + fx];
                    if (format == TextureFormat.RGB24) c.a = 1f;
                    Pixels[ty * Width + tx] = c;
                }
            }
        }

        public void Apply() { Apply(true, false); }
        public void Apply(bool updateMipmaps) { Apply(updateMipmaps, false); }
        public void Apply(bool updateMipmaps, bool makeNoLongerReadable) { }
    }
}
