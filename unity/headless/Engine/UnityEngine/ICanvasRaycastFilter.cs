namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/UI/ScriptBindings/CanvasGroup.bindings.cs (interface ICanvasRaycastFilter).
    public interface ICanvasRaycastFilter
    {
        bool IsRaycastLocationValid(Vector2 sp, Camera eventCamera);
    }
}
