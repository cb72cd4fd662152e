using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Mouse.cs:172 (class), :189 leftButton, :195 middleButton, :201 rightButton, :233 current.
    public class Mouse : Pointer
    {
        private MouseState _state;
        private MouseState _previous;
        private static Mouse s_current;

        public Mouse()
        {
            Setup("Mouse", this);
            var pointer = new Vector2Control { Reader = previous => (previous ? _previous : _state).position };
            pointer.Setup("position", this);
            pointer.SetupAxes();
            position = pointer;
            leftButton = Button("leftButton", MouseButton.Left);
            rightButton = Button("rightButton", MouseButton.Right);
            middleButton = Button("middleButton", MouseButton.Middle);
        }

        public new static Mouse current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            private set { s_current = value; }
        }

        public ButtonControl leftButton { get; protected set; }
        public ButtonControl middleButton { get; protected set; }
        public ButtonControl rightButton { get; protected set; }

        public override void MakeCurrent()
        {
            base.MakeCurrent();
            current = this;
        }

        internal override void BeginFrame() { _previous = _state; }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (!(state is MouseState)) return false;
            _state = (MouseState)state;
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
