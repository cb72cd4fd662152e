using System;
using System.Collections.Generic;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.Haptics;
using UnityEngine.InputSystem.LowLevel;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Gamepad.cs:418 (class), :430-:466 buttonWest/North/South/East (aliases x/y/a/b,
    // square/triangle/cross/circle, :478-:573 the alias properties), :485 startButton, :492 selectButton, :499 dpad,
    // :506/:512 leftShoulder/rightShoulder, :518/:524 leftStickButton/rightStickButton, :530/:536 leftStick/rightStick,
    // :542/:548 leftTrigger/rightTrigger, :605 this[GamepadButton], :648 current, :655 all, :693 SetMotorSpeeds,
    // :680/:686/:700 PauseHaptics/ResumeHaptics/ResetHaptics. The editor has no gamepad until one is added
    // (InputSystem.AddDevice<Gamepad>()), as on a machine with none plugged in. Rumble cannot be felt here: the
    // motor speeds are kept as the device's state.
    public class Gamepad : InputDevice, IDualMotorRumble
    {
        private GamepadState _state;
        private GamepadState _previous;
        private static Gamepad s_current;
        private static readonly List<Gamepad> s_all = new List<Gamepad>();

        internal float LowFrequencyMotorSpeed;
        internal float HighFrequencyMotorSpeed;
        internal bool HapticsPaused;

        public Gamepad()
        {
            Setup("Gamepad", this);
            dpad = new DpadControl { Reader = previous => DpadValue(previous ? _previous : _state) };
            dpad.Setup("dpad", this);
            dpad.SetupDirections();
            buttonSouth = Button("buttonSouth", GamepadButton.South, "a", "cross");
            buttonNorth = Button("buttonNorth", GamepadButton.North, "y", "triangle");
            buttonEast = Button("buttonEast", GamepadButton.East, "b", "circle");
            buttonWest = Button("buttonWest", GamepadButton.West, "x", "square");
            leftStickButton = Button("leftStickPress", GamepadButton.LeftStick);
            rightStickButton = Button("rightStickPress", GamepadButton.RightStick);
            leftShoulder = Button("leftShoulder", GamepadButton.LeftShoulder);
            rightShoulder = Button("rightShoulder", GamepadButton.RightShoulder);
            startButton = Button("start", GamepadButton.Start);
            selectButton = Button("select", GamepadButton.Select);
            leftStick = Stick("leftStick", s => s.leftStick);
            rightStick = Stick("rightStick", s => s.rightStick);
            leftTrigger = Trigger("leftTrigger", s => s.leftTrigger);
            rightTrigger = Trigger("rightTrigger", s => s.rightTrigger);
        }

        public static Gamepad current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            private set { s_current = value; }
        }

        public new static ReadOnlyArray<Gamepad> all { get { return new ReadOnlyArray<Gamepad>(s_all.ToArray()); } }

        public ButtonControl buttonWest { get; protected set; }
        public ButtonControl buttonNorth { get; protected set; }
        public ButtonControl buttonSouth { get; protected set; }
        public ButtonControl buttonEast { get; protected set; }
        public ButtonControl leftStickButton { get; protected set; }
        public ButtonControl rightStickButton { get; protected set; }
        public ButtonControl startButton { get; protected set; }
        public ButtonControl selectButton { get; protected set; }
        public DpadControl dpad { get; protected set; }
        public ButtonControl leftShoulder { get; protected set; }
        public ButtonControl rightShoulder { get; protected set; }
        public StickControl leftStick { get; protected set; }
        public StickControl rightStick { get; protected set; }
        public ButtonControl leftTrigger { get; protected set; }
        public ButtonControl rightTrigger { get; protected set; }

        public ButtonControl aButton { get { return buttonSouth; } }
        public ButtonControl bButton { get { return buttonEast; } }
        public ButtonControl xButton { get { return buttonWest; } }
        public ButtonControl yButton { get { return buttonNorth; } }
        public ButtonControl triangleButton { get { return buttonNorth; } }
        public ButtonControl squareButton { get { return buttonWest; } }
        public ButtonControl circleButton { get { return buttonEast; } }
        public ButtonControl crossButton { get { return buttonSouth; } }

        public ButtonControl this[GamepadButton button]
        {
            get
            {
                switch (button)
                {
                    case GamepadButton.North: return buttonNorth;
                    case GamepadButton.South: return buttonSouth;
                    case GamepadButton.East: return buttonEast;
                    case GamepadButton.West: return buttonWest;
                    case GamepadButton.Start: return startButton;
                    case GamepadButton.Select: return selectButton;
                    case GamepadButton.LeftShoulder: return leftShoulder;
                    case GamepadButton.RightShoulder: return rightShoulder;
                    case GamepadButton.LeftTrigger: return leftTrigger;
                    case GamepadButton.RightTrigger: return rightTrigger;
                    case GamepadButton.LeftStick: return leftStickButton;
                    case GamepadButton.RightStick: return rightStickButton;
                    case GamepadButton.DpadUp: return dpad.up;
                    case GamepadButton.DpadDown: return dpad.down;
                    case GamepadButton.DpadLeft: return dpad.left;
                    case GamepadButton.DpadRight: return dpad.right;
                    default: throw new InvalidEnumArgumentException(button);
                }
            }
        }

        public override void MakeCurrent()
        {
            base.MakeCurrent();
            current = this;
        }

        protected override void OnAdded()
        {
            base.OnAdded();
            if (!s_all.Contains(this)) s_all.Add(this);
        }

        protected override void OnRemoved()
        {
            base.OnRemoved();
            if (ReferenceEquals(s_current, this)) s_current = null;
            s_all.Remove(this);
        }

        public virtual void PauseHaptics() { HapticsPaused = true; }

        public virtual void ResumeHaptics() { HapticsPaused = false; }

        public virtual void ResetHaptics()
        {
            HapticsPaused = false;
            LowFrequencyMotorSpeed = 0f;
            HighFrequencyMotorSpeed = 0f;
        }

        public virtual void SetMotorSpeeds(float lowFrequency, float highFrequency)
        {
            LowFrequencyMotorSpeed = lowFrequency;
            HighFrequencyMotorSpeed = highFrequency;
        }

        internal override void BeginFrame() { _previous = _state; }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (!(state is GamepadState)) return false;
            _state = (GamepadState)state;
            return true;
        }

        internal static void Forget(InputDevice device)
        {
            if (ReferenceEquals(s_current, device)) s_current = null;
            s_all.Remove(device as Gamepad);
        }

        private static Vector2 DpadValue(GamepadState s)
        {
            Func<GamepadButton, float> bit = b => (s.buttons & (1u << (int)b)) != 0 ? 1f : 0f;
            return new Vector2(bit(GamepadButton.DpadRight) - bit(GamepadButton.DpadLeft), bit(GamepadButton.DpadUp) - bit(GamepadButton.DpadDown));
        }

        private StickControl Stick(string controlName, Func<GamepadState, Vector2> read)
        {
            var control = new StickControl { Reader = previous => read(previous ? _previous : _state) };
            control.Setup(controlName, this);
            control.SetupDirections();
            return control;
        }

        private ButtonControl Trigger(string controlName, Func<GamepadState, float> read)
        {
            var control = new ButtonControl { Reader = previous => read(previous ? _previous : _state) };
            control.Setup(controlName, this);
            return control;
        }

        private ButtonControl Button(string controlName, GamepadButton button, params string[] aliases)
        {
            var bit = 1u << (int)button;
            var control = new ButtonControl { Reader = previous => ((previous ? _previous : _state).buttons & bit) != 0 ? 1f : 0f };
            control.Setup(controlName, this, this, aliases);
            return control;
        }

        // System.ComponentModel's exception, as Gamepad.cs:632 throws it.
        private sealed class InvalidEnumArgumentException : ArgumentException
        {
            public InvalidEnumArgumentException(GamepadButton button) : base("Invalid GamepadButton: " + button, "button") { }
        }
    }
}
