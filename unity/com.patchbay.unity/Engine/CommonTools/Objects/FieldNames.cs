using System;
using System.Collections.Generic;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>How field names are compared when not given exactly, in the editor and in a player alike.</summary>
    public static class FieldNames
    {
        /// <summary>"m_LocalPosition", "localPosition" and "Local Position" all become "localposition".</summary>
        public static string Normalize(string name)
        {
            var text = name.Replace(" ", string.Empty).Replace("_", string.Empty).ToLowerInvariant();
            return text.StartsWith("m", StringComparison.Ordinal) && name.StartsWith("m_", StringComparison.Ordinal) ? text.Substring(1) : text;
        }

        /// <summary>
        /// The item named <paramref name="wanted"/> exactly, else the one whose <see cref="Normalize"/>d name matches (case,
        /// spaces, underscores and Unity's "m_" ignored); null when none does. Fields and their values' members alike.
        /// </summary>
        public static T Find<T>(IList<T> items, Func<T, string> nameOf, string wanted) where T : class
        {
            foreach (var item in items)
            {
                if (nameOf(item) == wanted)
                {
                    return item;
                }
            }

            var normalized = Normalize(wanted);
            foreach (var item in items)
            {
                if (Normalize(nameOf(item)) == normalized)
                {
                    return item;
                }
            }

            return null;
        }
    }
}
