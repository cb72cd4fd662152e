namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Actions/InputActionType.cs:12.
    public enum InputActionType
    {
        Value,
        Button,
        PassThrough,
    }
}
