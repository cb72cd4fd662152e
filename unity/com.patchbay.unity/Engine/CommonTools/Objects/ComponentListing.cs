using System;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// get_game_object's object and its components, in the editor and in a player; the two differ only in how a
    /// component's fields are read (the editor: SerializedObject; a player: <see cref="RuntimeFields"/>) and which
    /// are folded. Bounded: past <see cref="MaxChars"/>, later components are listed without fields.
    /// </summary>
    public sealed class ComponentListing
    {
        public const int MaxChars = 40000;

        private readonly Func<Component, JObject> _fieldsOf;
        private readonly Func<Component, JObject, bool> _fold;

        private readonly Func<Animator, JArray> _parameterDefaults;

        /// <param name="fieldsOf">A component's fields, or null when they cannot be read here.</param>
        /// <param name="fold">Whether to show only a component's field count (asked only when no one component was picked).</param>
        /// <param name="parameterDefaults">An Animator's parameters as its controller declares them, for one that is not
        /// playing (the editor reads its AnimatorController asset; a player has none to read); null for none.</param>
        public ComponentListing(Func<Component, JObject> fieldsOf, Func<Component, JObject, bool> fold, Func<Animator, JArray> parameterDefaults = null)
        {
            _fieldsOf = fieldsOf;
            _fold = fold;
            _parameterDefaults = parameterDefaults;
        }

        public bool Truncated { get; private set; }

        public bool Folded { get; private set; }

        /// <summary>Some component's fields could not be read here (a player's engine components outside the table).</summary>
        public bool Unreadable { get; private set; }

        /// <summary>The object's own facts: name, path, id, scene, active, tag, layer, parent, children.</summary>
        public static JObject Describe(GameObject go)
        {
            var result = SceneObjects.Describe(go);
            result["active"] = go.activeSelf;
            result["tag"] = go.tag;
            result["layer"] = GameObjectEdits.LayerName(go.layer);
            if (go.transform.parent != null)
            {
                result["parent"] = SceneObjects.PathOf(go.transform.parent.gameObject);
            }

            result["children"] = go.transform.childCount;
            return result;
        }

        /// <summary>Adds "components" (and "note" when some fields were left out) to <paramref name="result"/>.</summary>
        public void AddComponents(JObject result, GameObject go, Component only, bool withFields)
        {
            var components = new JArray();
            var size = result.ToString().Length;
            foreach (var component in go.GetComponents<Component>())
            {
                if (component == null)
                {
                    components.Add(new JObject { { "type", "(missing script)" } });
                    continue;
                }

                var entry = new JObject { { "type", ComponentPicker.Label(component) } };
                var behaviour = component as Behaviour;
                if (behaviour != null && !behaviour.enabled)
                {
                    entry["enabled"] = false;
                }

                if (withFields && !Truncated && (only == null || component == only))
                {
                    AddFields(entry, component, only == null, ref size);
                    var animator = component as Animator;
                    if (animator != null)
                    {
                        AddParameters(entry, animator, ref size);
                    }
                }

                components.Add(entry);
            }

            result["components"] = components;
            if (Truncated)
            {
                result["note"] = "Fields of later components omitted to keep the result small; pass component for one.";
            }
            else if (Folded)
            {
                result["note"] = "Large engine components are folded to their field count; pass component (Type or Type[i]) for one in full.";
            }
            else if (Unreadable)
            {
                result["note"] = "A player reads the fields of scripts, Transform, Rigidbody and colliders; other engine components keep theirs in native code.";
            }
        }

        // An Animator's parameters: their values while it plays its controller (AnimatorParameters.Live), else the
        // controller's declared defaults where they can be read.
        private void AddParameters(JObject entry, Animator animator, ref int size)
        {
            var live = AnimatorParameters.Live(animator);
            var key = "parameters";
            if (live == null && _parameterDefaults != null)
            {
                live = _parameterDefaults(animator);
                key = "parameterDefaults";
            }

            if (live == null || live.Count == 0)
            {
                return;
            }

            var chars = live.ToString(Newtonsoft.Json.Formatting.None).Length;
            if (size + chars > MaxChars)
            {
                Truncated = true;
                return;
            }

            size += chars;
            entry[key] = live;
        }

        private void AddFields(JObject entry, Component component, bool mayFold, ref int size)
        {
            var fields = _fieldsOf(component);
            if (fields == null)
            {
                Unreadable = true;
                var disabled = Shared.BuiltInModules.PhysicsNote(component);
                if (disabled != null)
                {
                    entry["note"] = disabled;
                }

                return;
            }

            var chars = fields.ToString(Newtonsoft.Json.Formatting.None).Length;
            if (mayFold && _fold(component, fields))
            {
                entry["folded"] = fields.Count;
                Folded = true;
            }
            else if (size + chars > MaxChars)
            {
                Truncated = true;
            }
            else
            {
                size += chars;
                entry["fields"] = fields;
            }
        }
    }
}
