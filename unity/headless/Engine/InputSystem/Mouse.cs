using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Mouse.cs:172 (class), :183 scroll, :189 leftButton, :195 middleButton, :201
    // rightButton, :207 backButton, :213 forwardButton, :221 clickCount, :233 current. press is the left button
    // (Mouse.cs's layout: press uses the left button's bit). delta and scroll go back to zero at the start of every
    // update and add up the events of one update, as in Unity (Mouse.cs:298 OnNextUpdate, :305 OnStateEvent).
    public class Mouse : Pointer
    {
        private MouseState _state;
        private MouseState _previous;
        private static Mouse s_current;

        public Mouse()
        {
            Setup("Mouse", this);
            position = Vector("position", previous => (previous ? _previous : _state).position);
            delta = Delta("delta", previous => (previous ? _previous : _state).delta);
            scroll = Delta("scroll", previous => (previous ? _previous : _state).scroll);
            displayIndex = new IntegerControl { Reader = previous => (previous ? _previous : _state).displayIndex };
            displayIndex.Setup("displayIndex", this);
            radius = Vector("radius", previous => Vector2.zero);
            leftButton = Button("leftButton", MouseButton.Left);
            rightButton = Button("rightButton", MouseButton.Right);
            middleButton = Button("middleButton", MouseButton.Middle);
            forwardButton = Button("forwardButton", MouseButton.Forward);
            backButton = Button("backButton", MouseButton.Back);
            press = Button("press", MouseButton.Left);
            pressure = new AxisControl { Reader = previous => ((previous ? _previous : _state).buttons & 1) != 0 ? 1f : 0f };
            pressure.Setup("pressure", this);
            clickCount = new IntegerControl { Reader = previous => (previous ? _previous : _state).clickCount };
            clickCount.Setup("clickCount", this);
        }

        public new static Mouse current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            private set { s_current = value; }
        }

        public DeltaControl scroll { get; protected set; }
        public ButtonControl leftButton { get; protected set; }
        public ButtonControl middleButton { get; protected set; }
        public ButtonControl rightButton { get; protected set; }
        public ButtonControl backButton { get; protected set; }
        public ButtonControl forwardButton { get; protected set; }
        public IntegerControl clickCount { get; protected set; }

        public override void MakeCurrent()
        {
            base.MakeCurrent();
            current = this;
        }

        protected override void OnRemoved()
        {
            base.OnRemoved();
            if (ReferenceEquals(s_current, this)) s_current = null;
        }

        // Mouse.cs:298 WarpCursorPosition moves the system cursor; here the position simply becomes the new one.
        public void WarpCursorPosition(Vector2 position)
        {
            _state.position = position;
        }

        internal override void BeginFrame()
        {
            _previous = _state;
            _state.delta = Vector2.zero;
            _state.scroll = Vector2.zero;
        }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (!(state is MouseState)) return false;
            var next = (MouseState)state;
            next.delta += _state.delta;
            next.scroll += _state.scroll;
            _state = next;
            return true;
        }

        internal static new void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }

        private ButtonControl Button(string controlName, MouseButton button)
        {
            var bit = 1 << (int)button;
            var control = new ButtonControl { Reader = previous => ((previous ? _previous : _state).buttons & bit) != 0 ? 1f : 0f };
            control.Setup(controlName, this);
            return control;
        }
    }
}
