using System;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Controls/InputControl.cs:1133 (class), :1160 valueType, :1271 ReadValue, :1281
    // ReadValueFromPreviousFrame, :1291 ReadDefaultValue. The value is read from the device's current or previous
    // state through a reader set when the device is built.
    public abstract class InputControl<TValue> : InputControl where TValue : struct
    {
        internal Func<bool, TValue> Reader;

        public Type valueType { get { return typeof(TValue); } }

        public TValue ReadValue() { return Reader(false); }

        public TValue ReadValueFromPreviousFrame() { return Reader(true); }

        public TValue ReadDefaultValue() { return default(TValue); }

        public override object ReadValueAsObject() { return ReadValue(); }
    }
}
