using System.Text;

namespace Patchbay.Editor.Tools.Assets
{
    /// <summary>Engine-free: the starting source of a new script, in Unity's own template style.</summary>
    public static class ScriptTemplates
    {
        public static string For(ScriptKind kind, string className, string ns)
        {
            var usings = new StringBuilder();
            string body;
            switch (kind)
            {
                case ScriptKind.ScriptableObject:
                    usings.Append("using UnityEngine;\n");
                    body = "[CreateAssetMenu(fileName = \"" + className + "\", menuName = \"" + className + "\")]\n"
                        + "public class " + className + " : ScriptableObject\n{\n}\n";
                    break;
                case ScriptKind.EditorWindow:
                    usings.Append("using UnityEditor;\nusing UnityEngine;\n");
                    body = "public class " + className + " : EditorWindow\n{\n"
                        + "    [MenuItem(\"Window/" + className + "\")]\n"
                        + "    public static void Open()\n    {\n        GetWindow<" + className + ">(\"" + className + "\");\n    }\n}\n";
                    break;
                case ScriptKind.Plain:
                    body = "public class " + className + "\n{\n}\n";
                    break;
                default:
                    usings.Append("using UnityEngine;\n");
                    body = "public class " + className + " : MonoBehaviour\n{\n"
                        + "    void Start()\n    {\n    }\n\n    void Update()\n    {\n    }\n}\n";
                    break;
            }

            if (string.IsNullOrEmpty(ns))
            {
                return usings.Length > 0 ? usings + "\n" + body : body;
            }

            var indented = new StringBuilder();
            foreach (var line in body.TrimEnd('\n').Split('\n'))
            {
                indented.Append(line.Length > 0 ? "    " + line : line).Append('\n');
            }

            return (usings.Length > 0 ? usings + "\n" : string.Empty) + "namespace " + ns + "\n{\n" + indented + "}\n";
        }

        public static bool IsIdentifier(string name)
        {
            if (string.IsNullOrEmpty(name) || !(char.IsLetter(name[0]) || name[0] == '_'))
            {
                return false;
            }

            foreach (var c in name)
            {
                if (!char.IsLetterOrDigit(c) && c != '_')
                {
                    return false;
                }
            }

            return true;
        }
    }
}
