namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs).
    public enum ForceMode2D
    {
        Force = 0,
        Impulse = 1
    }
}
