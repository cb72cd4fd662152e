namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/UI/ScriptBindings/UICanvas.bindings.cs (enum RenderMode).
    public enum RenderMode
    {
        ScreenSpaceOverlay = 0,
        ScreenSpaceCamera = 1,
        WorldSpace = 2
    }
}
