using System;
using System.Collections.Generic;
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
