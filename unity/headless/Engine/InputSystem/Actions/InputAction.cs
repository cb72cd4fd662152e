using System;
using System.Collections.Generic;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Actions/InputAction.cs:183 (class), :215 name, :227 type, :241 id, :306 expectedControlType,
    // :334 processors, :349 interactions, :392 controls, :432 phase, :460 enabled, :480 triggered, :541 activeControl,
    // :580 started, :603 performed, :620 canceled, :711/:754 ctors, :722 Dispose, :741 ToString, :779 Enable, :800 Disable,
    // :1008 ReadValue<TValue>, :1059 ReadValueAsObject, :1197 IsPressed, :1237 IsInProgress, :1295
    // WasPressedThisFrame, :1344 WasReleasedThisFrame, :1398 WasPerformedThisFrame, :1846 CallbackContext.
    // Modelled: binding paths ("<Keyboard>/space", "<Gamepad>/leftStick", "<Mouse>/delta", "<Pointer>/position",
    // "/Keyboard/w"; AddBinding adds more) and the 2DVector/Dpad, 1DAxis and OneModifier composites
    // (AddCompositeBinding(...).With(part, path)), resolved against the devices added, evaluated after the queued events of
    // every input update with the default interaction: a Button starts and performs when it crosses the press point
    // and cancels on release; a Value starts and performs when actuated, performs again on each change and cancels
    // back at rest (with an initial state check on Enable); a PassThrough performs on every change. Interactions,
    // processors, other composites and action maps are not modelled.
    public sealed class InputAction : ICloneable, IDisposable
    {
        private static readonly List<InputAction> s_enabled = new List<InputAction>();
        internal readonly List<ActionBinding> Bindings = new List<ActionBinding>();
        private InputControl m_ActiveControl;
        private object m_Value;
        private float m_Magnitude;
        private InputActionPhase m_Phase = InputActionPhase.Disabled;
        private bool m_WasPressed;
        private bool m_WasActuated;
        private object m_LastValue;
        private int m_PressedFrame = -1;
        private int m_ReleasedFrame = -1;
        private int m_PerformedFrame = -1;
        private double m_StartTime;
        private bool m_InitialCheck;

        public InputAction()
        {
            id = Guid.NewGuid();
        }

        public InputAction(string name = null, InputActionType type = default(InputActionType), string binding = null,
            string interactions = null, string processors = null, string expectedControlType = null)
        {
            this.name = name;
            this.type = type;
            if (!string.IsNullOrEmpty(binding)) Bindings.Add(new ActionBinding { Path = binding });
            this.interactions = interactions;
            this.processors = processors;
            this.expectedControlType = expectedControlType;
            id = Guid.NewGuid();
        }

        public string name { get; private set; }
        public InputActionType type { get; private set; }
        public Guid id { get; private set; }
        public string expectedControlType { get; set; }
        public string processors { get; private set; }
        public string interactions { get; private set; }
        public InputActionPhase phase { get { return m_Phase; } }
        public bool enabled { get { return m_Phase != InputActionPhase.Disabled; } }
        public bool triggered { get { return WasPerformedThisFrame(); } }
        public InputControl activeControl { get { return m_ActiveControl; } }
        public bool wantsInitialStateCheck { get; set; }

        public ReadOnlyArray<InputControl> controls
        {
            get
            {
                var all = new List<InputControl>();
                foreach (var b in Bindings)
                {
                    if (b.Composite == null) all.AddRange(Resolve(b.Path));
                    else foreach (var part in b.Parts) all.AddRange(Resolve(part.Value));
                }
                return new ReadOnlyArray<InputControl>(all.ToArray());
            }
        }

        public event Action<CallbackContext> started;
        public event Action<CallbackContext> canceled;
        public event Action<CallbackContext> performed;

        public void Enable()
        {
            if (enabled) return;
            m_Phase = InputActionPhase.Waiting;
            var best = Strongest();
            m_WasPressed = best.Control != null && best.Magnitude >= PressPoint(best.Control);
            m_WasActuated = false;
            m_LastValue = null;
            m_InitialCheck = type == InputActionType.Value || wantsInitialStateCheck;
            if (!m_InitialCheck) m_WasActuated = best.Magnitude > 0f;
            lock (s_enabled) s_enabled.Add(this);
        }

        public void Disable()
        {
            if (!enabled) return;
            if (m_Phase == InputActionPhase.Started || m_Phase == InputActionPhase.Performed) Raise(canceled, InputActionPhase.Canceled);
            m_Phase = InputActionPhase.Disabled;
            m_ActiveControl = null;
            lock (s_enabled) s_enabled.Remove(this);
        }

        public void Reset()
        {
            if (!enabled) return;
            if (m_Phase == InputActionPhase.Started || m_Phase == InputActionPhase.Performed) Raise(canceled, InputActionPhase.Canceled);
            m_Phase = InputActionPhase.Waiting;
        }

        public void Dispose() { Disable(); }

        public InputAction Clone()
        {
            var clone = new InputAction(name, type, null, interactions, processors, expectedControlType);
            foreach (var b in Bindings) clone.Bindings.Add(b.Copy());
            return clone;
        }

        object ICloneable.Clone() { return Clone(); }

        public override string ToString() { return name == null ? "<Unnamed>" : name; }

        public TValue ReadValue<TValue>() where TValue : struct
        {
            if (m_ActiveControl == null || !enabled || m_Value == null) return default(TValue);
            return Convert<TValue>(m_ActiveControl, m_Value);
        }

        public object ReadValueAsObject() { return m_ActiveControl == null || !enabled ? null : m_Value; }

        public bool IsPressed() { return enabled && m_ActiveControl != null && m_Magnitude >= PressPoint(m_ActiveControl); }

        public bool IsInProgress() { return m_Phase == InputActionPhase.Started || m_Phase == InputActionPhase.Performed; }

        public bool WasPressedThisFrame() { return enabled && m_PressedFrame == Time.frameCount; }

        public bool WasReleasedThisFrame() { return enabled && m_ReleasedFrame == Time.frameCount; }

        public bool WasPerformedThisFrame() { return enabled && m_PerformedFrame == Time.frameCount; }

        // Called by InputSystem after each update's events.
        internal static void UpdateEnabled()
        {
            InputAction[] actions;
            lock (s_enabled) actions = s_enabled.ToArray();
            foreach (var action in actions)
            {
                try { action.Evaluate(); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }

        private void Evaluate()
        {
            var best = Strongest();
            var control = best.Control;
            var magnitude = best.Magnitude;
            var pressed = control != null && magnitude >= PressPoint(control);
            var actuated = magnitude > 0f;
            var value = best.Value;
            if (control != null && (actuated || m_ActiveControl == null)) m_ActiveControl = control;
            m_Value = value;
            m_Magnitude = magnitude;

            if (pressed && !m_WasPressed) m_PressedFrame = Time.frameCount;
            if (!pressed && m_WasPressed) m_ReleasedFrame = Time.frameCount;

            switch (type)
            {
                case InputActionType.Button:
                    if (pressed && !m_WasPressed)
                    {
                        m_StartTime = Time.realtimeSinceStartupAsDouble;
                        Raise(started, InputActionPhase.Started);
                        Raise(performed, InputActionPhase.Performed);
                    }
                    else if (!pressed && m_WasPressed && IsInProgress())
                    {
                        Raise(canceled, InputActionPhase.Canceled);
                        m_Phase = InputActionPhase.Waiting;
                    }
                    break;
                case InputActionType.Value:
                    if (actuated && (!m_WasActuated || m_InitialCheck))
                    {
                        m_StartTime = Time.realtimeSinceStartupAsDouble;
                        Raise(started, InputActionPhase.Started);
                        Raise(performed, InputActionPhase.Performed);
                    }
                    else if (actuated && !Equals(value, m_LastValue))
                    {
                        Raise(performed, InputActionPhase.Performed);
                    }
                    else if (!actuated && m_WasActuated && IsInProgress())
                    {
                        Raise(canceled, InputActionPhase.Canceled);
                        m_Phase = InputActionPhase.Waiting;
                    }
                    break;
                default:
                    if (!Equals(value, m_LastValue) && m_LastValue != null || m_LastValue == null && actuated)
                    {
                        Raise(performed, InputActionPhase.Performed);
                        m_Phase = InputActionPhase.Waiting;
                    }
                    break;
            }

            m_InitialCheck = false;
            m_WasPressed = pressed;
            m_WasActuated = actuated;
            m_LastValue = value;
        }

        private void Raise(Action<CallbackContext> handler, InputActionPhase newPhase)
        {
            m_Phase = newPhase;
            if (newPhase == InputActionPhase.Performed) m_PerformedFrame = Time.frameCount;
            if (handler == null) return;
            var context = new CallbackContext(this, newPhase, m_ActiveControl, m_StartTime, m_Value, m_Magnitude);
            foreach (Action<CallbackContext> d in handler.GetInvocationList())
            {
                // Actions/InputActionState.cs: an exception in a callback is logged and the others still run.
                try { d(context); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }

        private static float PressPoint(InputControl control)
        {
            var button = control as ButtonControl;
            return button != null ? button.pressPointOrDefault : InputSystem.settings.defaultButtonPressPoint;
        }

        // The most actuated of the bindings' sources (Unity's conflict resolution): a control, or a composite's value
        // with its most actuated part as the control.
        private Candidate Strongest()
        {
            var best = new Candidate { Magnitude = -1f };
            foreach (var binding in Bindings)
            {
                if (binding.Composite == null)
                {
                    foreach (var control in Resolve(binding.Path))
                    {
                        var m = control.Magnitude(false);
                        if (m > best.Magnitude) best = new Candidate { Control = control, Magnitude = m, Value = control.ReadValueAsObject() };
                    }
                }
                else
                {
                    var c = binding.Evaluate();
                    if (c.Control != null && c.Magnitude > best.Magnitude) best = c;
                }
            }

            if (best.Magnitude < 0f) best.Magnitude = 0f;
            return best;
        }

        internal struct Candidate
        {
            internal InputControl Control;
            internal float Magnitude;
            internal object Value;
        }

        // One binding: a control path, or a composite ("2DVector", "1DAxis", "OneModifier") with its parts' paths.
        internal sealed class ActionBinding
        {
            internal string Path;
            internal string Composite;
            internal readonly List<KeyValuePair<string, string>> Parts = new List<KeyValuePair<string, string>>();

            internal ActionBinding Copy()
            {
                var copy = new ActionBinding { Path = Path, Composite = Composite };
                copy.Parts.AddRange(Parts);
                return copy;
            }

            private float Part(string partName, ref InputControl strongest, ref float strongestMagnitude)
            {
                var value = 0f;
                foreach (var part in Parts)
                {
                    if (!string.Equals(part.Key, partName, StringComparison.OrdinalIgnoreCase)) continue;
                    foreach (var control in Resolve(part.Value))
                    {
                        var m = control.Magnitude(false);
                        if (m > value) value = m;
                        if (m > strongestMagnitude || strongest == null)
                        {
                            strongest = control;
                            strongestMagnitude = m;
                        }
                    }
                }

                return value;
            }

            // Composites/Vector2Composite.cs (Mode.DigitalNormalized by default), AxisComposite.cs (positive minus
            // negative), OneModifierComposite.cs (the binding's value while the modifier is pressed).
            internal Candidate Evaluate()
            {
                InputControl strongest = null;
                var strongestMagnitude = -1f;
                switch (Composite.ToLowerInvariant())
                {
                    case "2dvector":
                    case "dpad":
                    {
                        var v = new Vector2(Part("right", ref strongest, ref strongestMagnitude) - Part("left", ref strongest, ref strongestMagnitude),
                            Part("up", ref strongest, ref strongestMagnitude) - Part("down", ref strongest, ref strongestMagnitude));
                        if (v.magnitude > 1f) v = v.normalized;
                        return new Candidate { Control = strongest, Magnitude = v.magnitude, Value = v };
                    }
                    case "1daxis":
                    case "axis":
                    {
                        var f = Part("positive", ref strongest, ref strongestMagnitude) - Part("negative", ref strongest, ref strongestMagnitude);
                        return new Candidate { Control = strongest, Magnitude = Math.Abs(f), Value = f };
                    }
                    default:
                    {
                        InputControl modifierControl = null;
                        var modifierMagnitude = -1f;
                        var modifier = Part("modifier", ref modifierControl, ref modifierMagnitude);
                        var f = Part("binding", ref strongest, ref strongestMagnitude) + Part("button", ref strongest, ref strongestMagnitude);
                        var pressed = modifierControl != null && modifier >= PressPoint(modifierControl);
                        return new Candidate { Control = strongest, Magnitude = pressed ? f : 0f, Value = pressed ? f : 0f };
                    }
                }
            }
        }

        // "<Layout>/control/child" or "/DeviceName/control": the layout matches the device's class or one it derives
        // from (so <Pointer> matches a mouse and a touchscreen), as layout inheritance does.
        internal static List<InputControl> Resolve(string bindingPath)
        {
            var found = new List<InputControl>();
            if (string.IsNullOrEmpty(bindingPath)) return found;
            var path = bindingPath.Trim();
            string deviceSpec;
            string rest;
            if (path.StartsWith("<", StringComparison.Ordinal))
            {
                var close = path.IndexOf('>');
                if (close < 0) return found;
                deviceSpec = path.Substring(1, close - 1);
                rest = path.Substring(close + 1).TrimStart('/');
            }
            else
            {
                var trimmed = path.TrimStart('/');
                var slash = trimmed.IndexOf('/');
                deviceSpec = slash < 0 ? trimmed : trimmed.Substring(0, slash);
                rest = slash < 0 ? "" : trimmed.Substring(slash + 1);
            }

            var byLayout = path.StartsWith("<", StringComparison.Ordinal);
            foreach (var device in InputSystem.devices)
            {
                if (byLayout ? !IsLayout(device.GetType(), deviceSpec) : !string.Equals(device.name, deviceSpec, StringComparison.OrdinalIgnoreCase) && deviceSpec != "*") continue;
                var control = rest.Length == 0 ? device : device.Find(rest);
                if (control != null) found.Add(control);
            }

            return found;
        }

        private static bool IsLayout(Type type, string layout)
        {
            for (var t = type; t != null && t != typeof(InputControl); t = t.BaseType)
                if (string.Equals(t.Name, layout, StringComparison.OrdinalIgnoreCase)) return true;
            return false;
        }

        private static TValue Convert<TValue>(InputControl control, object value) where TValue : struct
        {
            if (value is TValue) return (TValue)value;
            // Actions/InputActionState.cs ReadValue: a float control read as a bool or the reverse is not
            // converted either; Unity throws this.
            throw new InvalidOperationException(string.Format("Cannot read value of type '{0}' from control '{1}' bound to action (control is a '{2}' with value type '{3}')",
                typeof(TValue).Name, control.path, control.GetType().Name, value == null ? "null" : value.GetType().Name));
        }

        // Actions/InputAction.cs:1846: what a started/performed/canceled callback is given.
        public struct CallbackContext
        {
            private readonly InputAction m_Action;
            private readonly InputActionPhase m_Phase;
            private readonly InputControl m_Control;
            private readonly double m_StartTime;
            private readonly object m_Value;
            private readonly float m_Magnitude;

            internal CallbackContext(InputAction action, InputActionPhase phase, InputControl control, double startTime, object value, float magnitude)
            {
                m_Action = action;
                m_Phase = phase;
                m_Control = control;
                m_StartTime = startTime;
                m_Value = value;
                m_Magnitude = magnitude;
            }

            public InputActionPhase phase { get { return m_Action == null ? InputActionPhase.Disabled : m_Phase; } }
            public bool started { get { return phase == InputActionPhase.Started; } }
            public bool performed { get { return phase == InputActionPhase.Performed; } }
            public bool canceled { get { return phase == InputActionPhase.Canceled; } }
            public InputAction action { get { return m_Action; } }
            public InputControl control { get { return m_Control; } }
            public double time { get { return Time.realtimeSinceStartupAsDouble; } }
            public double startTime { get { return m_StartTime; } }
            public double duration { get { return time - startTime; } }
            public Type valueType { get { var v = ReadValueAsObject(); return v == null ? null : v.GetType(); } }

            public TValue ReadValue<TValue>() where TValue : struct
            {
                if (m_Control == null || m_Value == null) return default(TValue);
                if (m_Phase == InputActionPhase.Canceled) return default(TValue);
                return Convert<TValue>(m_Control, m_Value);
            }

            public bool ReadValueAsButton() { return m_Control != null && m_Phase != InputActionPhase.Canceled && m_Magnitude >= PressPoint(m_Control); }

            public object ReadValueAsObject() { return m_Control == null || m_Phase == InputActionPhase.Canceled ? null : m_Value; }

            public override string ToString() { return "{ action=" + m_Action + " phase=" + phase + " control=" + m_Control + " }"; }
        }
    }
}
