namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/2D/Common/ScriptBindings/SpriteRenderer.bindings.cs.
    public enum SpriteMaskInteraction
    {
        None = 0,
        VisibleInsideMask = 1,
        VisibleOutsideMask = 2
    }
}
