namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/DoubleControl.cs:8.
    public class DoubleControl : InputControl<double>
    {
        internal override float Magnitude(bool previous) { return (float)System.Math.Abs(Reader(previous)); }
    }
}
