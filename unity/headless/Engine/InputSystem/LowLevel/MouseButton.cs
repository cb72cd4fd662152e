namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 Devices/Mouse.cs:126.
    public enum MouseButton
    {
        Left,
        Right,
        Middle,
        Forward,
        Back
    }
}
