using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.InteropServices;

namespace UnityEngine.Internal
{
    // The files and folders under the project's Assets/ as Unity's asset database sees them: the one walk
    // every part of the stand-in uses (refresh and its .meta files, the GUID index, shaders, the scripts to
    // compile), so they agree with each other and with Unity.
    //
    // Links. Unity imports what a symbolic link (or junction) in Assets/ points to, file or folder, wherever
    // it leads, and writes each asset's .meta beside the asset's path, so for everything below a linked
    // folder into the link's target. When it first imports a link it logs the warning LinkWarning gives
    // (Unity's console text; the reasons are also those of Unity's Asset Store validation, "No Symlinks
    // Validation": docs.unity3d.com/Packages/com.unity.asset-store-validation@0.5/manual/no_symlinks_validation.html).
    // A recursive link, one that leads to a folder the path to it already goes through (Assets/Up -> ..,
    // Assets/A/Loop -> ., or two links that lead to each other's folders),
    // has no defined outcome in Unity: imports that never end are reported (atteneder/glTFastDemo#5,
    // "Infinite import loop with 2021.2.9"). The stand-in does not reproduce a hang: it skips such a link and
    // everything below it, and reports it (RecursiveLinkError), so nothing is written through it.
    //
    // Hidden assets: Unity ignores files and folders whose name starts with "." or ends with "~", is "cvs",
    // or ends in ".tmp", and everything inside such a folder (Manual, "Special folder names", Hidden assets:
    // docs.unity3d.com/2021.3/Documentation/Manual/SpecialFolders.html).
    internal static class ProjectTree
    {
        internal sealed class Entry
        {
            public string Path;      // project-relative, "Assets/Shared/Level.unity"
            public string FullPath;  // where the stand-in reads and writes it (through links, as Unity does)
            public bool IsDirectory;
            public bool IsLink;      // this entry itself is a link
        }

        internal static string LinkWarning(string path)
        {
            return path + " is a symbolic link. Using symlinks in Unity projects may cause your project to become corrupted if you create multiple "
                + "references to the same asset, use recursive symlinks or use symlinks to share assets between projects used with different versions "
                + "of Unity. Make sure you know what you are doing.";
        }

        internal static string RecursiveLinkError(string path, string target)
        {
            return path + " is a recursive symbolic link: it leads to " + target + ", which the path to it already goes through, so the folder would "
                + "contain itself. The headless editor does not import through it (Unity may import without end); remove the link.";
        }

        internal static bool IsHidden(string name)
        {
            return name.StartsWith(".", StringComparison.Ordinal) || name.EndsWith("~", StringComparison.Ordinal)
                || string.Equals(name, "cvs", StringComparison.OrdinalIgnoreCase) || name.EndsWith(".tmp", StringComparison.OrdinalIgnoreCase);
        }

        // Every entry under <projectPath>/Assets (not Assets itself), parents before children, in ordinal order.
        // recursiveLink, when given, hears of each recursive link skipped (its path and where it leads).
        internal static List<Entry> Walk(string projectPath, Action<string, string> recursiveLink)
        {
            var entries = new List<Entry>();
            var assets = System.IO.Path.Combine(projectPath, "Assets");
            if (!Directory.Exists(assets)) return entries;
            var real = RealPath(assets) ?? System.IO.Path.GetFullPath(assets);
            Walk(assets, "Assets", new List<string> { real }, entries, recursiveLink);
            return entries;
        }

        static void Walk(string full, string relative, List<string> realStack, List<Entry> entries, Action<string, string> recursiveLink)
        {
            string[] children;
            try { children = Directory.GetFileSystemEntries(full); }
            catch (IOException) { return; }
            catch (UnauthorizedAccessException) { return; }
            Array.Sort(children, StringComparer.Ordinal);
            foreach (var child in children)
            {
                var name = System.IO.Path.GetFileName(child);
                if (IsHidden(name)) continue;
                var path = relative + "/" + name;
                var attributes = new FileInfo(child).Attributes;
                if ((int)attributes == -1) continue;
                var isLink = (attributes & FileAttributes.ReparsePoint) != 0;
                var isDirectory = Directory.Exists(child);
                if (isLink && !isDirectory && !File.Exists(child)) continue; // dangling: nothing to import
                string childReal = null;
                if (isDirectory)
                {
                    childReal = isLink ? RealPath(child) : realStack[realStack.Count - 1] + "/" + name;
                    if (childReal == null) continue;
                    if (isLink && Contains(realStack, childReal))
                    {
                        if (recursiveLink != null) recursiveLink(path, childReal);
                        continue;
                    }
                }

                entries.Add(new Entry { Path = path, FullPath = child, IsDirectory = isDirectory, IsLink = isLink });
                if (!isDirectory) continue;
                realStack.Add(childReal);
                Walk(child, path, realStack, entries, recursiveLink);
                realStack.RemoveAt(realStack.Count - 1);
            }
        }

        // True when target is one of the folders being walked or contains one of them.
        static bool Contains(List<string> realStack, string target)
        {
            foreach (var folder in realStack)
            {
                if (folder == target || folder.StartsWith(target.TrimEnd('/') + "/", StringComparison.Ordinal)) return true;
            }
            return false;
        }

        // The path with every link resolved (realpath(3)), or null for a dangling link or a loop. The
        // stand-in runs on mono on Linux and macOS, where libc has it.
        internal static string RealPath(string path)
        {
            var buffer = Marshal.AllocHGlobal(4096);
            try
            {
                if (realpath(path, buffer) == IntPtr.Zero) return null;
                var length = 0;
                while (Marshal.ReadByte(buffer, length) != 0) length++;
                var bytes = new byte[length];
                Marshal.Copy(buffer, bytes, 0, length);
                return System.Text.Encoding.UTF8.GetString(bytes); // file names are UTF-8 on Linux and macOS
            }
            finally
            {
                Marshal.FreeHGlobal(buffer);
            }
        }

        [DllImport("libc", SetLastError = true)]
        static extern IntPtr realpath(string path, IntPtr resolved);
    }
}
