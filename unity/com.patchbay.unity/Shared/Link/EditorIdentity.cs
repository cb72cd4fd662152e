using System.Globalization;
using System.Security.Cryptography;
using System.Text;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// The stable editor id of docs/protocol.md §4.2 ("MyGame@9625308d"): the same before and after a reload,
    /// a recompile or an editor restart, different for the same project on another machine. The hub derives
    /// it; the package computes the same value to show it before connecting.
    /// </summary>
    public static class EditorIdentity
    {
        private const int MaxNameLength = 40;

        public static string Derive(string projectName, string projectPath, string machine)
        {
            var input = (machine ?? string.Empty).ToLowerInvariant() + "\n" + NormalizePath(projectPath);
            byte[] digest;
            using (var sha = SHA256.Create())
            {
                digest = sha.ComputeHash(Encoding.UTF8.GetBytes(input));
            }

            var hash = new StringBuilder(8);
            for (var i = 0; i < 4; i++)
            {
                hash.Append(digest[i].ToString("x2", CultureInfo.InvariantCulture));
            }

            return SanitizeName(projectName) + "@" + hash;
        }

        public static string NormalizePath(string path)
        {
            var builder = new StringBuilder();
            foreach (var c in (path ?? string.Empty).Replace('\\', '/'))
            {
                if (c == '/' && builder.Length > 0 && builder[builder.Length - 1] == '/')
                {
                    continue;
                }

                builder.Append(c);
            }

            if (builder.Length > 1 && builder[builder.Length - 1] == '/')
            {
                builder.Length--;
            }

            return builder.ToString().ToLowerInvariant();
        }

        /// <summary>
        /// Why <paramref name="alias"/> cannot name this editor, or null when it can (empty clears the alias). An
        /// alias is typed where an editor id is (the `editor` argument, select_editor), so it uses the characters
        /// of an id's name part and never '@', which would make it look like another editor's id.
        /// </summary>
        public static string CheckAlias(string alias)
        {
            if (string.IsNullOrEmpty(alias))
            {
                return null;
            }

            if (alias.Length > MaxNameLength)
            {
                return "An alias has at most " + MaxNameLength + " characters; '" + alias + "' has " + alias.Length + ".";
            }

            foreach (var c in alias)
            {
                if (!IsNameChar(c))
                {
                    return "An alias may contain only letters, digits, '.', '_' and '-'; '" + alias + "' contains '" + c + "'.";
                }
            }

            return null;
        }

        public static string SanitizeName(string projectName)
        {
            var builder = new StringBuilder();
            foreach (var c in projectName ?? string.Empty)
            {
                builder.Append(IsNameChar(c) ? c : '_');
                if (builder.Length == MaxNameLength)
                {
                    break;
                }
            }

            return builder.Length == 0 ? "project" : builder.ToString();
        }

        private static bool IsNameChar(char c)
        {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
        }
    }
}
