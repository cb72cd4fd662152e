namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Touchscreen.cs (enum TouchPhase).
    public enum TouchPhase
    {
        None,
        Began,
        Moved,
        Ended,
        Canceled,
        Stationary,
    }
}
