namespace UnityEngine
{
    // A render target in memory: Camera.Render() rasterises into it (Internal/SoftwareRasterizer).
    public class RenderTexture : Texture
    {
        internal float[] Depth;

        public RenderTexture(int width, int height, int depth)
        {
            Allocate(width, height);
            this.depth = depth;
        }

        public int depth { get; set; }

        public static RenderTexture active { get; set; }

        public bool Create() { return true; }
        public void Release() { }
        public bool IsCreated() { return true; }
    }
}
