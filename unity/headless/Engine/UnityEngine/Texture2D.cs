namespace UnityEngine
{
    public sealed class Texture2D : Texture
    {
        public Texture2D(int width, int height) { Width = width; Height = height; }
    }
}
