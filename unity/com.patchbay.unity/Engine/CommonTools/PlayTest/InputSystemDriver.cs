#if PATCHBAY_INPUT_SYSTEM
using System;
using System.Collections.Generic;
using System.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.LowLevel;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// Drives the Input System the way its own tests do: a full state event per device
    /// (InputSystem.QueueStateEvent, Input System 1.8.2 InputSystem.cs:2618) carrying everything simulate_input holds
    /// down, so a held key stays down while another is pressed. The game sees an event at the start of the next
    /// player-loop frame. Keeps what is held for the play session (statics: a domain reload ends it anyway; the editor lets go when play
    /// mode ends, EditorPlayHost).
    /// </summary>
    public static class InputSystemDriver
    {
        private static readonly HashSet<Key> s_keys = new HashSet<Key>();
        private static readonly HashSet<MouseButton> s_mouseButtons = new HashSet<MouseButton>();
        private static readonly HashSet<GamepadButton> s_gamepadButtons = new HashSet<GamepadButton>();
        private static Vector2 s_pointer;
        private static Vector2 s_leftStick;
        private static Vector2 s_rightStick;
        private static Gamepad s_addedGamepad;

        private static readonly string[] s_keyNames = Enum.GetNames(typeof(Key)).Where(n => n != "None" && n != "IMESelected").ToArray();

        /// <summary>Lets go of every key and button and centres the sticks; the user's Input System settings come back.</summary>
        public static void ReleaseAll()
        {
            RestoreSettings();
            var anything = s_keys.Count + s_mouseButtons.Count + s_gamepadButtons.Count > 0 || s_leftStick != Vector2.zero || s_rightStick != Vector2.zero;
            s_keys.Clear();
            s_mouseButtons.Clear();
            s_gamepadButtons.Clear();
            s_leftStick = Vector2.zero;
            s_rightStick = Vector2.zero;
            if (!anything)
            {
                return;
            }

            if (Keyboard.current != null)
            {
                InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState());
            }

            if (Mouse.current != null)
            {
                InputSystem.QueueStateEvent(Mouse.current, new MouseState { position = s_pointer });
            }

            if (s_addedGamepad != null && s_addedGamepad.added)
            {
                InputSystem.QueueStateEvent(s_addedGamepad, new GamepadState());
            }
        }

        /// <summary>Checks every name first (nothing is sent when one is wrong).</summary>
        public static void Validate(InputRequest request)
        {
            foreach (var key in request.Keys)
            {
                ParseKey(key);
            }

            foreach (var button in request.MouseButtons)
            {
                ParseMouseButton(button);
            }

            foreach (var button in request.GamepadButtons)
            {
                ParseGamepadButton(button);
            }
        }

        /// <summary>Puts the request's keys and buttons down (or up) and moves pointer and sticks; queues the events.</summary>
        public static void Apply(InputRequest request, bool down)
        {
            foreach (var key in request.Keys)
            {
                Toggle(s_keys, ParseKey(key), down);
            }

            foreach (var button in request.MouseButtons)
            {
                Toggle(s_mouseButtons, ParseMouseButton(button), down);
            }

            foreach (var button in request.GamepadButtons)
            {
                Toggle(s_gamepadButtons, ParseGamepadButton(button), down);
            }

            if (request.Pointer != null)
            {
                s_pointer = new Vector2(request.Pointer[0], request.Pointer[1]);
            }

            if (request.LeftStick != null)
            {
                s_leftStick = down ? new Vector2(request.LeftStick[0], request.LeftStick[1]) : Vector2.zero;
            }

            if (request.RightStick != null)
            {
                s_rightStick = down ? new Vector2(request.RightStick[0], request.RightStick[1]) : Vector2.zero;
            }

            if (request.Keys.Count > 0)
            {
                InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(s_keys.ToArray()));
            }

            if (request.MouseButtons.Count > 0 || request.Pointer != null)
            {
                var mouse = new MouseState { position = s_pointer };
                foreach (var button in s_mouseButtons)
                {
                    mouse = mouse.WithButton(button);
                }

                InputSystem.QueueStateEvent(Mouse.current, mouse);
            }

            if (request.UsesGamepad)
            {
                var pad = new GamepadState(s_gamepadButtons.ToArray()) { leftStick = s_leftStick, rightStick = s_rightStick };
                InputSystem.QueueStateEvent(GamepadFor(), pad);
            }
        }

        // The user's Input System settings while simulate_input drives input (issue 43), restored when it is done.
        private static InputSettings s_overridden;
        private static InputSettings.BackgroundBehavior s_savedBackground;
        private static InputSettings.EditorInputBehaviorInPlayMode s_savedEditorBehavior;

        /// <summary>Whether anything is held down (the settings stay overridden until it is let go).</summary>
        public static bool AnythingHeld
        {
            get { return s_keys.Count + s_mouseButtons.Count + s_gamepadButtons.Count > 0 || s_leftStick != Vector2.zero || s_rightStick != Vector2.zero; }
        }

        /// <summary>
        /// Makes the request's input reach a game without focus, by what the Input System offers (1.1.1 to 1.14: both
        /// settings and InputSystem.EnableDevice exist since 1.1.1, InputSettings.cs:438/:469). With its defaults, a game
        /// that loses focus gets its keyboard, pointer and — having no native backend to run in the background — the added
        /// gamepad disabled (Background Behavior Reset And Disable Non Background Devices, InputManager.OnFocusChanged,
        /// 1.8.2 InputManager.cs:2750-2817), and in the editor keyboard and pointer events stay with the editor while the
        /// Game view lacks focus (Play Mode Input Behavior, :3162-3194). So, until the input is let go: Background Behavior
        /// Ignore Focus, in the editor Play Mode Input Behavior All Device Input Always Goes To Game View (together the
        /// Input System's "regardless of focus", :341-345), and the devices used enabled again. Returns what an agent should
        /// know when the game has no focus, or null.
        /// </summary>
        public static string ReachGame(InputRequest request)
        {
            var settings = InputSystem.settings;
            if (s_overridden != settings)
            {
                RestoreSettings();
                s_overridden = settings;
                s_savedBackground = settings.backgroundBehavior;
                s_savedEditorBehavior = settings.editorInputBehaviorInPlayMode;
            }

            settings.backgroundBehavior = InputSettings.BackgroundBehavior.IgnoreFocus;
            if (Application.isEditor)
            {
                settings.editorInputBehaviorInPlayMode = InputSettings.EditorInputBehaviorInPlayMode.AllDeviceInputAlwaysGoesToGameView;
            }

            var enabled = new List<string>();
            foreach (var device in DevicesFor(request))
            {
                if (!device.enabled)
                {
                    InputSystem.EnableDevice(device);
                    enabled.Add(device.name);
                }
            }

            if (Application.isFocused && enabled.Count == 0)
            {
                return null;
            }

            var where = Application.isEditor ? "The Game view has no focus" : "The player's window has no focus";
            return where + (enabled.Count > 0 ? ", so the Input System had disabled " + string.Join(", ", enabled.ToArray()) + "; Patchbay enabled it again and" : "; Patchbay")
                + " set Background Behavior to Ignore Focus" + (Application.isEditor ? " and Play Mode Input Behavior to All Device Input Always Goes To Game View" : "")
                + " while this input is held, then restores the project's settings.";
        }

        /// <summary>Puts the user's settings back (nothing held any more, play mode ending, a new settings object).</summary>
        public static void RestoreSettings()
        {
            var settings = s_overridden;
            s_overridden = null;
            if (settings == null)
            {
                return;
            }

            settings.backgroundBehavior = s_savedBackground;
            settings.editorInputBehaviorInPlayMode = s_savedEditorBehavior;
        }

        /// <summary>Whether the game's devices show what the request put down (or let go): read once a frame has passed.</summary>
        public static bool Arrived(InputRequest request, bool down)
        {
            foreach (var key in request.Keys)
            {
                if (Keyboard.current == null || Keyboard.current[ParseKey(key)].isPressed != down)
                {
                    return false;
                }
            }

            foreach (var button in request.MouseButtons)
            {
                if (Mouse.current == null || MouseControl(ParseMouseButton(button)).isPressed != down)
                {
                    return false;
                }
            }

            if (request.Pointer != null && (Mouse.current == null || (Mouse.current.position.ReadValue() - s_pointer).sqrMagnitude > 0.25f))
            {
                return false;
            }

            if (request.UsesGamepad)
            {
                var pad = s_addedGamepad != null && s_addedGamepad.added ? s_addedGamepad : Gamepad.current;
                if (pad == null)
                {
                    return false;
                }

                foreach (var button in request.GamepadButtons)
                {
                    if (pad[ParseGamepadButton(button)].isPressed != down)
                    {
                        return false;
                    }
                }

                if (request.LeftStick != null && (pad.leftStick.ReadValue() - s_leftStick).sqrMagnitude > 0.01f)
                {
                    return false;
                }
            }

            return true;
        }

        /// <summary>Why the input did not arrive, worded for an editor or a player: what the agent can do or ask for.</summary>
        public static string WhyNotArrived(InputRequest request)
        {
            var disabled = DevicesFor(request).Where(d => !d.enabled).Select(d => d.name).ToArray();
            var state = " (Application.isFocused " + Application.isFocused.ToString().ToLowerInvariant() + ", Background Behavior "
                + InputSystem.settings.backgroundBehavior + (Application.isEditor ? ", Play Mode Input Behavior " + InputSystem.settings.editorInputBehaviorInPlayMode : "")
                + (disabled.Length > 0 ? ", disabled: " + string.Join(", ", disabled) : "") + ")";
            if (Application.isEditor)
            {
                return "The game's devices did not take the input one frame later" + state + ". Something in the project disables devices or "
                    + "changes the Input System settings while it plays; focus the Game view, or set Project Settings > Input System Package > "
                    + "Background Behavior to Ignore Focus and Play Mode Input Behavior to All Device Input Always Goes To Game View.";
            }

            return "The player's devices did not take the input one frame later" + state + ". A development build without window focus disables "
                + "its devices; ask the user to focus the game's window, or build with Input System Background Behavior Ignore Focus and "
                + "Player Settings > Resolution and Presentation > Run In Background on.";
        }

        private static IEnumerable<InputDevice> DevicesFor(InputRequest request)
        {
            if (request.Keys.Count > 0 && Keyboard.current != null)
            {
                yield return Keyboard.current;
            }

            if ((request.MouseButtons.Count > 0 || request.Pointer != null) && Mouse.current != null)
            {
                yield return Mouse.current;
            }

            if (request.UsesGamepad)
            {
                yield return GamepadFor();
            }
        }

        private static UnityEngine.InputSystem.Controls.ButtonControl MouseControl(MouseButton button)
        {
            switch (button)
            {
                case MouseButton.Right:
                    return Mouse.current.rightButton;
                case MouseButton.Middle:
                    return Mouse.current.middleButton;
                default:
                    return Mouse.current.leftButton;
            }
        }

        /// <summary>What is held down now, for the result.</summary>
        public static Newtonsoft.Json.Linq.JArray Held()
        {
            var held = s_keys.Select(k => k.ToString()).OrderBy(k => k, StringComparer.Ordinal)
                .Concat(s_mouseButtons.Select(b => "mouse:" + b.ToString().ToLowerInvariant()))
                .Concat(s_gamepadButtons.Select(b => "pad:" + b.ToString().ToLowerInvariant()));
            return new Newtonsoft.Json.Linq.JArray(held);
        }

        private static Gamepad GamepadFor()
        {
            if (Gamepad.current != null)
            {
                return Gamepad.current;
            }

            // No gamepad plugged in: add a virtual one, as the Input System's tests do (InputSystem.cs:1450).
            if (s_addedGamepad == null || !s_addedGamepad.added)
            {
                s_addedGamepad = InputSystem.AddDevice<Gamepad>("PatchbayGamepad");
            }

            return s_addedGamepad;
        }

        private static void Toggle<T>(HashSet<T> set, T item, bool down)
        {
            if (down)
            {
                set.Add(item);
            }
            else
            {
                set.Remove(item);
            }
        }

        private static Key ParseKey(string name)
        {
            var wanted = (name ?? string.Empty).Replace(" ", string.Empty);
            foreach (var candidate in s_keyNames)
            {
                if (string.Equals(candidate, wanted, StringComparison.OrdinalIgnoreCase))
                {
                    return (Key)Enum.Parse(typeof(Key), candidate);
                }
            }

            // Single letters match any longer name as substrings; they are only suggested for short names.
            throw ToolErrors.Invalid("keys", "an Input System key name", "Unknown key '" + name + "'; nearest: "
                + string.Join(", ", NameMatcher.Suggest(wanted, s_keyNames.Where(n => n.Length > 1 || wanted.Length <= 2), 5)) + " (names are the Input System's Key values: Space, A, Digit1, LeftArrow, LeftShift).");
        }

        private static MouseButton ParseMouseButton(string name)
        {
            MouseButton button;
            if (Enum.TryParse(name ?? string.Empty, true, out button) && Enum.IsDefined(typeof(MouseButton), button) && button <= MouseButton.Middle)
            {
                return button;
            }

            throw ToolErrors.Invalid("keys", "mouse:left, mouse:right or mouse:middle", "Unknown mouse button 'mouse:" + name + "'; use mouse:left, mouse:right or mouse:middle.");
        }

        private static GamepadButton ParseGamepadButton(string name)
        {
            var names = new[] { "South", "North", "East", "West", "Start", "Select" };
            foreach (var candidate in names)
            {
                if (string.Equals(candidate, name, StringComparison.OrdinalIgnoreCase))
                {
                    return (GamepadButton)Enum.Parse(typeof(GamepadButton), candidate);
                }
            }

            throw ToolErrors.Invalid("keys", "a gamepad button", "Unknown gamepad button 'pad:" + name + "'; nearest: "
                + string.Join(", ", NameMatcher.Suggest(name, names, 3)) + " (pad:south, pad:north, pad:east, pad:west, pad:start, pad:select).");
        }
    }
}
#endif
