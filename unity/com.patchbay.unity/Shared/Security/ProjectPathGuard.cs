using System;
using System.IO;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;
using Patchbay.Shared.Platform;

namespace Patchbay.Shared.Security
{
    /// <summary>
    /// The one check every file Patchbay writes goes through, before anything is changed: the path must be
    /// a project-relative path inside the project's Assets/ folder, and writing it must change nothing
    /// anywhere else. Two kinds of writes come here:
    /// <list type="bullet">
    /// <item>a path the agent names for a new or replaced file or folder (<see cref="ResolveWritePathOrThrow"/>):
    /// no absolute path, no "..", and every segment a name Windows and a terminal show honestly (<see cref="NameRules"/>);</item>
    /// <item>an asset saved where it is (<see cref="ResolveSavePathOrThrow"/>: a scene, a prefab, a
    /// material): its own path, so only where it is counts, not how it is named.</item>
    /// </list>
    /// For both, each component from Assets/ down is looked at without following links: a symbolic link,
    /// junction or other reparse point anywhere on the way (Assets/ itself included) is refused, wherever it
    /// points: a link inside Assets/ can lead out of the project, and one that stays inside makes one asset
    /// reachable by two paths, which Unity's own warning about symlinks calls a way to corrupt a project.
    /// The file and the .meta Unity keeps beside it must each be a regular file with one link: a hard link is the same file
    /// under another name, perhaps outside the project, and writing one name changes the other
    /// (<see cref="NativeFileStatus"/> says how many there are on Windows, macOS and Linux).
    /// What this cannot see: a component swapped for a link between this check and the write (another
    /// process of the same user can do anything the user can; docs/security.md, "Not claimed").
    /// </summary>
    public sealed class ProjectPathGuard
    {
        private const string Root = "Assets";
        private const string MetaSuffix = ".meta";

        private readonly string _projectRoot;
        private readonly string _example;
        private readonly string _field;

        /// <param name="example">A path of the kind the tool writes, shown in errors ("Assets/Scenes/Level.unity").</param>
        /// <param name="field">The argument that holds the path, named in argument errors ("saveAs").</param>
        public ProjectPathGuard(string projectRoot, string example = "Assets/Scripts/Player.cs", string field = "path")
        {
            _projectRoot = Path.GetFullPath(projectRoot);
            _example = example;
            _field = field;
        }

        /// <summary>Validates a path the agent named; on success <paramref name="fullPath"/> is the file to write.</summary>
        public bool TryResolveWritePath(string relativePath, out string fullPath, out string error)
        {
            return TryResolve(relativePath, true, out fullPath, out error);
        }

        /// <summary>Validates the path of an asset saved in place; on success <paramref name="fullPath"/> is its file.</summary>
        public bool TryResolveSavePath(string assetPath, out string fullPath, out string error)
        {
            return TryResolve(assetPath, false, out fullPath, out error);
        }

        /// <summary>
        /// The file to write for a path the agent named, or a <see cref="ToolException"/>: invalid_arguments
        /// naming the field for a name the agent must change, security_blocked for a path outside Assets/ or
        /// through a link.
        /// </summary>
        public string ResolveWritePathOrThrow(string relativePath)
        {
            return ResolveOrThrow(relativePath, true);
        }

        /// <summary>The file of an asset saved in place, or a security_blocked <see cref="ToolException"/>.</summary>
        public string ResolveSavePathOrThrow(string assetPath)
        {
            return ResolveOrThrow(assetPath, false);
        }

        /// <summary>Null when <paramref name="path"/> may be written; <paramref name="named"/>: the agent chose the name.</summary>
        public PathRefusal Check(string path, bool named, out string fullPath)
        {
            fullPath = null;
            var refusal = CheckSyntax(path, named);
            if (refusal != null)
            {
                return refusal;
            }

            var segments = path.Replace('\\', '/').Split('/');
            var current = _projectRoot;
            for (var i = 0; i < segments.Length; i++)
            {
                current = Path.Combine(current, segments[i]);
                var shown = string.Join("/", segments, 0, i + 1);
                refusal = Inspect(current, shown, path, i == segments.Length - 1);
                if (refusal != null)
                {
                    return refusal;
                }
            }

            refusal = Inspect(current + MetaSuffix, path + MetaSuffix, path, true);
            if (refusal != null)
            {
                return refusal;
            }

            fullPath = current;
            return null;
        }

        private bool TryResolve(string path, bool named, out string fullPath, out string error)
        {
            var refusal = Check(path, named, out fullPath);
            error = refusal == null ? null : refusal.Message;
            return refusal == null;
        }

        private string ResolveOrThrow(string path, bool named)
        {
            string fullPath;
            var refusal = Check(path, named, out fullPath);
            if (refusal != null)
            {
                throw ToException(refusal, path);
            }

            return fullPath;
        }

        private ToolException ToException(PathRefusal refusal, string path)
        {
            if (refusal.IsName)
            {
                return new ToolException(ToolErrorKinds.InvalidArguments, refusal.Message, new JObject
                {
                    { "field", _field }, { "expected", "a path under Assets/ with valid names, e.g. " + _example }, { "rule", refusal.Rule },
                });
            }

            return new ToolException(ToolErrorKinds.SecurityBlocked, refusal.Message,
                new JObject { { "setting", "assetsOnly" }, { "path", NameRules.Escape(path) }, { "rule", refusal.Rule } });
        }

        private PathRefusal CheckSyntax(string path, bool named)
        {
            if (string.IsNullOrEmpty(path))
            {
                return new PathRefusal(PathRefusal.BadName, "The path is empty; give a project-relative path under Assets/, e.g. \"" + _example + "\".");
            }

            var shown = NameRules.Escape(path);
            if (path.StartsWith("/", StringComparison.Ordinal) || path.StartsWith("\\", StringComparison.Ordinal)
                || path.StartsWith("~", StringComparison.Ordinal) || (path.Length >= 2 && path[1] == ':'))
            {
                return new PathRefusal(PathRefusal.OutsideAssets, "Path '" + shown + "' is absolute; Patchbay only writes inside the project's Assets/ folder. Use a path like \"" + _example + "\".");
            }

            var segments = path.Replace('\\', '/').Split('/');
            if (segments[0] != Root)
            {
                return new PathRefusal(PathRefusal.OutsideAssets, "Path '" + shown + "' is outside Assets/; Patchbay only writes inside the project's Assets/ folder"
                    + (segments[0] == "Packages" ? " (packages are not its to change: copy the asset into Assets/ and change the copy)." : "."));
            }

            if (segments.Length < 2)
            {
                return new PathRefusal(PathRefusal.BadName, "Path '" + shown + "' is the Assets folder itself; name a file inside it.");
            }

            for (var i = 1; i < segments.Length; i++)
            {
                var segment = segments[i];
                if (segment == "..")
                {
                    return new PathRefusal(PathRefusal.OutsideAssets, "Path '" + shown + "' contains '..'; give a plain path under Assets/ without relative segments.");
                }

                if (segment == ".")
                {
                    return new PathRefusal(PathRefusal.BadName, "Path '" + shown + "' contains '.'; give a plain path under Assets/ without relative segments.");
                }

                if (segment.Length == 0)
                {
                    return new PathRefusal(PathRefusal.BadName, "Path '" + shown + "' has an empty segment (double or trailing slash).");
                }

                var problem = named ? NameRules.FileNameError(segment) : null;
                if (problem != null)
                {
                    return new PathRefusal(PathRefusal.BadName, "Path '" + shown + "': the name '" + NameRules.Escape(segment) + "' is refused: " + problem);
                }
            }

            return null;
        }

        // One component, looked at without following it. A missing one is fine: the tool creates it as a
        // real folder or file. <paramref name="isFile"/>: the last component or its .meta, whose link count matters.
        private static PathRefusal Inspect(string full, string shown, string path, bool isFile)
        {
            FileAttributes attributes;
            try
            {
                // FileInfo.Attributes does not follow a link and is -1 for a missing path, so a dangling link
                // (which a write would follow to wherever it points) is seen as well.
                attributes = new FileInfo(full).Attributes;
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException || e is ArgumentException || e is NotSupportedException)
            {
                return new PathRefusal(PathRefusal.Unchecked, "Could not look at '" + NameRules.Escape(shown) + "' (" + e.Message + "); Patchbay does not write where it cannot check.");
            }

            if ((int)attributes == -1)
            {
                return null;
            }

            var subject = NameRules.Escape(shown);
            var whole = NameRules.Escape(path);
            if ((attributes & FileAttributes.ReparsePoint) != 0)
            {
                return new PathRefusal(PathRefusal.Link, "'" + subject + "' is a symbolic link (or junction)"
                    + (subject == whole ? string.Empty : " on the way to '" + whole + "'")
                    + ": it may lead anywhere on disk, so Patchbay does not write through it; it writes only through real folders inside Assets/. "
                    + "Make '" + subject + "' a real folder or file, or write to a path without links.");
            }

            if (!isFile || (attributes & FileAttributes.Directory) != 0)
            {
                return null;
            }

            long links;
            bool regular;
            string error;
            if (!NativeFileStatus.TryRead(full, out links, out regular, out error))
            {
                return new PathRefusal(PathRefusal.Unchecked, "Could not check how many links '" + subject + "' has (" + error
                    + "); Patchbay does not overwrite a file it cannot check.");
            }

            if (!regular)
            {
                return new PathRefusal(PathRefusal.NotRegularFile, "'" + subject + "' is not a regular file (a pipe, socket or device); Patchbay writes only regular files.");
            }

            if (links > 1)
            {
                return new PathRefusal(PathRefusal.HardLink, "'" + subject + "' has " + links + " hard links: the same file also has another name, perhaps outside "
                    + "the project, and writing it would change that too. Patchbay does not write a file with more than one link; "
                    + "make it a file of its own (copy it, delete the original, rename the copy) or use another path.");
            }

            return null;
        }
    }
}
