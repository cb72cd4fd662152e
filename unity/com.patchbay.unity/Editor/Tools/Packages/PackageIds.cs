using System;
using System.Text.RegularExpressions;
using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Editor.Tools.Packages
{
    /// <summary>
    /// Checks what an agent asks the Package Manager to add or remove before anything is asked: a package
    /// name (reverse-domain, lower case, as UPM requires), name@version with an exact semantic version, or
    /// an https git URL. Anything else is refused with what a valid id looks like; nothing changes.
    /// </summary>
    public static class PackageIds
    {
        private const string Shapes = "Give a package name (com.unity.inputsystem), name@version (com.unity.inputsystem@1.8.2) "
            + "or an https git URL (https://github.com/owner/repo.git#v1.0.0).";

        private static readonly Regex s_name = new Regex(@"^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)+$", RegexOptions.CultureInvariant);
        private static readonly Regex s_version = new Regex(@"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$", RegexOptions.CultureInvariant);
        private static readonly Regex s_gitRef = new Regex(@"^[0-9A-Za-z._/-]+$", RegexOptions.CultureInvariant);

        /// <summary>The package name an add id names, or null for a git URL (the manifest decides it).</summary>
        public static string CheckAdd(string id, string field)
        {
            id = (id ?? string.Empty).Trim();
            if (id.Length == 0)
            {
                throw ToolErrors.Invalid(field, "package id", "'" + field + "' is empty. " + Shapes);
            }

            if (id.Contains("://") || id.StartsWith("git@", StringComparison.Ordinal) || id.StartsWith("git+", StringComparison.Ordinal) || id.StartsWith("file:", StringComparison.Ordinal))
            {
                CheckGitUrl(id, field);
                return null;
            }

            var at = id.IndexOf('@');
            var name = at < 0 ? id : id.Substring(0, at);
            CheckName(name, field);
            if (at >= 0)
            {
                var version = id.Substring(at + 1);
                if (!s_version.IsMatch(version))
                {
                    throw ToolErrors.Invalid(field, "package id", "'" + version + "' is not an exact version (major.minor.patch, like 1.8.2; no ranges). "
                        + "Leave it out for the newest, or call list_packages to see what is installed.");
                }
            }

            return name;
        }

        public static void CheckName(string name, string field)
        {
            if (name == null || name.Length > 214 || !s_name.IsMatch(name))
            {
                throw ToolErrors.Invalid(field, "package name", "'" + name + "' is not a package name: UPM names are lower case, reverse-domain "
                    + "(com.company.package), letters, digits, '-', '_' and '.' only. " + Shapes);
            }
        }

        private static void CheckGitUrl(string id, string field)
        {
            if (!id.StartsWith("https://", StringComparison.Ordinal))
            {
                throw ToolErrors.Invalid(field, "https git URL", "Only https git URLs are accepted (not http, ssh, git@, git+ or file:). "
                    + "Use https://host/owner/repo.git, optionally #tag or #branch.");
            }

            var hash = id.IndexOf('#');
            var url = hash < 0 ? id : id.Substring(0, hash);
            Uri uri;
            if (!Uri.TryCreate(url, UriKind.Absolute, out uri) || string.IsNullOrEmpty(uri.Host) || !uri.AbsolutePath.EndsWith(".git", StringComparison.Ordinal)
                || url.IndexOf(' ') >= 0 || !string.IsNullOrEmpty(uri.Query) || !string.IsNullOrEmpty(uri.UserInfo))
            {
                throw ToolErrors.Invalid(field, "https git URL", "'" + id + "' is not a git repository URL: expected https://host/owner/repo.git, optionally #tag "
                    + "(no credentials, no query).");
            }

            if (hash >= 0 && !s_gitRef.IsMatch(id.Substring(hash + 1)))
            {
                throw ToolErrors.Invalid(field, "https git URL", "'" + id.Substring(hash + 1) + "' is not a git tag, branch or commit.");
            }
        }
    }
}
