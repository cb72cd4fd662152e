using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Objects;
using UnityEditor;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>The top-level visible serialized fields of a component (what the Inspector shows), and name matching for them.</summary>
    public static class ComponentFields
    {
        public static IEnumerable<SerializedProperty> TopLevel(SerializedObject serialized)
        {
            var iterator = serialized.GetIterator();
            var enterChildren = true;
            while (iterator.NextVisible(enterChildren))
            {
                enterChildren = false;
                if (iterator.propertyPath == "m_Script")
                {
                    continue;
                }

                yield return iterator.Copy();
            }
        }

        public static JObject Read(SerializedObject serialized)
        {
            var fields = new JObject();
            foreach (var property in TopLevel(serialized))
            {
                fields[property.propertyPath] = SerializedValues.Read(property);
            }

            return fields;
        }

        public static List<string> Names(SerializedObject serialized)
        {
            var names = new List<string>();
            foreach (var property in TopLevel(serialized))
            {
                names.Add(property.propertyPath);
            }

            return names;
        }

        /// <summary>
        /// By exact property path ("m_LocalPosition", "axis.x", "items.Array.data[2]"), else case-insensitively
        /// by name, by name without Unity's "m_" prefix ("localPosition", "mass"), or by Inspector label
        /// ("Local Position"). Null when nothing matches.
        /// </summary>
        public static SerializedProperty Find(SerializedObject serialized, string field)
        {
            var exact = serialized.FindProperty(field);
            if (exact != null)
            {
                return exact;
            }

            var wanted = FieldNames.Normalize(field);
            foreach (var property in TopLevel(serialized))
            {
                if (FieldNames.Normalize(property.name) == wanted || FieldNames.Normalize(property.displayName) == wanted)
                {
                    return property;
                }
            }

            return null;
        }
    }
}
