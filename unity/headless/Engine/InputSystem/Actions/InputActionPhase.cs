namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Actions/InputActionPhase.cs:20.
    public enum InputActionPhase
    {
        Disabled,
        Waiting,
        Started,
        Performed,
        Canceled,
    }
}
