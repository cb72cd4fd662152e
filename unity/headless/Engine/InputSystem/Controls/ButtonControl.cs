namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/ButtonControl.cs:18 (class), :96 isPressed, :121 wasPressedThisFrame,
    // :123 wasReleasedThisFrame. The default press point is 0.5 (InputSettings.defaultButtonPressPoint).
    public class ButtonControl : AxisControl
    {
        public bool isPressed { get { return ReadValue() >= 0.5f; } }
        public bool wasPressedThisFrame { get { return device.wasUpdatedThisFrame && isPressed && !(ReadValueFromPreviousFrame() >= 0.5f); } }
        public bool wasReleasedThisFrame { get { return device.wasUpdatedThisFrame && !isPressed && ReadValueFromPreviousFrame() >= 0.5f; } }
    }
}
