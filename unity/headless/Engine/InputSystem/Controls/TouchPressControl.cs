namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/TouchPressControl.cs:15: pressed while the touch's phase is Began, Moved or Stationary.
    public class TouchPressControl : ButtonControl
    {
    }
}
