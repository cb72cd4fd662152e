using System;
using System.IO;

namespace Patchbay.Editor.Security
{
    /// <summary>
    /// Confines file writes to the project's Assets/ folder. Accepts project-relative paths such as
    /// "Assets/Scripts/Player.cs" (forward or back slashes) and refuses absolute paths, "..", empty or odd
    /// segments, and any path that passes through a symbolic link or junction — a link inside Assets/ can
    /// point anywhere, and resolving it portably on .NET Framework is not possible, so it is refused outright.
    /// </summary>
    public sealed class ProjectPathGuard
    {
        private const string Root = "Assets";

        private readonly string _projectRoot;
        private readonly string _example;

        /// <param name="example">A path of the kind the tool writes, shown in errors ("Assets/Scenes/Level.unity").</param>
        public ProjectPathGuard(string projectRoot, string example = "Assets/Scripts/Player.cs")
        {
            _projectRoot = Path.GetFullPath(projectRoot);
            _example = example;
        }

        /// <summary>Validates <paramref name="relativePath"/>; on success <paramref name="fullPath"/> is the file to write.</summary>
        public bool TryResolveWritePath(string relativePath, out string fullPath, out string error)
        {
            fullPath = null;
            error = Check(relativePath, _example);
            if (error != null)
            {
                return false;
            }

            var segments = relativePath.Replace('\\', '/').Split('/');
            var current = _projectRoot;
            foreach (var segment in segments)
            {
                current = Path.Combine(current, segment);
                if (IsLink(current))
                {
                    error = "Path '" + relativePath + "' goes through the symbolic link '" + segment
                        + "'; Patchbay only writes to real folders inside Assets/.";
                    return false;
                }
            }

            fullPath = current;
            return true;
        }

        /// <summary>Throws <see cref="Patchbay.Editor.Core.ToolException"/> with security_blocked data when refused.</summary>
        public string ResolveWritePathOrThrow(string relativePath)
        {
            string fullPath;
            string error;
            if (!TryResolveWritePath(relativePath, out fullPath, out error))
            {
                throw new Patchbay.Editor.Core.ToolException(Patchbay.Editor.Core.ToolErrorKinds.SecurityBlocked, error,
                    new Newtonsoft.Json.Linq.JObject { { "setting", "assetsOnly" }, { "path", relativePath } });
            }

            return fullPath;
        }

        private static string Check(string path, string example)
        {
            if (string.IsNullOrEmpty(path))
            {
                return "The path is empty; give a project-relative path under Assets/, e.g. \"" + example + "\".";
            }

            if (path.IndexOf('\0') >= 0 || path.IndexOf(':') >= 0 || path.StartsWith("/", StringComparison.Ordinal)
                || path.StartsWith("\\", StringComparison.Ordinal) || path.StartsWith("~", StringComparison.Ordinal))
            {
                return "Path '" + path + "' is absolute; Patchbay only writes inside the project's Assets/ folder. Use a path like \"" + example + "\".";
            }

            var segments = path.Replace('\\', '/').Split('/');
            if (segments[0] != Root)
            {
                return "Path '" + path + "' is outside Assets/; Patchbay only writes inside the project's Assets/ folder.";
            }

            if (segments.Length < 2)
            {
                return "Path '" + path + "' is the Assets folder itself; name a file inside it.";
            }

            foreach (var segment in segments)
            {
                if (segment == ".." || segment == ".")
                {
                    return "Path '" + path + "' contains '" + segment + "'; give a plain path under Assets/ without relative segments.";
                }

                if (segment.Length == 0)
                {
                    return "Path '" + path + "' has an empty segment (double or trailing slash).";
                }

                if (segment.IndexOfAny(Path.GetInvalidFileNameChars()) >= 0 || segment.EndsWith(" ", StringComparison.Ordinal) || segment.EndsWith(".", StringComparison.Ordinal))
                {
                    return "Path '" + path + "' has a segment that is not a valid file name: '" + segment + "'.";
                }
            }

            return null;
        }

        private static bool IsLink(string path)
        {
            try
            {
                // FileInfo.Attributes is -1 for a missing path and does not follow links, so a dangling link
                // (which a write would follow to wherever it points) is caught as well.
                var attributes = new FileInfo(path).Attributes;
                return (int)attributes != -1 && (attributes & FileAttributes.ReparsePoint) != 0;
            }
            catch (IOException)
            {
                return true;
            }
            catch (UnauthorizedAccessException)
            {
                return true;
            }
        }
    }
}
