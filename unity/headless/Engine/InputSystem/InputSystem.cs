using System;
using System.Collections.Generic;
using UnityEngine.InputSystem.LowLevel;
using UnityEngine.InputSystem.Utilities;
using UnityEngine.Internal;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 InputSystem.cs:1450 AddDevice<TDevice>, :1553 RemoveDevice, :2618 QueueStateEvent<TState>,
    // :2816 Update, :1003 devices. The editor's native keyboard and mouse are there from the start. Queued events are applied at the
    // start of the next player-loop frame, before Update (Unity's dynamic update), or by Update(); a device that took
    // an event becomes current, as in Unity.
    public static class InputSystem
    {
        private static readonly object s_lock = new object();
        private static readonly List<InputDevice> s_devices = new List<InputDevice>();
        private static readonly Queue<KeyValuePair<InputDevice, IInputStateTypeInfo>> s_queue = new Queue<KeyValuePair<InputDevice, IInputStateTypeInfo>>();
        private static bool s_started;

        private static InputSettings s_settings;

        // InputSystem.cs:2890. Unity's getter never answers null (a default InputSettings when the project has none).
        public static InputSettings settings
        {
            get
            {
                if (s_settings == null) s_settings = ScriptableObject.CreateInstance<InputSettings>();
                return s_settings;
            }
            set
            {
                if (value == null) throw new System.ArgumentNullException("value");
                s_settings = value;
            }
        }

        // InputSystem.cs:1136: a device added or removed (by AddDevice/RemoveDevice here), after the change.
        public static event Action<InputDevice, InputDeviceChange> onDeviceChange;

        private static void RaiseDeviceChange(InputDevice device, InputDeviceChange change)
        {
            var handler = onDeviceChange;
            if (handler == null) return;
            foreach (Action<InputDevice, InputDeviceChange> d in handler.GetInvocationList())
            {
                try { d(device, change); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }

        public static TDevice AddDevice<TDevice>(string name = null) where TDevice : InputDevice
        {
            EnsureStarted();
            var device = (TDevice)Activator.CreateInstance(typeof(TDevice));
            if (name != null) device.Setup(name, device);
            lock (s_lock) s_devices.Add(device);
            device.added = true;
            device.RaiseAdded();
            device.MakeCurrent();
            RaiseDeviceChange(device, InputDeviceChange.Added);
            return device;
        }

        public static void RemoveDevice(InputDevice device)
        {
            if (device == null) throw new ArgumentNullException("device");
            lock (s_lock) s_devices.Remove(device);
            device.added = false;
            device.RaiseRemoved();
            Keyboard.Forget(device);
            Mouse.Forget(device);
            Pointer.Forget(device);
            Gamepad.Forget(device);
            Touchscreen.Forget(device);
            RaiseDeviceChange(device, InputDeviceChange.Removed);
        }

        // InputSystem.cs:1003 devices: every device added.
        public static ReadOnlyArray<InputDevice> devices
        {
            get
            {
                EnsureStarted();
                lock (s_lock) return new ReadOnlyArray<InputDevice>(s_devices.ToArray());
            }
        }

        public static void QueueStateEvent<TState>(InputDevice device, TState state, double time = -1)
            where TState : struct, IInputStateTypeInfo
        {
            if (device == null) throw new ArgumentNullException("device");
            if (!device.added) throw new InvalidOperationException("Cannot queue state event for device '" + device + "' because device has not been added to system");
            EnsureStarted();
            lock (s_lock) s_queue.Enqueue(new KeyValuePair<InputDevice, IInputStateTypeInfo>(device, state));
        }

        // InputSystem.cs:2780: a character for the device's text input (Keyboard.onTextInput), delivered in order with
        // the state events at the next update.
        public static void QueueTextEvent(InputDevice device, char character, double time = -1)
        {
            if (device == null) throw new ArgumentNullException("device");
            if (!device.added) throw new InvalidOperationException("Cannot queue text event for device '" + device + "' because device has not been added to system");
            EnsureStarted();
            lock (s_lock) s_queue.Enqueue(new KeyValuePair<InputDevice, IInputStateTypeInfo>(device, new QueuedText { Character = character }));
        }

        public static void Update()
        {
            EnsureStarted();
            Process();
        }

        internal static void EnsureStarted()
        {
            lock (s_lock)
            {
                if (s_started) return;
                s_started = true;
            }

            AddDevice<Keyboard>();
            AddDevice<Mouse>();
            PlayerLoopHooks.EarlyUpdate += Process;
        }

        // One input update: every device's state moves to "previous", then the queued events apply in order.
        private static void Process()
        {
            List<KeyValuePair<InputDevice, IInputStateTypeInfo>> events;
            InputDevice[] all;
            lock (s_lock)
            {
                events = new List<KeyValuePair<InputDevice, IInputStateTypeInfo>>(s_queue);
                s_queue.Clear();
                all = s_devices.ToArray();
            }

            foreach (var device in all) device.BeginFrame();
            foreach (var e in events)
            {
                if (!e.Key.added || !e.Key.Apply(e.Value)) continue;
                e.Key.UpdatedFrame = Time.frameCount;
                e.Key.MakeCurrent();
            }

            // Actions see the new state in the same update, as Unity's action processing does during it.
            InputAction.UpdateEnabled();
        }
    }
}
