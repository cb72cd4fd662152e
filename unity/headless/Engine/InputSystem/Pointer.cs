using UnityEngine.InputSystem.Controls;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Pointer.cs:89 (class), :104 position, :141 delta, :152 radius, :165 pressure,
    // :177 press, :191 displayIndex, :198 current, :210 OnRemoved. A pointer's delta is reset at the start of every update and
    // accumulates the events of one update (Pointer.cs:224 OnNextUpdate, :233 OnStateEvent).
    public class Pointer : InputDevice
    {
        private static Pointer s_current;

        public static Pointer current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            internal set { s_current = value; }
        }

        public override void MakeCurrent() { current = this; }

        protected override void OnRemoved()
        {
            base.OnRemoved();
            if (ReferenceEquals(s_current, this)) s_current = null;
        }

        internal static void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }

        public Vector2Control position { get; protected set; }
        public DeltaControl delta { get; protected set; }
        public Vector2Control radius { get; protected set; }
        public AxisControl pressure { get; protected set; }
        public ButtonControl press { get; protected set; }
        public IntegerControl displayIndex { get; protected set; }

        internal DeltaControl Delta(string controlName, System.Func<bool, Vector2> read)
        {
            var control = new DeltaControl { Reader = read };
            control.Setup(controlName, this);
            control.SetupDirections();
            return control;
        }

        internal Vector2Control Vector(string controlName, System.Func<bool, Vector2> read)
        {
            var control = new Vector2Control { Reader = read };
            control.Setup(controlName, this);
            control.SetupAxes();
            return control;
        }
    }
}
