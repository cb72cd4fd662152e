using System;
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
    /// Sets one serialized field through SerializedObject, so Undo, prefab overrides and OnValidate behave
    /// as in the Inspector. A wrong field name lists the valid ones; a value that does not convert names the
    /// expected form; either way nothing is changed.
    /// </summary>
    [McpTool("set_component_field", "Set a serialized component field, converting the value; undoable.",
        Destructive = false, Idempotent = true)]
    public sealed class SetComponentFieldTool : McpTool<SetComponentFieldParams, string>
    {
        protected override Task<string> ExecuteAsync(SetComponentFieldParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var candidates = Targets(go, parameters.Component);
            SerializedObject serialized = null;
            SerializedProperty property = null;
            var found = new List<string>();
            foreach (var target in candidates)
            {
                var so = new SerializedObject(target);
                var p = ComponentFields.Find(so, parameters.Field);
                if (p != null)
                {
                    found.Add(target.GetType().Name);
                    if (serialized == null)
                    {
                        serialized = so;
                        property = p;
                    }
                }
            }

            if (property == null)
            {
                throw NoSuchField(candidates, parameters.Field, parameters.Component != null);
            }

            if (found.Count > 1 && parameters.Component == null)
            {
                throw ToolErrors.AmbiguousMatch("field", "Several components of '" + go.name + "' have a field '" + parameters.Field + "': "
                    + string.Join(", ", found.ToArray()) + ". Pass component.", found);
            }

            if (!property.editable)
            {
                throw ToolErrors.State("'" + property.propertyPath + "' is read-only.");
            }

            SerializedValues.Write(property, LenientJson.Parse(parameters.Value), "value");
            serialized.ApplyModifiedProperties();
            var owner = serialized.targetObject;
            SceneObjects.MarkDirty(go.scene);
            serialized.Update();
            var result = new JObject
            {
                { "target", SceneObjects.PathOf(go) },
                { "component", owner.GetType().Name },
                { "field", property.propertyPath },
                { "value", SerializedValues.Read(serialized.FindProperty(property.propertyPath)) },
            };
            return Done(ToolJson.Text(result));
        }

        private static List<UnityEngine.Object> Targets(GameObject go, string componentName)
        {
            var targets = new List<UnityEngine.Object>();
            if (componentName == "GameObject")
            {
                targets.Add(go);
                return targets;
            }

            Type type = null;
            if (!string.IsNullOrEmpty(componentName))
            {
                type = TypeLookup.Resolve(typeof(Component), componentName, "component");
            }

            foreach (var component in go.GetComponents<Component>())
            {
                if (component != null && (type == null || type.IsInstanceOfType(component)))
                {
                    targets.Add(component);
                }
            }

            if (type != null && targets.Count == 0)
            {
                throw ToolErrors.Missing("component", "'" + SceneObjects.PathOf(go) + "' has no " + type.Name + "; add it with add_component first.");
            }

            if (type == null)
            {
                targets.Add(go);
            }

            return targets;
        }

        private static ToolException NoSuchField(List<UnityEngine.Object> targets, string field, bool componentGiven)
        {
            var listing = new List<string>();
            var all = new List<string>();
            foreach (var target in targets)
            {
                var names = ComponentFields.Names(new SerializedObject(target));
                all.AddRange(names);
                listing.Add((target is GameObject ? "GameObject" : target.GetType().Name) + ": " + ToolErrors.List(names, 25));
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
