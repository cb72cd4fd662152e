namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/AnyKeyControl.cs:18: a button that is pressed while any key is.
    public class AnyKeyControl : ButtonControl
    {
    }
}
