namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/DpadControl.cs:17 (class), :73 up, :80 down, :87 left, :94 right: four buttons read
    // as one Vector2 (each axis -1, 0 or 1).
    public class DpadControl : Vector2Control
    {
        public ButtonControl up { get; set; }
        public ButtonControl down { get; set; }
        public ButtonControl left { get; set; }
        public ButtonControl right { get; set; }

        internal void SetupDirections()
        {
            SetupAxes();
            up = Direction("up", true, 1f);
            down = Direction("down", true, -1f);
            left = Direction("left", false, -1f);
            right = Direction("right", false, 1f);
        }
    }
}
