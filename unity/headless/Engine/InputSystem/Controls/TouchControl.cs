using System;
using UnityEngine.InputSystem.LowLevel;

namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/TouchControl.cs:18 (class), :27 press, :36 displayIndex, :46 touchId, :55 position,
    // :64 delta, :73 pressure, :81 radius, :89 phase, :97 indirectTouch, :106 tap, :115 tapCount, :124 startTime,
    // :133 startPosition, :142 isInProgress. One touch of a Touchscreen, read from the screen's state of that slot.
    public class TouchControl : InputControl<TouchState>
    {
        public TouchPressControl press { get; set; }
        public IntegerControl displayIndex { get; set; }
        public IntegerControl touchId { get; set; }
        public Vector2Control position { get; set; }
        public DeltaControl delta { get; set; }
        public AxisControl pressure { get; set; }
        public Vector2Control radius { get; set; }
        public TouchPhaseControl phase { get; set; }
        public ButtonControl indirectTouch { get; set; }
        public ButtonControl tap { get; set; }
        public IntegerControl tapCount { get; set; }
        public DoubleControl startTime { get; set; }
        public Vector2Control startPosition { get; set; }

        public bool isInProgress { get { return ReadValue().isInProgress; } }

        internal override float Magnitude(bool previous) { return Reader(previous).isInProgress ? 1f : 0f; }

        internal void SetupParts()
        {
            var self = this;
            Func<Func<TouchState, float>, string, AxisControl> axis = (read, n) =>
            {
                var c = new AxisControl { Reader = p => read(self.Reader(p)) };
                c.Setup(n, device, this);
                return c;
            };
            press = new TouchPressControl { Reader = p => self.Reader(p).isInProgress ? 1f : 0f };
            press.Setup("press", device, this);
            displayIndex = Integer("displayIndex", s => s.displayIndex);
            touchId = Integer("touchId", s => s.touchId);
            position = Vector("position", s => s.position);
            delta = new DeltaControl { Reader = p => self.Reader(p).delta };
            delta.Setup("delta", device, this);
            delta.SetupDirections();
            pressure = axis(s => s.pressure, "pressure");
            radius = Vector("radius", s => s.radius);
            phase = new TouchPhaseControl { Reader = p => self.Reader(p).phase };
            phase.Setup("phase", device, this);
            indirectTouch = new ButtonControl { Reader = p => 0f };
            indirectTouch.Setup("indirectTouch", device, this);
            // A tap: a touch that ended this update (Touchscreen.cs's tap detection uses time and distance limits;
            // the stand-in counts every touch that ends as a tap).
            tap = new ButtonControl { Reader = p => self.Reader(p).phase == TouchPhase.Ended ? 1f : 0f };
            tap.Setup("tap", device, this);
            tapCount = Integer("tapCount", s => s.tapCount);
            startTime = new DoubleControl { Reader = p => self.Reader(p).startTime };
            startTime.Setup("startTime", device, this);
            startPosition = Vector("startPosition", s => s.startPosition);
        }

        private IntegerControl Integer(string controlName, Func<TouchState, int> read)
        {
            var self = this;
            var c = new IntegerControl { Reader = p => read(self.Reader(p)) };
            c.Setup(controlName, device, this);
            return c;
        }

        private Vector2Control Vector(string controlName, Func<TouchState, Vector2> read)
        {
            var self = this;
            var c = new Vector2Control { Reader = p => read(self.Reader(p)) };
            c.Setup(controlName, device, this);
            c.SetupAxes();
            return c;
        }
    }
}
