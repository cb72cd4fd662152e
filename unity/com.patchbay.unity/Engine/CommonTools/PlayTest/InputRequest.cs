using System.Collections.Generic;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// What one simulate_input call asks for, checked and named, with no engine or Input System types: keys and
    /// buttons as canonical names, pointer and sticks as (x, y), or null when not given.
    /// </summary>
    public sealed class InputRequest
    {
        public readonly List<string> Keys = new List<string>();
        public readonly List<string> MouseButtons = new List<string>();
        public readonly List<string> GamepadButtons = new List<string>();
        public float[] Pointer;
        public float[] LeftStick;
        public float[] RightStick;

        public bool UsesGamepad
        {
            get { return GamepadButtons.Count > 0 || LeftStick != null || RightStick != null; }
        }

        public bool IsEmpty
        {
            get { return Keys.Count == 0 && MouseButtons.Count == 0 && Pointer == null && !UsesGamepad; }
        }
    }
}
