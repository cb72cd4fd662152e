using System;
using System.Collections.Generic;
using System.IO;
using System.Security.Cryptography;
using System.Text;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// A SHA256SUMS file as `sha256sum` writes it ("&lt;64 hex&gt;  &lt;name&gt;" per line), keyed by name
    /// ("linux-x64/patchbay"). The package's Hub~/SHA256SUMS is the only trust anchor for a download.
    /// </summary>
    public sealed class HubChecksums
    {
        private readonly Dictionary<string, string> _sums = new Dictionary<string, string>(StringComparer.Ordinal);

        public static HubChecksums Parse(string text)
        {
            var sums = new HubChecksums();
            foreach (var raw in (text ?? string.Empty).Split('\n'))
            {
                var line = raw.Trim();
                if (line.Length < 66 || line[64] != ' ')
                {
                    continue;
                }

                var hash = line.Substring(0, 64).ToLowerInvariant();
                var name = line.Substring(65).TrimStart(' ', '*');
                if (IsHex(hash) && name.Length > 0)
                {
                    sums._sums[name] = hash;
                }
            }

            return sums;
        }

        /// <summary>The sums file at <paramref name="path"/>, or an empty set when there is none.</summary>
        public static HubChecksums Load(string path)
        {
            return File.Exists(path) ? Parse(File.ReadAllText(path)) : new HubChecksums();
        }

        /// <summary>Lower-case hex SHA-256 for <paramref name="name"/>, or null.</summary>
        public string Find(string name)
        {
            string hash;
            return _sums.TryGetValue(name, out hash) ? hash : null;
        }

        public static string OfFile(string path)
        {
            using (var sha = SHA256.Create())
            using (var stream = File.OpenRead(path))
            {
                var builder = new StringBuilder(64);
                foreach (var b in sha.ComputeHash(stream))
                {
                    builder.Append(b.ToString("x2"));
                }

                return builder.ToString();
            }
        }

        private static bool IsHex(string text)
        {
            foreach (var c in text)
            {
                if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
                {
                    return false;
                }
            }

            return true;
        }
    }
}
