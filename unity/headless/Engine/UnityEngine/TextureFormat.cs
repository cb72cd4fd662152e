namespace UnityEngine
{
    // The formats the stand-in's textures accept; every texture keeps RGBA floats in memory.
    public enum TextureFormat
    {
        Alpha8 = 1,
        RGB24 = 3,
        RGBA32 = 4,
        ARGB32 = 5,
    }
}
