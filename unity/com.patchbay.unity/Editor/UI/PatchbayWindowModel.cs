using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.UI
{
    /// <summary>
    /// Everything the editor window shows, taken at one moment and then immutable: the view draws it and never
    /// asks the runtime anything while drawing. Built by <see cref="Build"/> from an
    /// <see cref="IPatchbayWindowSource"/> (engine-free, so tests build it from fakes). <see cref="Signature"/>
    /// changes exactly when something shown changes, which is how the presenter knows to repaint.
    /// </summary>
    public sealed class PatchbayWindowModel
    {
        public const int MaxCallsShown = 20;

        private static readonly string[] SettingKeys =
        {
            SettingNames.LinkEnabled, SettingNames.AutoStartHub, SettingNames.AllowFileWrites, SettingNames.AllowTests,
            SettingNames.AllowMenuItems, SettingNames.AllowProjectTools, SettingNames.AllowCodeExecution, SettingNames.AllowPackageChanges,
            SettingNames.AllowAnswerDialog,
        };

        private PatchbayWindowModel()
        {
        }

        public LinkStatus Status { get; private set; }

        /// <summary>Where the link is connected to, or why it is not.</summary>
        public string StatusDetail { get; private set; }

        public bool Connected
        {
            get { return Status == LinkStatus.Connected; }
        }

        /// <summary>The package's own health line: when the main thread last updated, the running call, compile, play mode.</summary>
        public string MainThread { get; private set; }

        /// <summary>What to do to get connected; null when connected.</summary>
        public string Fix { get; private set; }

        /// <summary>The hub's dashboard (http://host:port/); null when not connected.</summary>
        public string DashboardUrl { get; private set; }

        public string EditorId { get; private set; }

        /// <summary>True when <see cref="EditorId"/> is the hub's answer, false when it is the id the editor expects.</summary>
        public bool EditorIdConfirmed { get; private set; }

        public string Alias { get; private set; }

        public IList<AttachedClient> Clients { get; private set; }

        public IList<GroupRow> Groups { get; private set; }

        public IList<SettingRow> Settings { get; private set; }

        /// <summary>
        /// The confirmTools setting as one read-only line ("remove_package, execute_code", or "nothing"): the tools the
        /// hub asks the user to confirm before running them. Edited in the settings file, not in the window.
        /// </summary>
        public string AskBefore { get; private set; }

        /// <summary>Newest first, at most <see cref="MaxCallsShown"/>.</summary>
        public IList<CallLogEntry> RecentCalls { get; private set; }

        /// <summary>Where the switches are written: the team's file or this machine's.</summary>
        public SettingsLayer TargetLayer { get; private set; }

        public string TargetFile { get; private set; }

        public string Signature { get; private set; }

        public static string LabelOf(string settingKey)
        {
            switch (settingKey)
            {
                case SettingNames.LinkEnabled: return "Connect to the hub";
                case SettingNames.AutoStartHub: return "Start the hub when none answers";
                case SettingNames.AllowFileWrites: return "Tools may write files (Assets/ only)";
                case SettingNames.AllowTests: return "Tools may run tests";
                case SettingNames.AllowMenuItems: return "Tools may execute menu items";
                case SettingNames.AllowProjectTools: return "Allow tools defined by the project";
                case SettingNames.AllowCodeExecution: return "Tools may run agent-written code";
                case SettingNames.AllowPackageChanges: return "Tools may add and remove packages";
                case SettingNames.AllowAnswerDialog: return "Agents may answer Unity's modal dialogs";
                default: return null;
            }
        }

        public static bool IsSwitchableSetting(string key)
        {
            return Array.IndexOf(SettingKeys, key) >= 0;
        }

        public static bool ValueOf(PatchbaySettings settings, string key)
        {
            switch (key)
            {
                case SettingNames.LinkEnabled: return settings.LinkEnabled;
                case SettingNames.AutoStartHub: return settings.AutoStartHub;
                case SettingNames.AllowFileWrites: return settings.AllowFileWrites;
                case SettingNames.AllowTests: return settings.AllowTests;
                case SettingNames.AllowMenuItems: return settings.AllowMenuItems;
                case SettingNames.AllowProjectTools: return settings.AllowProjectTools;
                case SettingNames.AllowCodeExecution: return settings.AllowCodeExecution;
                case SettingNames.AllowPackageChanges: return settings.AllowPackageChanges;
                case SettingNames.AllowAnswerDialog: return settings.AllowAnswerDialog;
                default: throw new ArgumentException("Not a switchable setting: " + key, "key");
            }
        }

        /// <summary>Main thread: one snapshot of <paramref name="source"/>.</summary>
        public static PatchbayWindowModel Build(IPatchbayWindowSource source, SettingsLayer targetLayer)
        {
            var settings = source.Settings;
            var state = source.LinkState ?? new LinkStatusSnapshot(LinkStatus.Stopped, null);
            var model = new PatchbayWindowModel
            {
                Status = state.Status,
                StatusDetail = state.Detail ?? string.Empty,
                MainThread = source.MainThread ?? string.Empty,
                Alias = settings.Alias,
                AskBefore = AskBeforeOf(settings),
                Clients = new List<AttachedClient>(source.Clients ?? new AttachedClient[0]).AsReadOnly(),
                TargetLayer = targetLayer,
                TargetFile = source.SettingsStore.PathOf(targetLayer),
            };

            var registered = source.RegisteredEditorId;
            model.EditorIdConfirmed = registered != null;
            model.EditorId = registered ?? source.ExpectedEditorId ?? string.Empty;
            model.Fix = FixFor(state, settings);
            model.DashboardUrl = model.Connected ? DashboardUrlOf(source.HubEndpoint) : null;
            model.Groups = GroupsOf(source.Tools, settings);
            var rows = new List<SettingRow>();
            foreach (var key in SettingKeys)
            {
                rows.Add(new SettingRow(key, LabelOf(key), ValueOf(settings, key)));
            }

            model.Settings = rows.AsReadOnly();
            var calls = new List<CallLogEntry>(source.RecentCalls ?? new CallLogEntry[0]);
            if (calls.Count > MaxCallsShown)
            {
                calls.RemoveRange(MaxCallsShown, calls.Count - MaxCallsShown);
            }

            model.RecentCalls = calls.AsReadOnly();
            model.Signature = model.ComputeSignature();
            return model;
        }

        /// <summary>The confirmTools line: the names in the settings' order, or "nothing" for an empty list.</summary>
        public static string AskBeforeOf(PatchbaySettings settings)
        {
            var names = settings.ConfirmTools;
            if (names.Count == 0)
            {
                return "nothing";
            }

            var array = new string[names.Count];
            names.CopyTo(array, 0);
            return string.Join(", ", array);
        }

        /// <summary>What the user should do about a link that is not connected (null when it is).</summary>
        public static string FixFor(LinkStatusSnapshot state, PatchbaySettings settings)
        {
            switch (state.Status)
            {
                case LinkStatus.Connected:
                    return null;
                case LinkStatus.Connecting:
                    return "Connecting; this takes a moment. If it stays here, check that the hub runs (patchbay status).";
                case LinkStatus.Refused:
                    return "Install the same release of the package and the hub (docs/install.md); for a remote hub, check the token "
                        + "(hubToken in UserSettings/PatchbaySettings.json or PATCHBAY_TOKEN).";
                case LinkStatus.Stopped:
                    return settings.LinkEnabled
                        ? "The link starts again by itself after a domain reload; if it does not, reopen the project."
                        : "The link is switched off (" + SettingNames.LinkEnabled + "): turn on \"" + LabelOf(SettingNames.LinkEnabled) + "\" below.";
                default:
                    if (!string.IsNullOrEmpty(settings.HubUrl))
                    {
                        return "Start the hub at " + settings.HubUrl + " (hubUrl in the settings) or check that this machine can reach it.";
                    }

                    return settings.AutoStartHub
                        ? "Start the hub: run `patchbay serve`, or let the editor start it by setting hubBinaryPath to the patchbay binary "
                          + "(or putting patchbay on PATH)."
                        : "Start the hub: run `patchbay serve`, or turn on \"" + LabelOf(SettingNames.AutoStartHub) + "\" below.";
            }
        }

        /// <summary>http(s)://host:port/ of the hub whose editor link is <paramref name="endpoint"/>.</summary>
        public static string DashboardUrlOf(HubEndpoint endpoint)
        {
            if (endpoint == null || endpoint.WebSocketUri == null)
            {
                return null;
            }

            var uri = endpoint.WebSocketUri;
            var scheme = uri.Scheme == "wss" ? "https" : "http";
            return scheme + "://" + uri.Authority + "/";
        }

        private static IList<GroupRow> GroupsOf(IList<RegisteredTool> tools, PatchbaySettings settings)
        {
            var byGroup = new SortedDictionary<string, List<string>>(StringComparer.Ordinal);
            foreach (var tool in tools ?? new RegisteredTool[0])
            {
                if (tool.Descriptor.HubOnly)
                {
                    continue;  // the hub's own: in no group a user switches
                }

                List<string> names;
                if (!byGroup.TryGetValue(tool.Descriptor.Group, out names))
                {
                    names = new List<string>();
                    byGroup.Add(tool.Descriptor.Group, names);
                }

                names.Add(tool.Descriptor.Name);
            }

            var rows = new List<GroupRow>();
            foreach (var pair in byGroup)
            {
                pair.Value.Sort(StringComparer.Ordinal);
                rows.Add(new GroupRow(pair.Key, settings.IsGroupEnabled(pair.Key), pair.Value.AsReadOnly()));
            }

            return rows.AsReadOnly();
        }

        private string ComputeSignature()
        {
            var text = new StringBuilder();
            text.Append(Status).Append('|').Append(StatusDetail).Append('|').Append(DashboardUrl).Append('|').Append(EditorId)
                .Append(EditorIdConfirmed).Append('|').Append(MainThread).Append('|').Append(Alias).Append('|').Append(TargetLayer).Append('|')
                .Append(AskBefore).Append('|');
            foreach (var client in Clients)
            {
                text.Append(client.Name).Append(' ').Append(client.Version).Append(' ').Append(client.Sessions).Append(';');
            }

            foreach (var group in Groups)
            {
                text.Append(group.Name).Append(group.Enabled ? '+' : '-').Append(group.Tools.Count).Append(';');
            }

            foreach (var row in Settings)
            {
                text.Append(row.Value ? '1' : '0');
            }

            foreach (var call in RecentCalls)
            {
                text.Append('|').Append(call.CallId).Append(call.FinishedUtc.Ticks.ToString(CultureInfo.InvariantCulture));
            }

            return text.ToString();
        }
    }
}
