using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;

namespace Patchbay.Editor.Tools.TestRunner
{
    /// <summary>
    /// A failing test's stack trace as an agent needs it: the frames of the project's own code (the test and
    /// what it called), without the NUnit, reflection and test-runner frames that make up most of it, and
    /// the file and line of the first of them, project-relative, as compile reports its errors. Understands
    /// Mono's ("… in /p/Assets/T.cs:42") and .NET's ("… in C:\p\Assets\T.cs:line 42") frame formats. No
    /// Unity API here.
    /// </summary>
    public sealed class TestFailureLocation
    {
        private static readonly Regex s_location = new Regex(@"\sin\s+(?<file>.+?):(?:line\s+)?(?<line>\d+)\s*$");

        private static readonly string[] s_frameworkPrefixes =
        {
            "NUnit.", "System.Reflection.", "System.RuntimeMethodHandle", "System.Runtime.", "System.Threading.",
            "UnityEngine.TestTools.", "UnityEngine.TestRunner.", "UnityEditor.TestTools.", "UnityEditor.TestRunner.",
            "--- End of", "(wrapper ",
        };

        private TestFailureLocation(string stack, string file, int line)
        {
            Stack = stack;
            File = file;
            Line = line;
        }

        /// <summary>The project's own frames, one per line (empty when there are none).</summary>
        public string Stack { get; private set; }

        /// <summary>Project-relative ("Assets/Tests/PlayerTests.cs") when under Assets/ or Packages/; null when unknown.</summary>
        public string File { get; private set; }

        /// <summary>0 when unknown.</summary>
        public int Line { get; private set; }

        public static TestFailureLocation From(string stackTrace)
        {
            var kept = new List<string>();
            string file = null;
            var line = 0;
            foreach (var raw in (stackTrace ?? string.Empty).Split('\n'))
            {
                var frame = raw.Trim();
                if (frame.Length == 0 || IsFramework(frame))
                {
                    continue;
                }

                var match = s_location.Match(frame);
                if (match.Success)
                {
                    var relative = ProjectRelative(match.Groups["file"].Value);
                    frame = frame.Substring(0, match.Index).Trim() + " in " + relative + ":" + match.Groups["line"].Value;
                    if (file == null && !relative.StartsWith("<", StringComparison.Ordinal))
                    {
                        file = relative;
                        int.TryParse(match.Groups["line"].Value, out line);
                    }
                }

                kept.Add(frame);
            }

            return new TestFailureLocation(string.Join("\n", kept.ToArray()), file, line);
        }

        private static bool IsFramework(string frame)
        {
            var name = frame.StartsWith("at ", StringComparison.Ordinal) ? frame.Substring(3) : frame;
            foreach (var prefix in s_frameworkPrefixes)
            {
                if (name.StartsWith(prefix, StringComparison.Ordinal))
                {
                    return true;
                }
            }

            return false;
        }

        private static string ProjectRelative(string path)
        {
            var normalized = path.Replace('\\', '/');
            foreach (var root in new[] { "/Assets/", "/Packages/" })
            {
                var at = normalized.LastIndexOf(root, StringComparison.Ordinal);
                if (at >= 0)
                {
                    return normalized.Substring(at + 1);
                }
            }

            return normalized;
        }
    }
}
