using System;

namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/AxisControl.cs:19.
    public class AxisControl : InputControl<float>
    {
        internal override float Magnitude(bool previous) { return Math.Abs(Reader(previous)); }
    }
}
