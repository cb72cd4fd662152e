namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/Vector2Control.cs:23 (x and y: :30, :37).
    public class Vector2Control : InputControl<Vector2>
    {
        public AxisControl x { get; set; }
        public AxisControl y { get; set; }

        internal override float Magnitude(bool previous) { return Reader(previous).magnitude; }

        internal void SetupAxes()
        {
            var parent = this;
            x = new AxisControl { Reader = previous => parent.Reader(previous).x };
            x.Setup("x", device, this);
            y = new AxisControl { Reader = previous => parent.Reader(previous).y };
            y.Setup("y", device, this);
        }

        // The up/down/left/right buttons of a stick or d-pad: the positive or negative part of an axis.
        internal ButtonControl Direction(string controlName, bool vertical, float sign)
        {
            var parent = this;
            var button = new ButtonControl
            {
                Reader = previous =>
                {
                    var v = parent.Reader(previous);
                    var value = (vertical ? v.y : v.x) * sign;
                    return value > 0 ? value : 0f;
                }
            };
            button.Setup(controlName, device, this);
            return button;
        }
    }
}
