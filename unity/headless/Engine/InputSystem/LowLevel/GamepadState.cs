using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 Devices/Gamepad.cs:80 (struct), :132 buttons, :142 leftStick, :152 rightStick, :163/:172
    // leftTrigger/rightTrigger, :82 Format, :185 ctor, :206 WithButton.
    public struct GamepadState : IInputStateTypeInfo
    {
        public uint buttons;
        public Vector2 leftStick;
        public Vector2 rightStick;
        public float leftTrigger;
        public float rightTrigger;

        public static FourCC Format { get { return new FourCC('G', 'P', 'A', 'D'); } }

        public GamepadState(params GamepadButton[] buttons) : this()
        {
            if (buttons == null) throw new System.ArgumentNullException("buttons");
            foreach (var button in buttons) WithButton(button);
        }

        public GamepadState WithButton(GamepadButton button, bool value = true)
        {
            if (button == GamepadButton.LeftTrigger) leftTrigger = value ? 1f : 0f;
            else if (button == GamepadButton.RightTrigger) rightTrigger = value ? 1f : 0f;
            else if (value) buttons |= 1u << (int)button;
            else buttons &= ~(1u << (int)button);
            return this;
        }

        public FourCC format { get { return Format; } }
    }
}
