using System;
using System.Collections.Generic;

namespace UnityEngine
{
    // The legacy Input Manager (UnityEngine.Input, checked against UnityCsReference 2021.3.0f1 and 6000.5):
    // the members gameplay scripts use, with Unity's signatures. The headless editor has no keyboard, mouse
    // or joystick: axes read 0, keys and buttons are up, the mouse stays at (0, 0, 0). Names are checked as
    // Unity's default Input Manager settings do: an axis or button that is not set up throws the
    // ArgumentException Unity throws, so a typo fails here as it would in the editor.
    public class Input
    {
        static readonly HashSet<string> DefaultAxes = new HashSet<string>(StringComparer.Ordinal)
        {
            "Horizontal", "Vertical", "Fire1", "Fire2", "Fire3", "Jump", "Mouse X", "Mouse Y", "Mouse ScrollWheel", "Submit", "Cancel",
        };

        public static float GetAxis(string axisName) { CheckAxis(axisName, "Axis"); return 0f; }
        public static float GetAxisRaw(string axisName) { CheckAxis(axisName, "Axis"); return 0f; }
        public static bool GetButton(string buttonName) { CheckAxis(buttonName, "Button"); return false; }
        public static bool GetButtonDown(string buttonName) { CheckAxis(buttonName, "Button"); return false; }
        public static bool GetButtonUp(string buttonName) { CheckAxis(buttonName, "Button"); return false; }

        public static bool GetKey(KeyCode key) { return false; }
        public static bool GetKey(string name) { CheckKey(name); return false; }
        public static bool GetKeyUp(KeyCode key) { return false; }
        public static bool GetKeyUp(string name) { CheckKey(name); return false; }
        public static bool GetKeyDown(KeyCode key) { return false; }
        public static bool GetKeyDown(string name) { CheckKey(name); return false; }

        public static bool GetMouseButton(int button) { return false; }
        public static bool GetMouseButtonDown(int button) { return false; }
        public static bool GetMouseButtonUp(int button) { return false; }
        public static void ResetInputAxes() { }
        public static string[] GetJoystickNames() { return new string[0]; }

        public static bool anyKey { get { return false; } }
        public static bool anyKeyDown { get { return false; } }
        public static string inputString { get { return string.Empty; } }
        public static Vector3 mousePosition { get { return Vector3.zero; } }
        public static Vector2 mouseScrollDelta { get { return Vector2.zero; } }
        public static bool mousePresent { get { return false; } }
        public static int touchCount { get { return 0; } }
        public static bool touchSupported { get { return false; } }
        public static bool multiTouchEnabled { get; set; }
        public static bool simulateMouseWithTouches { get; set; }

        static void CheckAxis(string name, string kind)
        {
            if (name == null || !DefaultAxes.Contains(name))
            {
                throw new ArgumentException("Input " + kind + " " + name + " is not setup.\n To change the input settings use: Edit -> Settings -> Input");
            }
        }

        // Unity's key names: "a", "1", "space", "left shift", "up", "f1", "mouse 0", "joystick button 0", "[1]" ...
        static void CheckKey(string name)
        {
            if (!IsKeyName(name))
            {
                throw new ArgumentException("Input Key named: " + name + " is unknown");
            }
        }

        static bool IsKeyName(string name)
        {
            if (string.IsNullOrEmpty(name)) return false;
            if (name.Length == 1) return true;
            if (name.Length == 3 && name[0] == '[' && name[2] == ']') return true;
            var compact = name.Replace(" ", string.Empty);
            if (compact.StartsWith("mouse", StringComparison.Ordinal)) compact = "Mouse" + compact.Substring(5);
            foreach (var key in Enum.GetNames(typeof(KeyCode)))
            {
                if (string.Equals(key, compact, StringComparison.OrdinalIgnoreCase)) return true;
            }

            return name == "enter" || name == "equals" || name == "page up" || name == "page down";
        }
    }
}
