#if PATCHBAY_INPUT_SYSTEM
using System;
using System.Collections.Generic;
using System.Linq;
using Patchbay.Editor.Tools.Shared;
using UnityEngine;
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.LowLevel;

namespace Patchbay.Editor.Tools.PlayTest
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

        /// <summary>Lets go of every key and button and centres the sticks.</summary>
        public static void ReleaseAll()
        {
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

        /// <summary>
        /// Why keyboard or pointer input might not reach the game, or null. Unity's default Play Mode Input Behavior
        /// (InputSettings.editorInputBehaviorInPlayMode, Input System 1.8.2 InputSettings.cs:516; InputManager.cs:3162-3175
        /// keeps such events for editor updates while the Game view lacks focus) gives them to the game only while the
        /// Game view has focus, which an editor an agent drives often lacks. Gamepads are not affected.
        /// </summary>
        public static string FocusNote(InputRequest request)
        {
            if (request.Keys.Count == 0 && request.MouseButtons.Count == 0 && request.Pointer == null)
            {
                return null;
            }

            if (InputSystem.settings.editorInputBehaviorInPlayMode == InputSettings.EditorInputBehaviorInPlayMode.AllDeviceInputAlwaysGoesToGameView)
            {
                return null;
            }

            return "Unity gives keyboard and mouse input to the game only while the Game view has focus (Input System setting Play Mode "
                + "Input Behavior); if the game did not react, focus the Game view or set Project Settings > Input System Package > "
                + "Play Mode Input Behavior to 'All Device Input Always Goes To Game View'.";
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
