namespace UnityEngine.InputSystem.Controls
{
    // Input System 1.8.2 Controls/IntegerControl.cs:11.
    public class IntegerControl : InputControl<int>
    {
        internal override float Magnitude(bool previous) { return System.Math.Abs(Reader(previous)); }
    }
}
