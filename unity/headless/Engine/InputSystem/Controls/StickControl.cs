namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/StickControl.cs:49 (a Vector2Control with up/down/left/right buttons, not modelled).
    public class StickControl : Vector2Control
    {
    }
}
