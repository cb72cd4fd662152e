namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/2D/Common/ScriptBindings/SpriteRenderer.bindings.cs.
    public enum SpriteTileMode
    {
        Continuous,
        Adaptive
    }
}
