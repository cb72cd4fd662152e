namespace UnityEngine.Rendering
{
    public enum ShaderPropertyType
    {
        Color,
        Vector,
        Float,
        Range,
        Texture,
        Int,
    }
}
