using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// set_component_field's changes in a player (the editor's FieldChanges without SerializedObject): component
    /// fields of <see cref="RuntimeFields"/> and the GameObject's name, active, tag, layer and parent
    /// (<see cref="GameObjectEdits"/>). <see cref="Prepare"/> finds every field and converts every value before
    /// anything changes, so a call is all or nothing; a wrong field name lists the nearest and the valid ones, a value
    /// that does not convert names the expected form, as in the editor.
    /// </summary>
    public sealed class RuntimeFieldChanges
    {
        private sealed class Change
        {
            public string Field;
            public JToken Value;
            public string ErrorField;
            public string Own;
            public Component Component;
            public RuntimeField Target;
            public object Converted;
        }

        private readonly List<Change> _changes = new List<Change>();
        private readonly GameObjectEdits _own;

        private RuntimeFieldChanges(GameObject go)
        {
            _own = new GameObjectEdits(go);
        }

        /// <summary>As the editor's FieldChanges.Prepare: <c>field</c> and <c>value</c>, or <c>fields</c> {field: value}.</summary>
        public static RuntimeFieldChanges Prepare(GameObject go, string componentName, string field, string value, JObject fields)
        {
            var result = new RuntimeFieldChanges(go);
            foreach (var request in FieldRequest.Parse(field, value, fields, "fields."))
            {
                result._changes.Add(new Change { Field = request.Field, Value = request.Value, ErrorField = request.ErrorField });
            }

            var candidates = new List<Component>();
            if (!string.IsNullOrEmpty(componentName) && componentName != "GameObject")
            {
                candidates.Add(ComponentPicker.Pick(go, componentName, "component"));
            }
            else if (componentName == null)
            {
                foreach (var component in go.GetComponents<Component>())
                {
                    if (component != null)
                    {
                        candidates.Add(component);
                    }
                }
            }

            foreach (var change in result._changes)
            {
                result.Find(go, change, componentName, candidates);
            }

            return result;
        }

        /// <summary>Makes the changes (a player has no Undo).</summary>
        public void Apply()
        {
            foreach (var change in _changes)
            {
                if (change.Target != null)
                {
                    change.Target.Set(change.Component, change.Converted);
                }
            }

            _own.Apply(false);
        }

        /// <summary>Each change as it is now: component, field and value, as the editor describes it.</summary>
        public JArray Describe()
        {
            var set = new JArray();
            foreach (var change in _changes)
            {
                if (change.Own != null)
                {
                    set.Add(new JObject { { "component", "GameObject" }, { "field", change.Own }, { "value", _own.Read(change.Own) } });
                    continue;
                }

                set.Add(new JObject
                {
                    { "component", ComponentPicker.Label(change.Component) },
                    { "field", change.Target.Name },
                    { "value", ReflectedValues.Read(change.Target.Get(change.Component), change.Target.Type, change.Target.Managed) },
                });
            }

            return set;
        }

        private void Find(GameObject go, Change change, string componentName, List<Component> candidates)
        {
            var found = new List<string>();
            foreach (var component in candidates)
            {
                var fields = RuntimeFields.Of(component);
                var match = fields == null ? null : RuntimeFields.Find(fields, change.Field);
                if (match != null)
                {
                    found.Add(ComponentPicker.Label(component));
                    if (change.Target == null)
                    {
                        change.Target = match;
                        change.Component = component;
                    }
                }
            }

            var canonical = GameObjectEdits.Canonical(change.Field);
            if (canonical != null && (componentName == null || componentName == "GameObject") && change.Target == null)
            {
                _own.Add(canonical, change.Value, change.ErrorField);
                change.Own = canonical;
                return;
            }

            if (change.Target == null)
            {
                throw NoSuchField(go, candidates, change.Field, componentName, change.ErrorField == "value" ? "field" : change.ErrorField);
            }

            if (found.Count > 1 && componentName == null)
            {
                throw ToolErrors.AmbiguousMatch("field", "Several components of '" + go.name + "' have a field '" + change.Field + "': "
                    + string.Join(", ", found.ToArray()) + ". Pass component as one of them.", found);
            }

            try
            {
                change.Converted = ReflectedValues.Convert(change.Value, change.Target.Type, change.Target.Get(change.Component), change.ErrorField, change.Target.Managed);
            }
            catch (FormatException e)
            {
                var expected = change.Target.Managed ? ManagedTypes.Shape : ReflectedValues.Expected(change.Target.Type);
                throw ToolErrors.Invalid(change.ErrorField, expected, "Cannot set '" + change.Target.Name + "' (" + expected + ") to "
                    + JsonValues.Short(change.Value) + ": " + e.Message);
            }
        }

        private static ToolException NoSuchField(GameObject go, List<Component> candidates, string field, string componentName, string errorField)
        {
            var listing = new List<string>();
            var all = new List<string>();
            var unreadable = new List<string>();
            foreach (var component in candidates)
            {
                var fields = RuntimeFields.Of(component);
                if (fields == null)
                {
                    unreadable.Add(ComponentPicker.Label(component));
                    continue;
                }

                var names = RuntimeFields.Names(fields);
                all.AddRange(names);
                listing.Add(ComponentPicker.Label(component) + ": " + ToolErrors.List(names, 25));
            }

            if (componentName == null || componentName == "GameObject")
            {
                all.InsertRange(0, GameObjectEdits.Names);
                listing.Insert(0, "GameObject: " + ToolErrors.List(GameObjectEdits.Names, 25));
            }

            var suggestions = NameMatcher.Suggest(field, all, 3);
            var message = "No serialized field '" + field + "'" + (componentName != null ? " on that component" : string.Empty) + "."
                + (suggestions.Count > 0 ? " Did you mean " + string.Join(", ", new List<string>(suggestions).ToArray()) + "?" : string.Empty)
                + " Valid fields — " + string.Join("; ", listing.ToArray());
            if (unreadable.Count > 0)
            {
                message += ". A player cannot reach the fields of " + string.Join(", ", unreadable.ToArray()) + " (engine components beyond "
                    + "Transform, Rigidbody and colliders keep theirs in native code); change them in the editor.";
            }

            return new ToolException(ToolErrors.NotFound, message, new JObject { { "field", errorField }, { "valid", new JArray(all) } });
        }
    }
}
