using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.Settings
{
    /// <summary>
    /// The effective settings: defaults, then ProjectSettings/PatchbaySettings.json (shared by the team), then
    /// UserSettings/PatchbaySettings.json (this machine). Immutable; a changed file produces a new instance,
    /// so the socket thread can read one without locks. Everything that widens what an agent may do is off
    /// by default.
    /// </summary>
    public sealed class PatchbaySettings
    {
        private readonly Dictionary<string, bool> _groups;
        private readonly Dictionary<string, bool> _tools;

        // A tool name as ToolRegistry accepts one: snake_case, starting with a letter, at most 40 characters.
        private static readonly Regex s_toolName = new Regex("^[a-z][a-z0-9_]{0,39}$");

        private PatchbaySettings(JObject merged)
        {
            _groups = ReadFlags(merged[SettingNames.Groups]);
            _tools = ReadFlags(merged[SettingNames.Tools]);
            AllowFileWrites = ReadBool(merged, SettingNames.AllowFileWrites, true);
            AllowTests = ReadBool(merged, SettingNames.AllowTests, false);
            AllowMenuItems = ReadBool(merged, SettingNames.AllowMenuItems, false);
            AllowProjectTools = ReadBool(merged, SettingNames.AllowProjectTools, false);
            AllowCodeExecution = ReadBool(merged, SettingNames.AllowCodeExecution, false);
            AllowPackageChanges = ReadBool(merged, SettingNames.AllowPackageChanges, false);
            AllowAnswerDialog = ReadBool(merged, SettingNames.AllowAnswerDialog, false);
            ConfirmTools = ReadToolNames(merged[SettingNames.ConfirmTools], null);
            LinkEnabled = ReadBool(merged, SettingNames.LinkEnabled, true);
            AutoStartHub = ReadBool(merged, SettingNames.AutoStartHub, true);
            HubUrl = ReadString(merged, SettingNames.HubUrl);
            HubToken = ReadString(merged, SettingNames.HubToken);
            HubBinaryPath = ReadString(merged, SettingNames.HubBinaryPath);
            HubDownloadUrl = merged[SettingNames.HubDownloadUrl] == null ? PatchbayInfo.HubReleasesUrl : ReadString(merged, SettingNames.HubDownloadUrl);
            Alias = ReadString(merged, SettingNames.Alias);
            Json = merged;
        }

        /// <summary>
        /// Groups that are off unless a settings file (or Window > Patchbay) switches them on. Every listed tool
        /// costs context in every agent session, so the default set is what everyday work needs without asking
        /// the user first — "core" (editor state, play mode, compile, jobs, console, GameObjects), "scenes" and
        /// "prefabs" — under 3,000 tokens as clients see it. What changes the machine beyond the project
        /// (packages, code execution, menu items, tests) is off here and behind its own allow-setting too;
        /// the rest is one switch away. docs/tools.md gives the reason for each group.
        /// </summary>
        public static readonly string[] GroupsOffByDefault =
        {
            "diagnostics", "assets", "tests", "search", "menus", "packages", "editor", "code", "screenshots", "materials", "play",
        };

        /// <summary>
        /// The tools the hub asks the user to confirm when the settings do not say (confirmTools absent): removing a
        /// package and running agent-written code, whose effects reach furthest, in this order.
        /// </summary>
        public static readonly IList<string> DefaultConfirmTools = Array.AsReadOnly(new string[0]);

        public static PatchbaySettings Default
        {
            get { return new PatchbaySettings(new JObject()); }
        }

        public bool AllowFileWrites { get; private set; }

        public bool AllowTests { get; private set; }

        public bool AllowMenuItems { get; private set; }

        public bool AllowProjectTools { get; private set; }

        public bool AllowCodeExecution { get; private set; }

        public bool AllowPackageChanges { get; private set; }

        /// <summary>
        /// Whether the hub's answer_dialog may press a button of a modal dialog Unity shows (the hub finds it with
        /// the operating system's window API, outside Unity). Reported to the hub with the editor's metadata.
        /// </summary>
        public bool AllowAnswerDialog { get; private set; }

        /// <summary>
        /// The tools the hub asks the user to confirm (MCP elicitation) before it runs them, when the client can be
        /// asked: the valid names of confirmTools, in the file's order without repeats; an empty array confirms
        /// nothing, an absent one means <see cref="DefaultConfirmTools"/>. Reported to the hub with the editor's
        /// metadata. A tool's own allow-setting (allowCodeExecution, allowPackageChanges) still decides in the editor.
        /// </summary>
        public IList<string> ConfirmTools { get; private set; }

        /// <summary>Whether the editor connects to a hub at all.</summary>
        public bool LinkEnabled { get; private set; }

        /// <summary>Start `patchbay serve` when no hub answers and the binary is known.</summary>
        public bool AutoStartHub { get; private set; }

        /// <summary>Remote hub base URL; empty = find the local hub through hub.json.</summary>
        public string HubUrl { get; private set; }

        /// <summary>Token of a remote hub; belongs in UserSettings, never in the shared file.</summary>
        public string HubToken { get; private set; }

        public string HubBinaryPath { get; private set; }

        /// <summary>
        /// Where a git-URL install downloads its hub from (BASE/v&lt;version&gt;/patchbay-&lt;version&gt;-&lt;rid&gt;);
        /// an empty string switches downloading off.
        /// </summary>
        public string HubDownloadUrl { get; private set; }

        public string Alias { get; private set; }

        /// <summary>The merged JSON these settings were read from.</summary>
        public JObject Json { get; private set; }

        public static PatchbaySettings FromJson(JObject merged)
        {
            return new PatchbaySettings(merged ?? new JObject());
        }

        /// <summary>
        /// What in one settings file's content the settings ignore (wrong entries of confirmTools), as one sentence
        /// each naming <paramref name="path"/>, appended to <paramref name="problems"/>. Other wrong values fall
        /// back to their defaults silently, as they always have.
        /// </summary>
        public static void Check(JObject layer, string path, IList<string> problems)
        {
            if (layer == null || problems == null)
            {
                return;
            }

            ReadToolNames(layer[SettingNames.ConfirmTools], problem => problems.Add(path + ": " + problem));
        }

        /// <summary>Explicit per-tool switch: true, false, or null when the tool follows its group.</summary>
        public bool? ToolSwitch(string tool)
        {
            bool value;
            return _tools.TryGetValue(tool, out value) ? value : (bool?)null;
        }

        public bool IsGroupEnabled(string group)
        {
            bool value;
            if (_groups.TryGetValue(group, out value))
            {
                return value;
            }

            return Array.IndexOf(GroupsOffByDefault, group) < 0;
        }

        private static Dictionary<string, bool> ReadFlags(JToken token)
        {
            var flags = new Dictionary<string, bool>(StringComparer.Ordinal);
            var obj = token as JObject;
            if (obj != null)
            {
                foreach (var pair in obj)
                {
                    if (pair.Value.Type == JTokenType.Boolean)
                    {
                        flags[pair.Key] = (bool)pair.Value;
                    }
                }
            }

            return flags;
        }

        // confirmTools: the valid names of a JSON array, in order, each once; anything else (or null) the default.
        private static IList<string> ReadToolNames(JToken token, Action<string> problem)
        {
            if (token == null || token.Type == JTokenType.Null)
            {
                return DefaultConfirmTools;
            }

            var key = SettingNames.ConfirmTools;
            var array = token as JArray;
            if (array == null)
            {
                if (problem != null)
                {
                    problem(key + " must be a JSON array of tool names, not " + Shown(token) + "; it was ignored (without an array, "
                        + "no tool is confirmed).");
                }

                return DefaultConfirmTools;
            }

            var names = new List<string>();
            foreach (var entry in array)
            {
                var name = entry.Type == JTokenType.String ? ((string)entry).Trim() : null;
                if (name == null || !s_toolName.IsMatch(name))
                {
                    if (problem != null)
                    {
                        problem(key + " entry " + Shown(entry) + " is not a tool name (snake_case: a-z, 0-9 and _, starting with a letter, "
                            + "at most 40 characters); it was ignored.");
                    }

                    continue;
                }

                if (!names.Contains(name))
                {
                    names.Add(name);
                }
            }

            return names.AsReadOnly();
        }

        private static string Shown(JToken token)
        {
            var text = token.ToString(Formatting.None);
            return text.Length > 60 ? text.Substring(0, 60) + "…" : text;
        }

        private static string[] ToArray(IList<string> items)
        {
            var array = new string[items.Count];
            items.CopyTo(array, 0);
            return array;
        }

        private static bool ReadBool(JObject json, string key, bool fallback)
        {
            var token = json[key];
            return token != null && token.Type == JTokenType.Boolean ? (bool)token : fallback;
        }

        private static string ReadString(JObject json, string key)
        {
            var token = json[key];
            return token != null && token.Type == JTokenType.String ? ((string)token).Trim() : string.Empty;
        }
    }
}
