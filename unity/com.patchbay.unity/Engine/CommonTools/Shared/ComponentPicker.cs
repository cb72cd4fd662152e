using System;
using System.Collections.Generic;
using System.Globalization;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// Names one component of a GameObject the way agents write it: a type name ("Rigidbody", a base type
    /// such as "Collider", a project script), with an index among the components of that type when there
    /// are several ("BoxCollider[1]", in Inspector order). Several matches without an index are an error
    /// that lists the choices, never a guess.
    /// </summary>
    public static class ComponentPicker
    {
        /// <summary>The one component <paramref name="spec"/> names on <paramref name="go"/>, or a ToolException naming <paramref name="field"/>.</summary>
        public static Component Pick(GameObject go, string spec, string field)
        {
            int index;
            var type = TypeLookup.Resolve(typeof(Component), Parse(spec, field, out index), field);
            var matches = OfType(go, type);
            if (matches.Count == 0)
            {
                throw ToolErrors.Missing(field, "'" + SceneObjects.PathOf(go) + "' has no " + type.Name + "; add it with add_component first.");
            }

            if (index >= matches.Count)
            {
                throw ToolErrors.Missing(field, "'" + SceneObjects.PathOf(go) + "' has " + matches.Count + " " + type.Name
                    + (matches.Count == 1 ? "" : "s") + "; " + field + " '" + spec + "' is out of range (indices count from 0).");
            }

            if (index < 0 && matches.Count > 1)
            {
                var labels = new List<string>();
                foreach (var match in matches)
                {
                    labels.Add(Label(match));
                }

                throw ToolErrors.AmbiguousMatch(field, "'" + SceneObjects.PathOf(go) + "' has " + matches.Count + " components of type "
                    + type.Name + ": pass " + field + " as one of " + string.Join(", ", labels.ToArray()) + ".", labels);
            }

            return matches[index < 0 ? 0 : index];
        }

        /// <summary>The live components of <paramref name="type"/> (or derived) on <paramref name="go"/>, in Inspector order.</summary>
        public static List<Component> OfType(GameObject go, Type type)
        {
            var matches = new List<Component>();
            foreach (var component in go.GetComponents<Component>())
            {
                if (component != null && type.IsInstanceOfType(component))
                {
                    matches.Add(component);
                }
            }

            return matches;
        }

        /// <summary>"Rigidbody", or "BoxCollider[1]" when its GameObject has several of that exact type: what component takes back.</summary>
        public static string Label(Component component)
        {
            var type = component.GetType();
            var same = 0;
            var index = 0;
            foreach (var other in component.gameObject.GetComponents<Component>())
            {
                if (other != null && other.GetType() == type)
                {
                    if (ReferenceEquals(other, component))
                    {
                        index = same;
                    }

                    same++;
                }
            }

            return same > 1 ? type.Name + "[" + index.ToString(CultureInfo.InvariantCulture) + "]" : type.Name;
        }

        private static string Parse(string spec, string field, out int index)
        {
            index = -1;
            var text = spec.Trim();
            var open = text.LastIndexOf('[');
            if (open < 0 || !text.EndsWith("]", StringComparison.Ordinal))
            {
                return text;
            }

            if (!int.TryParse(text.Substring(open + 1, text.Length - open - 2), NumberStyles.None, CultureInfo.InvariantCulture, out index))
            {
                throw ToolErrors.Invalid(field, "Type or Type[index]", "'" + spec + "' is not a component: pass a type name, or Type[index] (from 0) to pick one of several.");
            }

            return text.Substring(0, open).Trim();
        }
    }
}
