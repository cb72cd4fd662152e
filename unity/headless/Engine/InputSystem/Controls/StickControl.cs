namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/StickControl.cs:49 (class), :57 up, :67 down, :77 left, :84 right: a Vector2Control
    // with a button for each direction.
    public class StickControl : Vector2Control
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
