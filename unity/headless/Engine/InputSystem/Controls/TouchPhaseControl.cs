namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/TouchPhaseControl.cs:14.
    public class TouchPhaseControl : InputControl<TouchPhase>
    {
        internal override float Magnitude(bool previous) { return Reader(previous) == TouchPhase.None ? 0f : 1f; }
    }
}
