using System;
using System.Collections.Generic;
using System.Linq;

namespace Patchbay.EditorHost
{
    // An asmdef's defineConstraints and versionDefines, evaluated as Unity does (docs.unity3d.com 2021.3 and 6000.x
    // Manual, "Assembly definition properties": Define Constraints, each symbol required, "!" negates, "||" between
    // alternatives; "Version define expressions": "1.2.3" is x >= 1.2.3, "[a,b]" inclusive, "(a,b)" exclusive, mixed
    // brackets, an empty side open, "[a]" exactly a).
    internal static class AsmdefDefines
    {
        internal static bool ConstraintsMet(IEnumerable<string> constraints, IEnumerable<string> defines)
        {
            var set = new HashSet<string>(defines);
            foreach (var constraint in constraints)
            {
                var any = constraint.Split(new[] { "||" }, StringSplitOptions.None).Select(a => a.Trim()).Where(a => a.Length > 0)
                    .Any(a => a.StartsWith("!", StringComparison.Ordinal) ? !set.Contains(a.Substring(1).Trim()) : set.Contains(a));
                if (!any) return false;
            }
            return true;
        }

        // Whether VERSION (a package's, as the manifest or its package.json gives it) is in EXPRESSION's range. A version
        // that is no version (a git URL, a file: path whose package.json was not read) satisfies only an empty expression.
        internal static bool InRange(string version, string expression)
        {
            expression = (expression ?? "").Trim();
            if (expression.Length == 0) return true;
            var v = Parse(version);
            if (v == null) return false;
            var first = expression[0];
            if (first != '[' && first != '(')
            {
                var min = Parse(expression);
                return min != null && Compare(v, min) >= 0;
            }
            var last = expression[expression.Length - 1];
            var inner = expression.Substring(1, expression.Length - 2);
            var parts = inner.Split(',');
            if (parts.Length == 1)
            {
                var exact = Parse(parts[0]);
                return exact != null && Compare(v, exact) == 0;
            }
            var low = parts[0].Trim().Length == 0 ? null : Parse(parts[0]);
            var high = parts[1].Trim().Length == 0 ? null : Parse(parts[1]);
            if (low != null && (first == '[' ? Compare(v, low) < 0 : Compare(v, low) <= 0)) return false;
            if (high != null && (last == ']' ? Compare(v, high) > 0 : Compare(v, high) >= 0)) return false;
            return true;
        }

        // major.minor.patch and an optional pre-release label (which sorts before the release itself).
        static Tuple<int[], string> Parse(string text)
        {
            text = (text ?? "").Trim();
            var dash = text.IndexOf('-');
            var numbers = dash < 0 ? text : text.Substring(0, dash);
            var label = dash < 0 ? "" : text.Substring(dash + 1);
            var fields = numbers.Split('.');
            if (fields.Length == 0 || fields.Length > 4) return null;
            var n = new int[3];
            for (var i = 0; i < fields.Length && i < 3; i++)
            {
                int x;
                if (!int.TryParse(fields[i], out x) || x < 0) return null;
                n[i] = x;
            }
            return Tuple.Create(n, label);
        }

        static int Compare(Tuple<int[], string> a, Tuple<int[], string> b)
        {
            for (var i = 0; i < 3; i++)
                if (a.Item1[i] != b.Item1[i]) return a.Item1[i].CompareTo(b.Item1[i]);
            if (a.Item2.Length == 0 || b.Item2.Length == 0) return b.Item2.Length.CompareTo(a.Item2.Length);
            return string.CompareOrdinal(a.Item2, b.Item2);
        }
    }
}
