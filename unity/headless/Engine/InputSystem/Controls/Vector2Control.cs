namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/Vector2Control.cs:23 (x and y: :30, :37).
    public class Vector2Control : InputControl<Vector2>
    {
        public AxisControl x { get; set; }
        public AxisControl y { get; set; }

        internal void SetupAxes()
        {
            var parent = this;
            x = new AxisControl { Reader = previous => parent.Reader(previous).x };
            x.Setup(name + "/x", device);
            y = new AxisControl { Reader = previous => parent.Reader(previous).y };
            y.Setup(name + "/y", device);
        }
    }
}
