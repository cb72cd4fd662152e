using System;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Console;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>One wait_until condition, resolved and checked up front, then evaluated once per frame.</summary>
    public sealed class PlayCondition
    {
        private readonly Func<bool> _holds;
        private readonly Func<JToken> _current;

        private PlayCondition(string description, Func<bool> holds, Func<JToken> current)
        {
            Description = description;
            _holds = holds;
            _current = current;
        }

        public string Description { get; private set; }

        public bool Holds()
        {
            return _holds();
        }

        public JToken Current()
        {
            return _current();
        }

        /// <summary>The condition the parameters give, null for none (a pure bound), or a ToolException.</summary>
        public static PlayCondition From(WaitUntilParams p)
        {
            // A target alone waits for it to exist; with a condition, for its field.
            var field = p.Condition != null;
            var appears = p.Target != null && p.Condition == null;
            if ((field || appears) && p.Log != null)
            {
                throw ToolErrors.Invalid("log", "one condition", "Give one condition: target (until it exists), target with condition, or log; call wait_until again for another.");
            }

            if (field)
            {
                return Field(p);
            }

            if (p.Log != null)
            {
                if (p.Log.Length == 0)
                {
                    throw ToolErrors.Invalid("log", "text", "log is empty; give part of the message to wait for.");
                }

                var since = ConsoleLog.Buffer.LastId;
                var text = p.Log;
                Func<bool> logged = () =>
                {
                    int matched;
                    ConsoleLog.Buffer.Query(null, text, since, 1, out matched);
                    return matched > 0;
                };
                return new PlayCondition("log contains '" + text + "'", logged, () => logged());
            }

            if (appears)
            {
                var name = p.Target;
                Func<bool> exists = () => Exists(name);
                return new PlayCondition("'" + name + "' exists", exists, () => exists());
            }

            return null;
        }

        private static PlayCondition Field(WaitUntilParams p)
        {
            if (string.IsNullOrEmpty(p.Target))
            {
                throw ToolErrors.Invalid("target", "target and condition",
                    "A field condition needs both target (the GameObject) and condition (e.g. Transform.position.y > 1).");
            }

            var text = ConditionText.Parse(p.Condition);
            var go = SceneObjects.Resolve(p.Target, "target");
            var component = ComponentPicker.Pick(go, text.Component, "condition");
            var path = MemberPath.Resolve(component, text.Member, "condition");
            var comparison = new ValueComparison(text.Operator, text.Value);
            var label = SceneObjects.PathOf(go) + " " + component.GetType().Name + "." + text.Member;
            var type = path.Type;
            Func<object> read = () => component == null ? null : path.Read(component);
            return new PlayCondition(comparison.Describe(label), () => component != null && comparison.Holds(Comparable(read(), type)), () => Json(read(), type));
        }

        // What the comparison sees: a number, bool, text or enum as it is; anything else (a vector, a colour, an object
        // reference, a list, a [Serializable] class) as get_game_object's JSON text of it, so no ToString or conversion
        // of the project's runs.
        private static object Comparable(object value, Type type)
        {
            if (value == null || type.IsPrimitive || type == typeof(string) || type.IsEnum)
            {
                return value;
            }

            return ReflectedValues.ReadWithoutConstructing(value, type).ToString(Newtonsoft.Json.Formatting.None);
        }

        private static bool Exists(string name)
        {
            try
            {
                return SceneObjects.Resolve(name, "appears") != null;
            }
            catch (ToolException e)
            {
                // Several matches: it has appeared.
                return e.Kind == ToolErrors.Ambiguous;
            }
        }

        /// <summary>A value as wait_until and step_game answer it (get_game_object's JSON for anything but numbers, text, enums).</summary>
        internal static JToken Json(object value, Type type)
        {
            if (value == null)
            {
                return JValue.CreateNull();
            }

            if (value is bool)
            {
                return (bool)value;
            }

            if (type.IsPrimitive)
            {
                var number = ValueComparison.AsNumber(value);
                return number.HasValue ? (JToken)Math.Round(number.Value, 6) : ValueComparison.Text(value);
            }

            if (type == typeof(string) || type.IsEnum)
            {
                return ValueComparison.Text(value);
            }

            return ReflectedValues.ReadWithoutConstructing(value, type);
        }
    }
}
