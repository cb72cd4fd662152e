namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 Devices/Gamepad.cs:225 (names and values).
    public enum GamepadButton
    {
        DpadUp = 0,
        DpadDown = 1,
        DpadLeft = 2,
        DpadRight = 3,
        North = 4,
        East = 5,
        South = 6,
        West = 7,
        LeftStick = 8,
        RightStick = 9,
        LeftShoulder = 10,
        RightShoulder = 11,
        Start = 12,
        Select = 13,
        LeftTrigger = 32,
        RightTrigger = 33,
        X = West,
        Y = North,
        A = South,
        B = East,
        Cross = South,
        Square = West,
        Triangle = North,
        Circle = East,
    }
}
