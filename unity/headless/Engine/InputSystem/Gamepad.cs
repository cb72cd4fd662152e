using System;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Gamepad.cs:418 (class), :430/:442/:454/:466 buttonWest/North/South/East, :485
    // startButton, :492 selectButton, :524 leftStick, :530 rightStick, :605 this[GamepadButton], :648 current. The editor has no gamepad until one is added
    // (InputSystem.AddDevice<Gamepad>()), as on a machine with none plugged in.
    public class Gamepad : InputDevice
    {
        private GamepadState _state;
        private GamepadState _previous;
        private static Gamepad s_current;

        public Gamepad()
        {
            Setup("Gamepad", this);
            leftStick = Stick("leftStick", s => s.leftStick);
            rightStick = Stick("rightStick", s => s.rightStick);
            buttonSouth = Button("buttonSouth", GamepadButton.South);
            buttonNorth = Button("buttonNorth", GamepadButton.North);
            buttonEast = Button("buttonEast", GamepadButton.East);
            buttonWest = Button("buttonWest", GamepadButton.West);
            startButton = Button("start", GamepadButton.Start);
            selectButton = Button("select", GamepadButton.Select);
        }

        public static Gamepad current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            private set { s_current = value; }
        }

        public ButtonControl buttonSouth { get; protected set; }
        public ButtonControl buttonNorth { get; protected set; }
        public ButtonControl buttonEast { get; protected set; }
        public ButtonControl buttonWest { get; protected set; }
        public ButtonControl startButton { get; protected set; }
        public ButtonControl selectButton { get; protected set; }
        public StickControl leftStick { get; protected set; }
        public StickControl rightStick { get; protected set; }

        public ButtonControl this[GamepadButton button]
        {
            get
            {
                switch (button)
                {
                    case GamepadButton.South: return buttonSouth;
                    case GamepadButton.North: return buttonNorth;
                    case GamepadButton.East: return buttonEast;
                    case GamepadButton.West: return buttonWest;
                    case GamepadButton.Start: return startButton;
                    case GamepadButton.Select: return selectButton;
                    default: throw new InvalidOperationException("Button " + button + " is not modelled by the headless Input System");
                }
            }
        }

        public override void MakeCurrent() { current = this; }

        internal override void BeginFrame() { _previous = _state; }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (!(state is GamepadState)) return false;
            _state = (GamepadState)state;
            return true;
        }

        internal static void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }

        private StickControl Stick(string controlName, Func<GamepadState, Vector2> read)
        {
            var control = new StickControl { Reader = previous => read(previous ? _previous : _state) };
            control.Setup(controlName, this);
            control.SetupAxes();
            return control;
        }

        private ButtonControl Button(string controlName, GamepadButton button)
        {
            var bit = 1u << (int)button;
            var control = new ButtonControl { Reader = previous => ((previous ? _previous : _state).buttons & bit) != 0 ? 1f : 0f };
            control.Setup(controlName, this);
            return control;
        }
    }
}
