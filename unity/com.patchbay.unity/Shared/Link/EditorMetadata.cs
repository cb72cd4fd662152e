using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// What the editor tells the hub about itself (DESIGN §3, docs/protocol.md §4.1). Gathered on the main
    /// thread, then handed to the socket thread as an immutable snapshot: a change makes a new instance.
    /// </summary>
    public sealed class EditorMetadata
    {
        public string ProjectName;
        public string ProjectPath;
        public string DataPath;
        public string ActiveSceneName = string.Empty;
        public string ActiveScenePath = string.Empty;
        public string Machine;
        public int Pid;
        public string UnityVersion;
        public string Platform;

        /// <summary>"edit", "playing" or "paused".</summary>
        public string PlayMode = "edit";

        public bool Compiling;
        public string DisplayName;

        /// <summary>Optional; empty = none.</summary>
        public string Alias = string.Empty;

        /// <summary>The project's allowAnswerDialog setting: the hub's answer_dialog presses buttons only when true.</summary>
        public bool AllowAnswerDialog;

        private string[] _confirmTools;

        /// <summary>
        /// The project's confirmTools setting: the tools the hub asks the user to confirm before running them, when the
        /// client can be asked. Kept sorted (ordinal) and without repeats, whatever order it is set in; null = not
        /// reported (left out of the JSON: unchanged for the hub in editor/state, nothing confirmed in a register),
        /// empty = confirm nothing. The array is
        /// never changed after it is set, so <see cref="Clone"/> shares it.
        /// </summary>
        public IList<string> ConfirmTools
        {
            get { return _confirmTools == null ? null : Array.AsReadOnly(_confirmTools); }
            set { _confirmTools = value == null ? null : Normalized(value); }
        }

        /// <summary>
        /// Set by a development build's runtime part: the target registers as kind "player" with this build
        /// (docs/protocol.md §4.1). Null in the editor, which leaves <c>kind</c> out.
        /// </summary>
        public PlayerBuild Build;

        public EditorMetadata Clone()
        {
            return (EditorMetadata)MemberwiseClone();
        }

        /// <summary>The "editor" object of editor/register.</summary>
        public JObject ToRegisterJson()
        {
            var json = new JObject
            {
                { "projectName", ProjectName ?? string.Empty },
                { "projectPath", ProjectPath ?? string.Empty },
                { "dataPath", DataPath ?? string.Empty },
                { "activeScene", SceneJson() },
                { "machine", Machine ?? string.Empty },
                { "pid", Pid },
                { "unityVersion", UnityVersion ?? string.Empty },
                { "platform", Platform ?? string.Empty },
                { "playMode", PlayMode },
                { "compiling", Compiling },
                { "displayName", DisplayName ?? ProjectName ?? string.Empty },
                { "allowAnswerDialog", AllowAnswerDialog },
            };
            AddConfirmTools(json);
            if (!string.IsNullOrEmpty(Alias))
            {
                json["alias"] = Alias;
            }

            if (Build != null)
            {
                json["kind"] = "player";
                json["build"] = new JObject
                {
                    { "productName", Build.ProductName ?? string.Empty },
                    { "version", Build.Version ?? string.Empty },
                    { "development", Build.Development },
                    { "runInBackground", Build.RunInBackground },
                };
            }

            return json;
        }

        /// <summary>The params of editor/state: the mutable fields, all of them every time.</summary>
        public JObject ToStateJson()
        {
            var json = new JObject
            {
                { "activeScene", SceneJson() },
                { "playMode", PlayMode },
                { "compiling", Compiling },
                { "displayName", DisplayName ?? ProjectName ?? string.Empty },
                { "alias", Alias ?? string.Empty },
                { "allowAnswerDialog", AllowAnswerDialog },
            };
            AddConfirmTools(json);
            return json;
        }

        /// <summary>Whether editor/state would carry anything new compared with <paramref name="other"/>.</summary>
        public bool StateEquals(EditorMetadata other)
        {
            return other != null && ActiveSceneName == other.ActiveSceneName && ActiveScenePath == other.ActiveScenePath
                && PlayMode == other.PlayMode && Compiling == other.Compiling && DisplayName == other.DisplayName
                && Alias == other.Alias && AllowAnswerDialog == other.AllowAnswerDialog
                && SameNames(_confirmTools, other._confirmTools);
        }

        private void AddConfirmTools(JObject json)
        {
            if (_confirmTools != null)
            {
                json["confirmTools"] = new JArray(_confirmTools);
            }
        }

        private static string[] Normalized(IEnumerable<string> names)
        {
            var set = new SortedSet<string>(StringComparer.Ordinal);
            foreach (var name in names)
            {
                if (name != null)
                {
                    set.Add(name);
                }
            }

            var array = new string[set.Count];
            set.CopyTo(array);
            return array;
        }

        private static bool SameNames(string[] a, string[] b)
        {
            if (a == null || b == null)
            {
                return a == b;
            }

            if (a.Length != b.Length)
            {
                return false;
            }

            for (var i = 0; i < a.Length; i++)
            {
                if (!string.Equals(a[i], b[i], StringComparison.Ordinal))
                {
                    return false;
                }
            }

            return true;
        }

        private JObject SceneJson()
        {
            return new JObject { { "name", ActiveSceneName ?? string.Empty }, { "path", ActiveScenePath ?? string.Empty } };
        }
    }
}
