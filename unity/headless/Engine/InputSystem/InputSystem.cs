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

        // InputSystem.cs:1772 EnableDevice, :1805 DisableDevice (1.1.1: :1727, :1760). Enabling clears a disable made on
        // focus loss too (InputManager.EnableOrDisableDevice, scope Everywhere, InputManager.cs:1611-1635); disabling
        // resets the device's state.
        public static void EnableDevice(InputDevice device)
        {
            if (device == null) throw new ArgumentNullException("device");
            device.DisabledInFrontend = false;
            device.DisabledWhileInBackground = false;
        }

        public static void DisableDevice(InputDevice device, bool keepSendingEvents = false)
        {
            if (device == null) throw new ArgumentNullException("device");
            if (device.enabled) ResetState(device);
            device.DisabledInFrontend = true;
        }

        static void ResetState(InputDevice device)
        {
            if (device is Keyboard) device.Apply(new KeyboardState());
            else if (device is Mouse) device.Apply(new MouseState());
            else if (device is Gamepad) device.Apply(new GamepadState());
        }

        // InputManager.OnFocusChanged (1.8.2 InputManager.cs:2750-2838): in the editor outside play mode only the focus is
        // recorded. Otherwise "run in background" is, in the editor, true unless Play Mode Input Behavior is All Device
        // Input Always Goes To Game View (then Player Settings' Run In Background), in a player Run In Background. With
        // Background Behavior Ignore Focus and running in the background nothing changes; else, on focus loss while
        // running in the background, every enabled device that should not run in the background (ShouldRunDeviceInBackground,
        // :2730-2748: none under Reset And Disable All Devices; in the editor never a pointer or keyboard under the
        // default, nothing under All Devices Respect Game View Focus; else canRunInBackground) is reset and disabled; on
        // focus gain those come back.
        static void OnFocusChanged(bool focus)
        {
            if (Application.isEditor && !Application.isPlaying) return;
            var settings = InputSystem.settings;
            var runInBackground = Application.isEditor
                ? settings.editorInputBehaviorInPlayMode != InputSettings.EditorInputBehaviorInPlayMode.AllDeviceInputAlwaysGoesToGameView || Application.runInBackground
                : Application.runInBackground;
            if (settings.backgroundBehavior == InputSettings.BackgroundBehavior.IgnoreFocus && runInBackground) return;
            InputDevice[] all;
            lock (s_lock) all = s_devices.ToArray();
            foreach (var device in all)
            {
                if (focus)
                {
                    device.DisabledWhileInBackground = false;
                }
                else if (runInBackground && device.enabled && !ShouldRunDeviceInBackground(device, settings))
                {
                    ResetState(device);
                    device.DisabledWhileInBackground = true;
                }
            }
        }

        static bool ShouldRunDeviceInBackground(InputDevice device, InputSettings settings)
        {
            var run = settings.backgroundBehavior != InputSettings.BackgroundBehavior.ResetAndDisableAllDevices && device.canRunInBackground;
            if (run && Application.isEditor)
            {
                if (settings.editorInputBehaviorInPlayMode == InputSettings.EditorInputBehaviorInPlayMode.AllDevicesRespectGameViewFocus) run = false;
                else if (settings.editorInputBehaviorInPlayMode == InputSettings.EditorInputBehaviorInPlayMode.PointersAndKeyboardsRespectGameViewFocus)
                    run = !(device is Pointer || device is Keyboard);
            }
            return run;
        }

        // InputManager.gameHasFocus (1.8.2 InputManager.cs:334-345) and the editor's routing (:3162-3194): in play mode
        // without focus, under Pointers And Keyboards Respect Game View Focus (unless Reset And Disable All Devices),
        // keyboard and pointer events are kept for the editor's own updates, so the game never sees them.
        static bool GameGets(InputDevice device)
        {
            if (!Application.isEditor || !Application.isPlaying) return true;
            var settings = InputSystem.settings;
            var regardless = settings.backgroundBehavior == InputSettings.BackgroundBehavior.IgnoreFocus
                && settings.editorInputBehaviorInPlayMode == InputSettings.EditorInputBehaviorInPlayMode.AllDeviceInputAlwaysGoesToGameView;
            if (Application.isFocused || regardless) return true;
            if (settings.editorInputBehaviorInPlayMode == InputSettings.EditorInputBehaviorInPlayMode.PointersAndKeyboardsRespectGameViewFocus
                && settings.backgroundBehavior != InputSettings.BackgroundBehavior.ResetAndDisableAllDevices)
                return !(device is Pointer || device is Keyboard);
            return true;
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
            Application.focusChanged += OnFocusChanged;
            // Started in a game that already lost focus (play mode entered, or a player started, in the background).
            if (!Application.isFocused) OnFocusChanged(false);
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
                if (!e.Key.added || !GameGets(e.Key) || !e.Key.enabled || !e.Key.Apply(e.Value)) continue;
                e.Key.UpdatedFrame = Time.frameCount;
                e.Key.MakeCurrent();
            }

            // Actions see the new state in the same update, as Unity's action processing does during it.
            InputAction.UpdateEnabled();
        }
    }
}
