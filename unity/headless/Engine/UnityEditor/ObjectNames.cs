using System.Text;

namespace UnityEditor
{
    public sealed class ObjectNames
    {
        ObjectNames() { }

        // "m_MaxHealth" -> "Max Health", "_speed" -> "Speed", "kConstant" -> "Constant".
        public static string NicifyVariableName(string name)
        {
            if (string.IsNullOrEmpty(name)) return "";
            if (name.StartsWith("m_")) name = name.Substring(2);
            else if (name.StartsWith("_")) name = name.Substring(1);
            else if (name.Length > 1 && name[0] == 'k' && char.IsUpper(name[1])) name = name.Substring(1);
            var sb = new StringBuilder();
            for (int i = 0; i < name.Length; i++)
            {
                var c = name[i];
                if (i > 0 && char.IsUpper(c) && (char.IsLower(name[i - 1]) || (i + 1 < name.Length && char.IsLower(name[i + 1]) && char.IsUpper(name[i - 1]))))
                    sb.Append(' ');
                if (c == '_') { sb.Append(' '); continue; }
                sb.Append(i == 0 ? char.ToUpperInvariant(c) : c);
            }
            return sb.ToString().Trim();
        }

        public static string GetClassName(UnityEngine.Object obj)
        {
            return obj == null ? "" : obj.GetType().Name;
        }
    }
}
