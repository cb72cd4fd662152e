using UnityEngine.InputSystem.LowLevel;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/InputDevice.cs:148 (class), :285 added, :352 wasUpdatedThisFrame, :489 MakeCurrent.
    // A device keeps its current state and the one of the previous frame; InputSystem applies queued state events to
    // it at the start of a frame.
    public class InputDevice : InputControl
    {
        internal int UpdatedFrame = -1;

        public bool added { get; internal set; }

        public bool wasUpdatedThisFrame { get { return UpdatedFrame == Time.frameCount && UpdatedFrame >= 0; } }

        public virtual void MakeCurrent() { }

        // Starts a frame: what was current becomes the previous frame's state.
        internal virtual void BeginFrame() { }

        // Takes one queued state event; false when the state is not this device's kind.
        internal virtual bool Apply(IInputStateTypeInfo state) { return false; }
    }
}
