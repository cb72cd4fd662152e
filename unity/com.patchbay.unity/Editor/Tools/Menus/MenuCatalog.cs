using System;
using System.Collections.Generic;
using UnityEditor;

namespace Patchbay.Editor.Tools.Menus
{
    /// <summary>
    /// The menu items an agent can see and run. Unity has no public API listing every menu item, so this
    /// joins the [MenuItem] methods of loaded code (TypeCache) with a list of common built-in paths. The
    /// block list keeps agents away from items that end the session or hand control to a dialog nobody
    /// sees (quitting, opening another project, build-and-run).
    /// </summary>
    public static class MenuCatalog
    {
        public static readonly string[] BuiltIn =
        {
            "Assets/Refresh", "Edit/Undo", "Edit/Redo", "Edit/Play", "Edit/Pause", "Edit/Step",
            "File/Save", "File/Save Project", "GameObject/Create Empty",
            "GameObject/3D Object/Cube", "GameObject/3D Object/Sphere", "GameObject/3D Object/Plane",
        };

        private static readonly string[] s_blocked =
        {
            "File/Exit", "File/Quit", "Unity/Quit", "File/New Project...", "File/Open Project...",
            "File/Build And Run", "File/Build Settings...", "Help/",
        };

        /// <summary>The block-list entry that refuses <paramref name="path"/>, or null.</summary>
        public static string BlockedBy(string path)
        {
            foreach (var blocked in s_blocked)
            {
                if (blocked.EndsWith("/", StringComparison.Ordinal)
                    ? path.StartsWith(blocked, StringComparison.OrdinalIgnoreCase)
                    : string.Equals(path.Trim(), blocked, StringComparison.OrdinalIgnoreCase))
                {
                    return blocked;
                }
            }

            return null;
        }

        public static List<string> All()
        {
            var paths = new SortedSet<string>(StringComparer.Ordinal);
            foreach (var method in TypeCache.GetMethodsWithAttribute<MenuItem>())
            {
                foreach (MenuItem item in method.GetCustomAttributes(typeof(MenuItem), false))
                {
                    if (!item.validate && !string.IsNullOrEmpty(item.menuItem) && !item.menuItem.StartsWith("CONTEXT/", StringComparison.Ordinal))
                    {
                        paths.Add(StripShortcut(item.menuItem));
                    }
                }
            }

            foreach (var path in BuiltIn)
            {
                paths.Add(path);
            }

            return new List<string>(paths);
        }

        /// <summary>"Tools/Do It %#d" → "Tools/Do It": the shortcut suffix is not part of the path ExecuteMenuItem takes.</summary>
        private static string StripShortcut(string path)
        {
            var space = path.LastIndexOf(' ');
            if (space > 0 && space < path.Length - 1)
            {
                var last = path.Substring(space + 1);
                if (last.StartsWith("%", StringComparison.Ordinal) || last.StartsWith("#", StringComparison.Ordinal)
                    || last.StartsWith("&", StringComparison.Ordinal) || last.StartsWith("_", StringComparison.Ordinal))
                {
                    return path.Substring(0, space);
                }
            }

            return path;
        }
    }
}
