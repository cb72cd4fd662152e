using System;
using System.Collections.Generic;
using System.Text;
using System.Text.RegularExpressions;

namespace Patchbay.Editor.Tools.Code
{
    /// <summary>
    /// The C# file an execute_code call compiles: the agent's statements as the body of
    /// <c>public static object Run()</c> (followed by <c>return null;</c> for code that returns nothing), or
    /// the agent's own class with a static <c>Run()</c>, after the default usings. Knows on which line the
    /// agent's code starts so compiler positions can be given in the agent's lines. Engine-free.
    /// </summary>
    public sealed class SnippetSource
    {
        public const string ClassName = "Snippet";

        private static readonly string[] s_defaultUsings = { "System", "System.Linq", "System.Collections.Generic", "UnityEngine", "UnityEditor" };
        private static readonly Regex s_namespace = new Regex(@"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$");
        private static readonly Regex s_usingLine = new Regex(@"^\s*using\s+([A-Za-z_][\w.]*)\s*;\s*$");
        private static readonly Regex s_ownClass = new Regex(@"\b(class|struct)\s+[A-Za-z_]\w*[^;{]*\{[\s\S]*\bstatic\b[^;{(]*\bRun\s*\(\s*\)");

        private SnippetSource(string text, string ns, int firstLine, int lineCount, bool ownClass)
        {
            Text = text;
            Namespace = ns;
            FirstCodeLine = firstLine;
            CodeLineCount = lineCount;
            IsOwnClass = ownClass;
        }

        public string Text { get; private set; }

        /// <summary>The namespace every type of this snippet is declared in (unique per call).</summary>
        public string Namespace { get; private set; }

        /// <summary>Line of the file holding the agent's first line (1-based).</summary>
        public int FirstCodeLine { get; private set; }

        public int CodeLineCount { get; private set; }

        /// <summary>Whether the agent wrote its own class (then its static Run() is the entry point).</summary>
        public bool IsOwnClass { get; private set; }

        /// <summary>Normalises "using X;" / "X" and refuses anything that is not a namespace name.</summary>
        public static List<string> Usings(IList<string> extra, out string invalid)
        {
            invalid = null;
            var result = new List<string>(s_defaultUsings);
            if (extra == null)
            {
                return result;
            }

            foreach (var raw in extra)
            {
                var name = (raw ?? string.Empty).Trim();
                if (name.StartsWith("using ", StringComparison.Ordinal))
                {
                    name = name.Substring(6).Trim();
                }

                name = name.TrimEnd(';').Trim();
                if (!s_namespace.IsMatch(name))
                {
                    invalid = raw;
                    return null;
                }

                if (!result.Contains(name))
                {
                    result.Add(name);
                }
            }

            return result;
        }

        public static SnippetSource Build(string code, IList<string> usings, string ns)
        {
            usings = new List<string>(usings);
            var ownClass = s_ownClass.IsMatch(code);
            var normalised = code.Replace("\r\n", "\n").Replace('\r', '\n');
            if (!ownClass)
            {
                normalised = HoistUsings(normalised, usings);
            }

            var text = new StringBuilder();
            var line = 1;
            foreach (var u in usings)
            {
                text.Append("using ").Append(u).Append(";\n");
                line++;
            }

            text.Append("namespace ").Append(ns).Append("\n{\n");
            line += 2;
            if (!ownClass)
            {
                text.Append("public static class ").Append(ClassName).Append("\n{\npublic static object Run()\n{\n");
                line += 4;
            }

            var first = line;
            text.Append(normalised);
            if (!normalised.EndsWith("\n", StringComparison.Ordinal))
            {
                text.Append('\n');
            }

            if (!ownClass)
            {
                text.Append("#pragma warning disable 162\nreturn null;\n}\n}\n");
            }

            text.Append("}\n");
            return new SnippetSource(text.ToString(), ns, first, normalised.TrimEnd('\n').Split('\n').Length, ownClass);
        }

        /// <summary>
        /// Agents often start statements with "using X;" lines, which are not statements: they join the usings and
        /// leave an empty line behind, so the agent's line numbers stay.
        /// </summary>
        private static string HoistUsings(string code, IList<string> usings)
        {
            var lines = code.Split('\n');
            for (var i = 0; i < lines.Length; i++)
            {
                if (lines[i].Trim().Length == 0 || lines[i].TrimStart().StartsWith("//", StringComparison.Ordinal))
                {
                    continue;
                }

                var match = s_usingLine.Match(lines[i]);
                if (!match.Success)
                {
                    break;
                }

                if (!usings.Contains(match.Groups[1].Value))
                {
                    usings.Add(match.Groups[1].Value);
                }

                lines[i] = string.Empty;
            }

            return string.Join("\n", lines);
        }

        /// <summary>The agent's line for a line of the file, or 0 when it is in the wrapper (usings, braces).</summary>
        public int CodeLine(int fileLine)
        {
            var line = fileLine - FirstCodeLine + 1;
            return line >= 1 && line <= CodeLineCount ? line : 0;
        }
    }
}
