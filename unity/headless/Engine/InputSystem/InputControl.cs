namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Controls/InputControl.cs:110 (class), :130 name, :213 path, :249 device: a control of a device (name, device, path). The stand-in builds
    // each device's controls in code instead of from layouts.
    public abstract class InputControl
    {
        public string name { get; private set; }
        public InputDevice device { get; private set; }
        public string path { get { return device == null || ReferenceEquals(device, this) ? "/" + name : "/" + device.name + "/" + name; } }

        internal void Setup(string controlName, InputDevice owner)
        {
            name = controlName;
            device = owner;
        }

        public override string ToString() { return GetType().Name + ":" + path; }
    }
}
