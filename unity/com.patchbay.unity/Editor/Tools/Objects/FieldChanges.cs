using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// Field changes on one GameObject, as set_component_field and create_game_object's <c>fields</c> make
    /// them: serialized fields through SerializedObject (so Undo, prefab overrides and OnValidate behave as
    /// in the Inspector) plus the GameObject's name, active, tag, layer and parent (<see cref="GameObjectEdits"/>).
    /// <see cref="Prepare"/> finds every field and converts every value before anything changes, so a call
    /// is all or nothing; a wrong field name lists the valid ones, a value that does not convert names the
    /// expected form.
    /// </summary>
    public sealed class FieldChanges
    {
        private sealed class Change
        {
            public string Field;
            public JToken Value;
            public string ErrorField;
            public string Own;
            public SerializedObject Serialized;
            public string PropertyPath;
        }

        private readonly List<Change> _changes = new List<Change>();
        private readonly List<SerializedObject> _serialized = new List<SerializedObject>();
        private readonly GameObjectEdits _own;

        private FieldChanges(GameObject go)
        {
            _own = new GameObjectEdits(go);
        }

        public int Count
        {
            get { return _changes.Count; }
        }

        /// <summary>The first field's name, for the Undo step's name.</summary>
        public string FirstField
        {
            get { return _changes[0].Field; }
        }

        /// <summary>
        /// Finds and converts every change. <paramref name="fields"/> maps field to value; a string value is read
        /// as JSON when it is JSON ("5", "[1,2,3]") and stays text otherwise, as <c>value</c> is. Error fields
        /// are named <paramref name="errorPrefix"/> + the field ("fields.m_Mass").
        /// </summary>
        public static FieldChanges Prepare(GameObject go, string componentName, string field, string value, JObject fields, string errorPrefix)
        {
            var result = new FieldChanges(go);
            foreach (var request in FieldRequest.Parse(field, value, fields, errorPrefix))
            {
                result._changes.Add(new Change { Field = request.Field, Value = request.Value, ErrorField = request.ErrorField });
            }

            var candidates = Targets(go, componentName);
            foreach (var target in candidates)
            {
                result._serialized.Add(new SerializedObject(target));
            }

            foreach (var change in result._changes)
            {
                Find(go, change, componentName, candidates, result._serialized, result._own);
                if (change.Serialized != null && change.Serialized.targetObject is Transform
                    && change.PropertyPath.StartsWith("m_Local", System.StringComparison.Ordinal))
                {
                    result._own.KeepLocalValues = true;
                }
            }

            return result;
        }

        /// <summary>
        /// Applies the changes: recorded for Undo (the caller groups them), or without Undo for an object not
        /// yet registered with it (create_game_object registers the finished object as one step).
        /// </summary>
        public void Apply(bool recordUndo)
        {
            foreach (var so in _serialized)
            {
                if (recordUndo)
                {
                    so.ApplyModifiedProperties();
                }
                else
                {
                    so.ApplyModifiedPropertiesWithoutUndo();
                }
            }

            _own.Apply(recordUndo);
        }

        /// <summary>Each change as it is now: component, field and value.</summary>
        public JArray Describe()
        {
            var set = new JArray();
            foreach (var change in _changes)
            {
                set.Add(Describe(change, _own));
            }

            return set;
        }

        private static void Find(GameObject go, Change change, string componentName, List<UnityEngine.Object> candidates,
            List<SerializedObject> serialized, GameObjectEdits own)
        {
            SerializedProperty property = null;
            var found = new List<string>();
            for (var i = 0; i < candidates.Count; i++)
            {
                var p = ComponentFields.Find(serialized[i], change.Field);
                if (p != null)
                {
                    found.Add(LabelOf(candidates[i]));
                    if (property == null)
                    {
                        property = p;
                        change.Serialized = serialized[i];
                    }
                }
            }

            var canonical = GameObjectEdits.Canonical(change.Field);
            var ownAllowed = componentName == null || componentName == "GameObject";
            if (canonical != null && ownAllowed && (property == null || found[0] == "GameObject"))
            {
                own.Add(canonical, change.Value, change.ErrorField);
                change.Own = canonical;
                return;
            }

            if (property == null)
            {
                throw NoSuchField(candidates, change.Field, componentName != null, change.ErrorField == "value" ? "field" : change.ErrorField);
            }

            if (found.Count > 1 && componentName == null)
            {
                throw ToolErrors.AmbiguousMatch("field", "Several components of '" + go.name + "' have a field '" + change.Field + "': "
                    + string.Join(", ", found.ToArray()) + ". Pass component as one of them.", found);
            }

            if (!property.editable)
            {
                throw ToolErrors.State("'" + property.propertyPath + "' is read-only.");
            }

            SerializedValues.Write(property, change.Value, change.ErrorField);
            change.PropertyPath = property.propertyPath;
        }

        private static JObject Describe(Change change, GameObjectEdits own)
        {
            if (change.Own != null)
            {
                return new JObject { { "component", "GameObject" }, { "field", change.Own }, { "value", own.Read(change.Own) } };
            }

            change.Serialized.Update();
            return new JObject
            {
                { "component", LabelOf(change.Serialized.targetObject) },
                { "field", change.PropertyPath },
                { "value", SerializedValues.Read(change.Serialized.FindProperty(change.PropertyPath)) },
            };
        }

        private static List<UnityEngine.Object> Targets(GameObject go, string componentName)
        {
            var targets = new List<UnityEngine.Object>();
            if (componentName == "GameObject")
            {
                targets.Add(go);
            }
            else if (!string.IsNullOrEmpty(componentName))
            {
                targets.Add(ComponentPicker.Pick(go, componentName, "component"));
            }
            else
            {
                foreach (var component in go.GetComponents<Component>())
                {
                    if (component != null)
                    {
                        targets.Add(component);
                    }
                }

                targets.Add(go);
            }

            return targets;
        }

        private static string LabelOf(UnityEngine.Object target)
        {
            var component = target as Component;
            return component != null ? ComponentPicker.Label(component) : "GameObject";
        }

        private static ToolException NoSuchField(List<UnityEngine.Object> targets, string field, bool componentGiven, string errorField)
        {
            var listing = new List<string>();
            var all = new List<string>();
            foreach (var target in targets)
            {
                var names = ComponentFields.Names(new SerializedObject(target));
                if (target is GameObject)
                {
                    names.InsertRange(0, GameObjectEdits.Names);
                }

                all.AddRange(names);
                listing.Add(LabelOf(target) + ": " + ToolErrors.List(names, 25));
            }

            var suggestions = NameMatcher.Suggest(field, all, 3);
            return new ToolException(ToolErrors.NotFound,
                "No serialized field '" + field + "'" + (componentGiven ? " on that component" : string.Empty) + "."
                + (suggestions.Count > 0 ? " Did you mean " + string.Join(", ", ToArray(suggestions)) + "?" : string.Empty)
                + " Valid fields — " + string.Join("; ", listing.ToArray()),
                new JObject { { "field", errorField }, { "valid", new JArray(all) } });
        }

        private static string[] ToArray(IList<string> items)
        {
            var array = new string[items.Count];
            items.CopyTo(array, 0);
            return array;
        }
    }
}
