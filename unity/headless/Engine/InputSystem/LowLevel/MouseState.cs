using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 Devices/Mouse.cs:16 (struct), :32 position, :80 buttons, :105 WithButton; delta and scroll
    // (:41, :53) Format (:23), displayIndex and clickCount (:88, :97) too. The stand-in keeps the fields as plain fields (Unity adds layout attributes).
    public struct MouseState : IInputStateTypeInfo
    {
        public Vector2 position;
        public Vector2 delta;
        public Vector2 scroll;
        public ushort buttons;
        public ushort displayIndex;
        public ushort clickCount;

        public static FourCC Format { get { return new FourCC('M', 'O', 'U', 'S'); } }

        public MouseState WithButton(MouseButton button, bool state = true)
        {
            var bit = 1 << (int)button;
            if (state) buttons |= (ushort)bit;
            else buttons &= (ushort)~bit;
            return this;
        }

        public FourCC format { get { return Format; } }
    }
}
