namespace UnityEngine
{
    public class Texture : Object
    {
        internal int Width;
        internal int Height;
        // Rows bottom to top, as Unity's texture coordinates (0,0 is the bottom-left pixel).
        internal Color[] Pixels;

        protected Texture() { }

        public virtual int width { get { return Width; } set { Width = value; } }
        public virtual int height { get { return Height; } set { Height = value; } }

        internal void Allocate(int w, int h)
        {
            Width = w;
            Height = h;
            Pixels = new Color[System.Math.Max(0, w) * System.Math.Max(0, h)];
        }
    }
}
