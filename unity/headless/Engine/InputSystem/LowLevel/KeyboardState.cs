using System;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 Devices/Keyboard.cs:32 (struct), :39 Format, :161 (ctor), :174 Set, :180 Press, :185 Release, :190 format.
    // Unity keeps the key bits in a `fixed byte keys[14]` (unsafe); the stand-in keeps the same bits in two longs, so
    // the assembly needs no unsafe code. Only the public members above are modelled.
    public struct KeyboardState : IInputStateTypeInfo
    {
        private ulong _low;
        private ulong _high;

        public static FourCC Format { get { return new FourCC('K', 'E', 'Y', 'S'); } }

        public KeyboardState(params Key[] pressedKeys)
        {
            if (pressedKeys == null) throw new ArgumentNullException("pressedKeys");
            _low = 0;
            _high = 0;
            foreach (var key in pressedKeys) Set(key, true);
        }

        public void Set(Key key, bool state)
        {
            var bit = (int)key;
            if (bit < 64)
            {
                _low = state ? _low | (1UL << bit) : _low & ~(1UL << bit);
            }
            else
            {
                _high = state ? _high | (1UL << (bit - 64)) : _high & ~(1UL << (bit - 64));
            }
        }

        public void Press(Key key) { Set(key, true); }

        public void Release(Key key) { Set(key, false); }

        public FourCC format { get { return Format; } }

        internal bool AnyPressed()
        {
            // Every key but IMESelected (Keyboard.cs: anyKey covers the keys only).
            var high = _high & ~(1UL << ((int)Key.IMESelected - 64));
            return (_low & ~1UL) != 0 || high != 0;
        }

        internal bool IsPressed(Key key)
        {
            var bit = (int)key;
            return bit < 64 ? (_low & (1UL << bit)) != 0 : (_high & (1UL << (bit - 64))) != 0;
        }
    }
}
