namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/KeyControl.cs:37 (class), :47 keyCode.
    public class KeyControl : ButtonControl
    {
        public Key keyCode { get; set; }
    }
}
