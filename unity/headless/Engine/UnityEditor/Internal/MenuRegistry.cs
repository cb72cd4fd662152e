using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using UnityEngine;

namespace UnityEditor
{
    // Menu items: the [MenuItem] methods of loaded assemblies plus a few of the editor's own. A
    // project or package item with the same path wins over a built-in one.
    internal static class MenuRegistry
    {
        internal static readonly Dictionary<string, Action> Builtins = new Dictionary<string, Action>(StringComparer.Ordinal);
        static Dictionary<string, MethodInfo> _items;
        static Dictionary<string, MethodInfo> _validators;

        internal static void Invalidate() { _items = null; _validators = null; }

        static void Scan()
        {
            if (_items != null) return;
            _items = new Dictionary<string, MethodInfo>(StringComparer.Ordinal);
            _validators = new Dictionary<string, MethodInfo>(StringComparer.Ordinal);
            foreach (var m in TypeCache.GetMethodsWithAttribute<MenuItem>())
            {
                if (!m.IsStatic) continue;
                foreach (MenuItem attr in m.GetCustomAttributes(typeof(MenuItem), false))
                {
                    var path = StripShortcut(attr.menuItem);
                    if (attr.validate) _validators[path] = m;
                    else _items[path] = m;
                }
            }
        }

        // "Tools/Do It %#d" -> "Tools/Do It" (Unity's hotkey suffix).
        internal static string StripShortcut(string path)
        {
            if (path == null) return "";
            var i = path.LastIndexOf(' ');
            if (i > 0 && i < path.Length - 1)
            {
                var tail = path.Substring(i + 1);
                if (tail.Length > 0 && ("%#&_".IndexOf(tail[0]) >= 0)) return path.Substring(0, i);
            }
            return path;
        }

        internal static IEnumerable<string> AllPaths()
        {
            Scan();
            return _items.Keys.Concat(Builtins.Keys).Distinct().OrderBy(p => p, StringComparer.Ordinal);
        }

        internal static bool Execute(string path, MenuCommand command)
        {
            Scan();
            MethodInfo method;
            if (_items.TryGetValue(path, out method))
            {
                MethodInfo validator;
                if (_validators.TryGetValue(path, out validator))
                {
                    var ok = Invoke(validator, command);
                    if (!(ok is bool) || !(bool)ok) return false;
                }
                Invoke(method, command);
                return true;
            }
            Action builtin;
            if (Builtins.TryGetValue(path, out builtin))
            {
                try { builtin(); } catch (Exception e) { Debug.LogException(e); }
                return true;
            }
            Debug.LogError("ExecuteMenuItem failed because there is no menu named '" + path + "'");
            return false;
        }

        static object Invoke(MethodInfo m, MenuCommand command)
        {
            try
            {
                var ps = m.GetParameters();
                var args = ps.Length == 1 ? new object[] { command ?? new MenuCommand(null) } : null;
                return m.Invoke(null, args);
            }
            catch (TargetInvocationException e)
            {
                Debug.LogException(e.InnerException ?? e);
                return null;
            }
        }
    }
}
