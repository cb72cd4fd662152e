using System.Collections.Generic;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// Sets serialized fields through SerializedObject, so Undo, prefab overrides and OnValidate behave as in
    /// the Inspector, plus the GameObject's name, active, tag, layer and parent by those words
    /// (<see cref="GameObjectEdits"/>). One field or several (<c>fields</c>), all or nothing, one undo step:
    /// every field is found and every value converted before anything is applied. A wrong field name lists
    /// the valid ones; a value that does not convert names the expected form.
    /// </summary>
    [McpTool("set_component_field", "Set serialized fields of a component or the GameObject (name, active, tag, layer, parent); undoable.",
        Destructive = false, Idempotent = true)]
    public sealed class SetComponentFieldTool : McpTool<SetComponentFieldParams, string>
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

        protected override Task<string> ExecuteAsync(SetComponentFieldParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var changes = Changes(parameters);
            var candidates = Targets(go, parameters.Component);
            var serialized = new List<SerializedObject>();
            foreach (var target in candidates)
            {
                serialized.Add(new SerializedObject(target));
            }

            var own = new GameObjectEdits(go);
            foreach (var change in changes)
            {
                Find(go, change, parameters.Component, candidates, serialized, own);
                if (change.Serialized != null && change.Serialized.targetObject is Transform
                    && change.PropertyPath.StartsWith("m_Local", System.StringComparison.Ordinal))
                {
                    own.KeepLocalValues = true;
                }
            }

            Undo.IncrementCurrentGroup();
            var group = Undo.GetCurrentGroup();
            Undo.SetCurrentGroupName("Set " + (changes.Count == 1 ? changes[0].Field : changes.Count + " fields") + " on " + go.name);
            foreach (var so in serialized)
            {
                so.ApplyModifiedProperties();
            }

            own.Apply();
            Undo.CollapseUndoOperations(group);
            SceneObjects.MarkDirty(go.scene);
            var set = new JArray();
            foreach (var change in changes)
            {
                set.Add(Describe(change, own));
            }

            if (parameters.Fields == null)
            {
                var single = (JObject)set[0];
                single.AddFirst(new JProperty("target", SceneObjects.PathOf(go)));
                return Done(ToolJson.Text(single));
            }

            return Done(ToolJson.Text(new JObject { { "target", SceneObjects.PathOf(go) }, { "set", set } }));
        }

        private static List<Change> Changes(SetComponentFieldParams parameters)
        {
            var changes = new List<Change>();
            if (parameters.Field != null)
            {
                if (parameters.Value == null)
                {
                    throw ToolErrors.Invalid("value", "any JSON value", "Missing 'value' for field '" + parameters.Field + "'.");
                }

                changes.Add(new Change { Field = parameters.Field, Value = LenientJson.Parse(parameters.Value), ErrorField = "value" });
            }
            else if (parameters.Value != null)
            {
                throw ToolErrors.Invalid("field", "string", "Missing 'field' for that value; or pass fields {\"field\": value, …}.");
            }

            if (parameters.Fields != null)
            {
                foreach (var pair in parameters.Fields)
                {
                    // A string stays what it says ("Hello", "#ff0000", "1,2,3"); JSON in a string is read as JSON, as in value.
                    var value = pair.Value.Type == JTokenType.String ? LenientJson.Parse((string)pair.Value) : pair.Value;
                    changes.Add(new Change { Field = pair.Key, Value = value, ErrorField = "fields." + pair.Key });
                }
            }

            if (changes.Count == 0)
            {
                throw ToolErrors.Invalid("field", "field and value, or fields", "Pass field and value, or fields {\"field\": value, …}.");
            }

            return changes;
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
                throw NoSuchField(candidates, change.Field, componentName != null);
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

        private static ToolException NoSuchField(List<UnityEngine.Object> targets, string field, bool componentGiven)
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
                new JObject { { "field", "field" }, { "valid", new JArray(all) } });
        }

        private static string[] ToArray(IList<string> items)
        {
            var array = new string[items.Count];
            items.CopyTo(array, 0);
            return array;
        }
    }
}
