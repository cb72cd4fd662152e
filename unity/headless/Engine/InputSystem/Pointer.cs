using UnityEngine.InputSystem.Controls;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Pointer.cs:89 (class), :104 position, :198 current (delta and press are not modelled).
    public class Pointer : InputDevice
    {
        private static Pointer s_current;

        public static Pointer current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            internal set { s_current = value; }
        }

        public override void MakeCurrent() { current = this; }

        internal static void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }

        public Vector2Control position { get; protected set; }
    }
}
