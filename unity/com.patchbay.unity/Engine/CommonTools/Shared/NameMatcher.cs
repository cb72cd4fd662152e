using System;
using System.Collections.Generic;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// Engine-free fuzzy matching for "did you mean" suggestions (component types, fields, menu items): case-
    /// insensitive edit distance, with substring matches ranked first since agents usually get part of a name
    /// right ("Rigid" for Rigidbody).
    /// </summary>
    public static class NameMatcher
    {
        public static IList<string> Suggest(string wanted, IEnumerable<string> candidates, int max)
        {
            var scored = new List<KeyValuePair<int, string>>();
            var needle = (wanted ?? string.Empty).ToLowerInvariant();
            var seen = new HashSet<string>(StringComparer.Ordinal);
            foreach (var candidate in candidates)
            {
                if (candidate == null || !seen.Add(candidate))
                {
                    continue;
                }

                var hay = candidate.ToLowerInvariant();
                int score;
                if (needle.Length > 0 && (hay.Contains(needle) || needle.Contains(hay)))
                {
                    score = Math.Abs(hay.Length - needle.Length) / 4;
                }
                else
                {
                    score = Distance(needle, hay);
                    if (score > Math.Max(3, needle.Length / 2))
                    {
                        continue;
                    }

                    score += 2;
                }

                scored.Add(new KeyValuePair<int, string>(score, candidate));
            }

            scored.Sort((a, b) => a.Key != b.Key ? a.Key.CompareTo(b.Key) : string.CompareOrdinal(a.Value, b.Value));
            var result = new List<string>();
            for (var i = 0; i < scored.Count && i < max; i++)
            {
                result.Add(scored[i].Value);
            }

            return result;
        }

        /// <summary>Levenshtein distance.</summary>
        public static int Distance(string a, string b)
        {
            var previous = new int[b.Length + 1];
            var current = new int[b.Length + 1];
            for (var j = 0; j <= b.Length; j++)
            {
                previous[j] = j;
            }

            for (var i = 1; i <= a.Length; i++)
            {
                current[0] = i;
                for (var j = 1; j <= b.Length; j++)
                {
                    var cost = a[i - 1] == b[j - 1] ? 0 : 1;
                    current[j] = Math.Min(Math.Min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
                }

                var swap = previous;
                previous = current;
                current = swap;
            }

            return previous[b.Length];
        }

        /// <summary>Glob with '*' and '?' (case-insensitive); without wildcards, a substring match.</summary>
        public static bool Matches(string pattern, string text)
        {
            if (string.IsNullOrEmpty(pattern))
            {
                return true;
            }

            if (pattern.IndexOf('*') < 0 && pattern.IndexOf('?') < 0)
            {
                return text.IndexOf(pattern, StringComparison.OrdinalIgnoreCase) >= 0;
            }

            return Glob(pattern.ToLowerInvariant(), 0, text.ToLowerInvariant(), 0);
        }

        private static bool Glob(string p, int pi, string t, int ti)
        {
            while (pi < p.Length)
            {
                if (p[pi] == '*')
                {
                    for (var k = ti; k <= t.Length; k++)
                    {
                        if (Glob(p, pi + 1, t, k))
                        {
                            return true;
                        }
                    }

                    return false;
                }

                if (ti >= t.Length || (p[pi] != '?' && p[pi] != t[ti]))
                {
                    return false;
                }

                pi++;
                ti++;
            }

            return ti == t.Length;
        }
    }
}
