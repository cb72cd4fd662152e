using System;

namespace Patchbay.Editor.Tools.Objects
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
    }
}
