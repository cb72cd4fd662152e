#if UNITY_6000_0_OR_NEWER
namespace UnityEngine
{
    // UnityCsReference 6000.5.0b1 Modules/UI/ScriptBindings/UICanvas.bindings.cs (enum StandaloneRenderResize; not in 2021.3).
    public enum StandaloneRenderResize
    {
        Enabled = 0,
        Disabled = 1
    }
}
#endif
