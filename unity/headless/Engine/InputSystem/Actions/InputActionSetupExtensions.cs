using System;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Actions/InputActionSetupExtensions.cs:19 (class), :297 AddBinding(path), :501
    // AddCompositeBinding, :1060 BindingSyntax, :1640 CompositeSyntax, :1684 With. The part of the setup API code-only
    // actions use: bindings added to a standalone action before it is enabled (Unity refuses changes to an enabled
    // action too). Interactions, processors and groups given here are kept on the action's settings only.
    public static class InputActionSetupExtensions
    {
        public static BindingSyntax AddBinding(this InputAction action, string path, string interactions = null,
            string processors = null, string groups = null)
        {
            if (action == null) throw new ArgumentNullException("action");
            if (action.enabled) throw new InvalidOperationException("Cannot add binding to action '" + action + "' while the action is enabled");
            var binding = new InputAction.ActionBinding { Path = path };
            action.Bindings.Add(binding);
            return new BindingSyntax(action, binding);
        }

        public static CompositeSyntax AddCompositeBinding(this InputAction action, string composite,
            string interactions = null, string processors = null)
        {
            if (action == null) throw new ArgumentNullException("action");
            if (string.IsNullOrEmpty(composite)) throw new ArgumentException("Composite name cannot be null or empty", "composite");
            if (action.enabled) throw new InvalidOperationException("Cannot add binding to action '" + action + "' while the action is enabled");
            var name = composite.Split('(')[0].Trim();
            switch (name.ToLowerInvariant())
            {
                case "2dvector":
                case "dpad":
                case "1daxis":
                case "axis":
                case "onemodifier":
                case "buttonwithonemodifier":
                    break;
                default:
                    throw new NotSupportedException("not modelled by the headless editor: InputActionSetupExtensions.AddCompositeBinding(\"" + composite + "\")");
            }

            var binding = new InputAction.ActionBinding { Composite = name };
            action.Bindings.Add(binding);
            return new CompositeSyntax(action, binding);
        }

        public struct BindingSyntax
        {
            private readonly InputAction m_Action;
            private readonly InputAction.ActionBinding m_Binding;

            internal BindingSyntax(InputAction action, InputAction.ActionBinding binding)
            {
                m_Action = action;
                m_Binding = binding;
            }

            public bool valid { get { return m_Action != null && m_Binding != null; } }

            public BindingSyntax WithPath(string path)
            {
                if (!valid) throw new InvalidOperationException("Accessor is not valid");
                m_Binding.Path = path;
                return this;
            }
        }

        public struct CompositeSyntax
        {
            private readonly InputAction m_Action;
            private readonly InputAction.ActionBinding m_Binding;

            internal CompositeSyntax(InputAction action, InputAction.ActionBinding binding)
            {
                m_Action = action;
                m_Binding = binding;
            }

            public CompositeSyntax With(string name, string binding, string groups = null, string processors = null)
            {
                if (m_Action == null) throw new InvalidOperationException("Accessor is not valid");
                m_Binding.Parts.Add(new System.Collections.Generic.KeyValuePair<string, string>(name, binding));
                return this;
            }
        }
    }
}
