using System;
using System.Collections.Generic;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Controls/InputControl.cs:110 (class), :130 name, :147 displayName, :213 path, :249 device,
    // :258 parent, :275 children, :434 this[string], :497 ReadValueAsObject. A control of a device; the stand-in builds
    // each device's controls in code instead of from layouts. Paths are the layouts' names ("/Keyboard/space",
    // "/Gamepad/leftStick/x"); a control's aliases ("a" for buttonSouth) are found by the indexer too, as in Unity.
    public abstract class InputControl
    {
        internal readonly List<InputControl> ChildList = new List<InputControl>();
        internal readonly List<string> Aliases = new List<string>();
        private string m_DisplayName;

        public string name { get; private set; }
        public string displayName { get { return m_DisplayName ?? name; } protected set { m_DisplayName = value; } }
        public InputDevice device { get; private set; }
        public InputControl parent { get; private set; }
        public string path { get { return parent == null ? "/" + name : parent.path + "/" + name; } }
        public ReadOnlyArray<InputControl> children { get { return new ReadOnlyArray<InputControl>(ChildList.ToArray()); } }

        // Controls/InputControl.cs:434: throws KeyNotFoundException when there is no such child.
        public InputControl this[string path]
        {
            get
            {
                var control = Find(path);
                if (control == null) throw new KeyNotFoundException("Cannot find control '" + path + "' as child of '" + this + "'");
                return control;
            }
        }

        public abstract object ReadValueAsObject();

        public override string ToString() { return GetType().Name + ":" + path; }

        // How far the control is actuated (0 when at rest): a button's value, a stick's length.
        internal virtual float Magnitude(bool previous) { return 0f; }

        internal void Setup(string controlName, InputDevice owner) { Setup(controlName, owner, ReferenceEquals(owner, this) ? null : owner); }

        internal void Setup(string controlName, InputDevice owner, InputControl parentControl, params string[] aliases)
        {
            name = controlName;
            device = owner;
            parent = parentControl;
            if (parentControl != null) parentControl.ChildList.Add(this);
            Aliases.AddRange(aliases);
        }

        // A child by relative path ("leftStick/x"), names and aliases compared ignoring case as in Unity.
        internal InputControl Find(string relativePath)
        {
            if (string.IsNullOrEmpty(relativePath)) return null;
            InputControl current = this;
            foreach (var part in relativePath.Split('/'))
            {
                InputControl next = null;
                foreach (var child in current.ChildList)
                {
                    if (string.Equals(child.name, part, StringComparison.OrdinalIgnoreCase) ||
                        child.Aliases.Exists(a => string.Equals(a, part, StringComparison.OrdinalIgnoreCase)))
                    {
                        next = child;
                        break;
                    }
                }

                if (next == null) return null;
                current = next;
            }

            return current;
        }
    }
}
