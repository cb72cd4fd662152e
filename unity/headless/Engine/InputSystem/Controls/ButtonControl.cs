namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/ButtonControl.cs:18 (class), :36 pressPoint, :54 pressPointOrDefault, :96 isPressed,
    // :121 wasPressedThisFrame, :123 wasReleasedThisFrame. The default press point is 0.5
    // (InputSettings.defaultButtonPressPoint).
    public class ButtonControl : AxisControl
    {
        public float pressPoint = -1;

        public float pressPointOrDefault { get { return pressPoint > 0 ? pressPoint : InputSystem.settings.defaultButtonPressPoint; } }

        public bool IsValueConsideredPressed(float value) { return value >= pressPointOrDefault; }

        public bool isPressed { get { return IsValueConsideredPressed(ReadValue()); } }
        public bool wasPressedThisFrame { get { return device.wasUpdatedThisFrame && isPressed && !IsValueConsideredPressed(ReadValueFromPreviousFrame()); } }
        public bool wasReleasedThisFrame { get { return device.wasUpdatedThisFrame && !isPressed && IsValueConsideredPressed(ReadValueFromPreviousFrame()); } }
    }
}
