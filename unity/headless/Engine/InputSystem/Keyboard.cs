using System;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Keyboard.cs:880 (class), :887 KeyCount, :1033 anyKey, :1051 spaceKey and a property
    // per key after it (through :1840 oem5Key), :1855 shiftKey, :1865 ctrlKey, :1875 altKey, :1895 imeSelected,
    // :1920 allKeys, :1980 this[Key], :1999 current. The controls take the layout's names ("space", "a", "1",
    // "leftShift", "numpad0", "f1"; aliases such as "leftWindows" for leftMeta). current is the keyboard that last
    // received input or was added.
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
            anyKey = new AnyKeyControl { Reader = previous => (previous ? _previous : _state).AnyPressed() ? 1f : 0f };
            anyKey.Setup("anyKey", this);
            // In declaration order, so a key's own name comes before its aliases (AltGr = RightAlt).
            foreach (var field in typeof(Key).GetFields(System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.Static))
            {
                var key = (Key)field.GetValue(null);
                var index = (int)key;
                if (key == Key.None || index > KeyCount || _keys[index] != null) continue;
                var control = new KeyControl { keyCode = key, Reader = previous => (previous ? _previous : _state).IsPressed(key) ? 1f : 0f };
                control.Setup(ControlName(key, field.Name), this, this, AliasesOf(key));
                _keys[index] = control;
            }
            shiftKey = Either("shift", Key.LeftShift, Key.RightShift);
            ctrlKey = Either("ctrl", Key.LeftCtrl, Key.RightCtrl);
            altKey = Either("alt", Key.LeftAlt, Key.RightAlt);
            imeSelected = new ButtonControl { Reader = previous => (previous ? _previous : _state).IsPressed(Key.IMESelected) ? 1f : 0f };
            imeSelected.Setup("IMESelected", this);
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

        public ReadOnlyArray<KeyControl> allKeys { get { return new ReadOnlyArray<KeyControl>(_keys, 1, KeyCount); } }

        public AnyKeyControl anyKey { get; protected set; }
        public ButtonControl shiftKey { get; protected set; }
        public ButtonControl ctrlKey { get; protected set; }
        public ButtonControl altKey { get; protected set; }
        public ButtonControl imeSelected { get; protected set; }

        public KeyControl spaceKey { get { return this[Key.Space]; } }
        public KeyControl enterKey { get { return this[Key.Enter]; } }
        public KeyControl tabKey { get { return this[Key.Tab]; } }
        public KeyControl backquoteKey { get { return this[Key.Backquote]; } }
        public KeyControl quoteKey { get { return this[Key.Quote]; } }
        public KeyControl semicolonKey { get { return this[Key.Semicolon]; } }
        public KeyControl commaKey { get { return this[Key.Comma]; } }
        public KeyControl periodKey { get { return this[Key.Period]; } }
        public KeyControl slashKey { get { return this[Key.Slash]; } }
        public KeyControl backslashKey { get { return this[Key.Backslash]; } }
        public KeyControl leftBracketKey { get { return this[Key.LeftBracket]; } }
        public KeyControl rightBracketKey { get { return this[Key.RightBracket]; } }
        public KeyControl minusKey { get { return this[Key.Minus]; } }
        public KeyControl equalsKey { get { return this[Key.Equals]; } }
        public KeyControl aKey { get { return this[Key.A]; } }
        public KeyControl bKey { get { return this[Key.B]; } }
        public KeyControl cKey { get { return this[Key.C]; } }
        public KeyControl dKey { get { return this[Key.D]; } }
        public KeyControl eKey { get { return this[Key.E]; } }
        public KeyControl fKey { get { return this[Key.F]; } }
        public KeyControl gKey { get { return this[Key.G]; } }
        public KeyControl hKey { get { return this[Key.H]; } }
        public KeyControl iKey { get { return this[Key.I]; } }
        public KeyControl jKey { get { return this[Key.J]; } }
        public KeyControl kKey { get { return this[Key.K]; } }
        public KeyControl lKey { get { return this[Key.L]; } }
        public KeyControl mKey { get { return this[Key.M]; } }
        public KeyControl nKey { get { return this[Key.N]; } }
        public KeyControl oKey { get { return this[Key.O]; } }
        public KeyControl pKey { get { return this[Key.P]; } }
        public KeyControl qKey { get { return this[Key.Q]; } }
        public KeyControl rKey { get { return this[Key.R]; } }
        public KeyControl sKey { get { return this[Key.S]; } }
        public KeyControl tKey { get { return this[Key.T]; } }
        public KeyControl uKey { get { return this[Key.U]; } }
        public KeyControl vKey { get { return this[Key.V]; } }
        public KeyControl wKey { get { return this[Key.W]; } }
        public KeyControl xKey { get { return this[Key.X]; } }
        public KeyControl yKey { get { return this[Key.Y]; } }
        public KeyControl zKey { get { return this[Key.Z]; } }
        public KeyControl digit1Key { get { return this[Key.Digit1]; } }
        public KeyControl digit2Key { get { return this[Key.Digit2]; } }
        public KeyControl digit3Key { get { return this[Key.Digit3]; } }
        public KeyControl digit4Key { get { return this[Key.Digit4]; } }
        public KeyControl digit5Key { get { return this[Key.Digit5]; } }
        public KeyControl digit6Key { get { return this[Key.Digit6]; } }
        public KeyControl digit7Key { get { return this[Key.Digit7]; } }
        public KeyControl digit8Key { get { return this[Key.Digit8]; } }
        public KeyControl digit9Key { get { return this[Key.Digit9]; } }
        public KeyControl digit0Key { get { return this[Key.Digit0]; } }
        public KeyControl leftShiftKey { get { return this[Key.LeftShift]; } }
        public KeyControl rightShiftKey { get { return this[Key.RightShift]; } }
        public KeyControl leftAltKey { get { return this[Key.LeftAlt]; } }
        public KeyControl rightAltKey { get { return this[Key.RightAlt]; } }
        public KeyControl altGrKey { get { return this[Key.AltGr]; } }
        public KeyControl leftCtrlKey { get { return this[Key.LeftCtrl]; } }
        public KeyControl rightCtrlKey { get { return this[Key.RightCtrl]; } }
        public KeyControl leftMetaKey { get { return this[Key.LeftMeta]; } }
        public KeyControl leftWindowsKey { get { return this[Key.LeftWindows]; } }
        public KeyControl leftAppleKey { get { return this[Key.LeftApple]; } }
        public KeyControl leftCommandKey { get { return this[Key.LeftCommand]; } }
        public KeyControl rightMetaKey { get { return this[Key.RightMeta]; } }
        public KeyControl rightWindowsKey { get { return this[Key.RightWindows]; } }
        public KeyControl rightAppleKey { get { return this[Key.RightApple]; } }
        public KeyControl rightCommandKey { get { return this[Key.RightCommand]; } }
        public KeyControl contextMenuKey { get { return this[Key.ContextMenu]; } }
        public KeyControl escapeKey { get { return this[Key.Escape]; } }
        public KeyControl leftArrowKey { get { return this[Key.LeftArrow]; } }
        public KeyControl rightArrowKey { get { return this[Key.RightArrow]; } }
        public KeyControl upArrowKey { get { return this[Key.UpArrow]; } }
        public KeyControl downArrowKey { get { return this[Key.DownArrow]; } }
        public KeyControl backspaceKey { get { return this[Key.Backspace]; } }
        public KeyControl pageDownKey { get { return this[Key.PageDown]; } }
        public KeyControl pageUpKey { get { return this[Key.PageUp]; } }
        public KeyControl homeKey { get { return this[Key.Home]; } }
        public KeyControl endKey { get { return this[Key.End]; } }
        public KeyControl insertKey { get { return this[Key.Insert]; } }
        public KeyControl deleteKey { get { return this[Key.Delete]; } }
        public KeyControl capsLockKey { get { return this[Key.CapsLock]; } }
        public KeyControl numLockKey { get { return this[Key.NumLock]; } }
        public KeyControl printScreenKey { get { return this[Key.PrintScreen]; } }
        public KeyControl scrollLockKey { get { return this[Key.ScrollLock]; } }
        public KeyControl pauseKey { get { return this[Key.Pause]; } }
        public KeyControl numpadEnterKey { get { return this[Key.NumpadEnter]; } }
        public KeyControl numpadDivideKey { get { return this[Key.NumpadDivide]; } }
        public KeyControl numpadMultiplyKey { get { return this[Key.NumpadMultiply]; } }
        public KeyControl numpadPlusKey { get { return this[Key.NumpadPlus]; } }
        public KeyControl numpadMinusKey { get { return this[Key.NumpadMinus]; } }
        public KeyControl numpadPeriodKey { get { return this[Key.NumpadPeriod]; } }
        public KeyControl numpadEqualsKey { get { return this[Key.NumpadEquals]; } }
        public KeyControl numpad0Key { get { return this[Key.Numpad0]; } }
        public KeyControl numpad1Key { get { return this[Key.Numpad1]; } }
        public KeyControl numpad2Key { get { return this[Key.Numpad2]; } }
        public KeyControl numpad3Key { get { return this[Key.Numpad3]; } }
        public KeyControl numpad4Key { get { return this[Key.Numpad4]; } }
        public KeyControl numpad5Key { get { return this[Key.Numpad5]; } }
        public KeyControl numpad6Key { get { return this[Key.Numpad6]; } }
        public KeyControl numpad7Key { get { return this[Key.Numpad7]; } }
        public KeyControl numpad8Key { get { return this[Key.Numpad8]; } }
        public KeyControl numpad9Key { get { return this[Key.Numpad9]; } }
        public KeyControl f1Key { get { return this[Key.F1]; } }
        public KeyControl f2Key { get { return this[Key.F2]; } }
        public KeyControl f3Key { get { return this[Key.F3]; } }
        public KeyControl f4Key { get { return this[Key.F4]; } }
        public KeyControl f5Key { get { return this[Key.F5]; } }
        public KeyControl f6Key { get { return this[Key.F6]; } }
        public KeyControl f7Key { get { return this[Key.F7]; } }
        public KeyControl f8Key { get { return this[Key.F8]; } }
        public KeyControl f9Key { get { return this[Key.F9]; } }
        public KeyControl f10Key { get { return this[Key.F10]; } }
        public KeyControl f11Key { get { return this[Key.F11]; } }
        public KeyControl f12Key { get { return this[Key.F12]; } }
        public KeyControl oem1Key { get { return this[Key.OEM1]; } }
        public KeyControl oem2Key { get { return this[Key.OEM2]; } }
        public KeyControl oem3Key { get { return this[Key.OEM3]; } }
        public KeyControl oem4Key { get { return this[Key.OEM4]; } }
        public KeyControl oem5Key { get { return this[Key.OEM5]; } }

        // Devices/Keyboard.cs:949: the characters typed, as the platform reports them (InputSystem.QueueTextEvent here).
        public event Action<char> onTextInput;

        public override void MakeCurrent() { current = this; }

        protected override void OnRemoved()
        {
            base.OnRemoved();
            if (ReferenceEquals(s_current, this)) s_current = null;
        }

        internal override void BeginFrame() { _previous = _state; }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (state is QueuedText)
            {
                var handler = onTextInput;
                if (handler == null) return true;
                foreach (Action<char> d in handler.GetInvocationList())
                {
                    // A callback that throws is logged and the others still run, as the Input System's callbacks do.
                    try { d(((QueuedText)state).Character); }
                    catch (Exception e) { Debug.LogException(e); }
                }
                return true;
            }

            if (!(state is KeyboardState)) return false;
            _state = (KeyboardState)state;
            return true;
        }

        internal static void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }

        private ButtonControl Either(string controlName, Key first, Key second)
        {
            var control = new ButtonControl { Reader = previous => { var s = previous ? _previous : _state; return s.IsPressed(first) || s.IsPressed(second) ? 1f : 0f; } };
            control.Setup(controlName, this);
            return control;
        }

        // The Keyboard layout's control names (Keyboard.cs's [InputControl] attributes on KeyboardState).
        private static string ControlName(Key key, string text)
        {
            switch (key)
            {
                case Key.Digit1: return "1";
                case Key.Digit2: return "2";
                case Key.Digit3: return "3";
                case Key.Digit4: return "4";
                case Key.Digit5: return "5";
                case Key.Digit6: return "6";
                case Key.Digit7: return "7";
                case Key.Digit8: return "8";
                case Key.Digit9: return "9";
                case Key.Digit0: return "0";
                case Key.OEM1: return "OEM1";
                case Key.OEM2: return "OEM2";
                case Key.OEM3: return "OEM3";
                case Key.OEM4: return "OEM4";
                case Key.OEM5: return "OEM5";
                default:
                    return char.ToLowerInvariant(text[0]) + text.Substring(1);
            }
        }

        private static string[] AliasesOf(Key key)
        {
            switch (key)
            {
                case Key.RightAlt: return new[] { "altGr" };
                case Key.LeftMeta: return new[] { "leftWindows", "leftApple", "leftCommand" };
                case Key.RightMeta: return new[] { "rightWindows", "rightApple", "rightCommand" };
                default: return new string[0];
            }
        }
    }
}
