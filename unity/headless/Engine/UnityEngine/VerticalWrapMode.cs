namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/TextRendering/TextRendering.bindings.cs:40.
    public enum VerticalWrapMode
    {
        Truncate = 0,
        Overflow = 1
    }
}
