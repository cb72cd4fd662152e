namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/DeltaControl.cs:16 (class), :27 up, :38 down, :49 left, :60 right: a motion delta
    // with an axis for each direction.
    public class DeltaControl : Vector2Control
    {
        public AxisControl up { get; set; }
        public AxisControl down { get; set; }
        public AxisControl left { get; set; }
        public AxisControl right { get; set; }

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
