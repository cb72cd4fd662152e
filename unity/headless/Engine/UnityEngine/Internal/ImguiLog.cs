using System;
using System.Collections.Generic;

namespace UnityEngine.Internal
{
    // The stand-in draws nothing: every IMGUI control is written down here (kind and label, in call order) and
    // returns the value it was given, unless a test scripted an interaction for the next control with that
    // label (a click, a toggle, typed text). Layout groups are counted so a test can see Begin/End pairs match.
    internal static class ImguiLog
    {
        internal static readonly List<string> Controls = new List<string>();
        internal static readonly List<string> Problems = new List<string>();
        static readonly Dictionary<string, object> s_scripted = new Dictionary<string, object>(StringComparer.Ordinal);
        static readonly Stack<string> s_groups = new Stack<string>();

        // GUI.changed: a control returned something other than what it was given.
        internal static bool Changed;

        internal static void Reset()
        {
            Controls.Clear();
            Problems.Clear();
            s_scripted.Clear();
            s_groups.Clear();
            Changed = false;
        }

        internal static void Script(string kind, string label, object value)
        {
            s_scripted[kind + ":" + label] = value;
        }

        internal static T Control<T>(string kind, string label, T value)
        {
            Controls.Add(kind + ":" + (label ?? string.Empty));
            object scripted;
            var key = kind + ":" + (label ?? string.Empty);
            if (s_scripted.TryGetValue(key, out scripted))
            {
                s_scripted.Remove(key);
                if (!Equals(scripted, value)) Changed = true;
                return (T)scripted;
            }

            return value;
        }

        internal static void Begin(string group)
        {
            Controls.Add("Begin" + group);
            s_groups.Push(group);
        }

        internal static void End(string group)
        {
            Controls.Add("End" + group);
            if (s_groups.Count == 0 || s_groups.Peek() != group)
            {
                Problems.Add("End" + group + " without a matching Begin" + group);
                return;
            }

            s_groups.Pop();
        }

        internal static int OpenGroups
        {
            get { return s_groups.Count; }
        }
    }
}
