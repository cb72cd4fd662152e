namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>UnityEngine.PrimitiveType plus None (an empty GameObject).</summary>
    public enum PrimitiveShape
    {
        None,
        Cube,
        Sphere,
        Capsule,
        Cylinder,
        Plane,
        Quad,
    }
}
