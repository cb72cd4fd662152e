using System.Collections.Generic;
using UnityEngine.InputSystem.LowLevel;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/InputDevice.cs:148 (class), :285 added, :352 wasUpdatedThisFrame, :367 allControls, :377 all,
    // :489 MakeCurrent, :502 OnAdded, :510 OnRemoved. A device keeps its current state and the one of the previous
    // frame; InputSystem applies queued state events to it at the start of a frame.
    public class InputDevice : InputControl
    {
        internal int UpdatedFrame = -1;

        public bool added { get; internal set; }

        // Input System 1.8.2 Devices/InputDevice.cs:198 enabled, :242 canRunInBackground (both since 1.1.1, :197/:241).
        // Disabled by InputSystem.DisableDevice (the frontend) or while the game is in the background (InputManager's
        // OnFocusChanged); a disabled device takes no events.
        internal bool DisabledInFrontend;
        internal bool DisabledWhileInBackground;

        public bool enabled { get { return !DisabledInFrontend && !DisabledWhileInBackground; } }

        // Answered by the native backend (IOCTL QueryCanRunInBackground): the desktop keyboard and mouse cannot, nor can a
        // device added by script, which has no backend to ask — so on focus loss the default Background Behavior
        // disables all of them, the virtual gamepad included.
        public bool canRunInBackground { get { return false; } }

        public static ReadOnlyArray<InputDevice> all { get { return InputSystem.devices; } }

        public bool wasUpdatedThisFrame { get { return UpdatedFrame == Time.frameCount && UpdatedFrame >= 0; } }

        public ReadOnlyArray<InputControl> allControls
        {
            get
            {
                var all = new List<InputControl>();
                Collect(this, all);
                return new ReadOnlyArray<InputControl>(all.ToArray());
            }
        }

        public override object ReadValueAsObject() { throw new System.NotSupportedException("not modelled by the headless editor: InputDevice.ReadValueAsObject"); }

        public virtual void MakeCurrent() { }

        protected virtual void OnAdded() { }

        protected virtual void OnRemoved() { }

        internal void RaiseAdded() { OnAdded(); }

        internal void RaiseRemoved() { OnRemoved(); }

        // Starts a frame: what was current becomes the previous frame's state.
        internal virtual void BeginFrame() { }

        // Takes one queued state event; false when the state is not this device's kind.
        internal virtual bool Apply(IInputStateTypeInfo state) { return false; }

        private static void Collect(InputControl control, List<InputControl> into)
        {
            foreach (var child in control.ChildList)
            {
                into.Add(child);
                Collect(child, into);
            }
        }
    }
}
