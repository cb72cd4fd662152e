namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 Editor/Mono/ScriptAttributeGUI/GUIDrawer.cs (6000.5.0b1 Inspector/Core/ScriptAttributeGUI/).
    public abstract class GUIDrawer
    {
    }
}
