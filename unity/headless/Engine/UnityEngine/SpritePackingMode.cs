namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/2D/Common/ScriptBindings/Sprites.bindings.cs.
    public enum SpritePackingMode
    {
        Tight = 0,
        Rectangle
    }
}
