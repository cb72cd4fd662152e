namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/WaitForEndOfFrame.cs: resumed at the end of the
    // frame, after LateUpdate (and, in Unity, after rendering, which the headless editor does not do).
    public sealed class WaitForEndOfFrame : YieldInstruction
    {
        public WaitForEndOfFrame() { }
    }
}
