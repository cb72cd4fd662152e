using System;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Keyboard.cs:880 (class), :887 KeyCount, :1980 this[Key], :1999 current, :1051 spaceKey and
    // the other named keys (the common ones here: enterKey :1060, aKey :1141, dKey :1162, sKey :1266, wKey :1294,
    // leftShiftKey :1391, escapeKey :1488, the arrows :1495-:1517). current is the keyboard that last received input or was added.
    public class Keyboard : InputDevice
    {
        public const int KeyCount = (int)Key.OEM5;
        private readonly KeyControl[] _keys = new KeyControl[KeyCount + 1];
        private KeyboardState _state;
        private KeyboardState _previous;
        private static Keyboard s_current;

        public Keyboard()
        {
            Setup("Keyboard", this);
            foreach (Key key in Enum.GetValues(typeof(Key)))
            {
                var index = (int)key;
                if (key == Key.None || index > KeyCount || _keys[index] != null) continue;
                var control = new KeyControl { keyCode = key, Reader = previous => (previous ? _previous : _state).IsPressed(key) ? 1f : 0f };
                control.Setup(key.ToString().ToLowerInvariant(), this);
                _keys[index] = control;
            }
        }

        public static Keyboard current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            private set { s_current = value; }
        }

        public KeyControl this[Key key]
        {
            get
            {
                var index = (int)key;
                if (index <= 0 || index > KeyCount) throw new ArgumentOutOfRangeException("key");
                return _keys[index];
            }
        }

        public KeyControl spaceKey { get { return this[Key.Space]; } }
        public KeyControl enterKey { get { return this[Key.Enter]; } }
        public KeyControl escapeKey { get { return this[Key.Escape]; } }
        public KeyControl leftArrowKey { get { return this[Key.LeftArrow]; } }
        public KeyControl rightArrowKey { get { return this[Key.RightArrow]; } }
        public KeyControl upArrowKey { get { return this[Key.UpArrow]; } }
        public KeyControl downArrowKey { get { return this[Key.DownArrow]; } }
        public KeyControl wKey { get { return this[Key.W]; } }
        public KeyControl aKey { get { return this[Key.A]; } }
        public KeyControl sKey { get { return this[Key.S]; } }
        public KeyControl dKey { get { return this[Key.D]; } }
        public KeyControl leftShiftKey { get { return this[Key.LeftShift]; } }

        public override void MakeCurrent() { current = this; }

        internal override void BeginFrame() { _previous = _state; }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (!(state is KeyboardState)) return false;
            _state = (KeyboardState)state;
            return true;
        }

        internal static void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }
    }
}
