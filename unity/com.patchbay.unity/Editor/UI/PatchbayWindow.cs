using System;
using Patchbay.Editor.Startup;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.UI
{
    /// <summary>
    /// Window > Patchbay: draws <see cref="PatchbayWindowPresenter.Model"/> with IMGUI and forwards clicks to the
    /// presenter. Costs nothing while closed (no static subscriptions; EditorApplication.update is subscribed in
    /// OnEnable and removed in OnDisable) and never waits while drawing: OnGUI reads the last snapshot, the
    /// snapshot is refreshed at most twice a second from update, and `patchbay setup` runs on a worker thread.
    /// </summary>
    public sealed class PatchbayWindow : EditorWindow
    {
        private const double RefreshIntervalSeconds = 0.5;

        private PatchbayWindowPresenter _presenter;
        private double _nextRefresh;
        private Vector2 _scroll;
        private string _aliasDraft;
        private bool _showTools = true;
        private bool _showSettings = true;
        private bool _showCalls = true;
        private bool _showSetup = true;
        private bool _selfCheckRunning;
        private string _selfCheckReport;

        [MenuItem("Window/Patchbay")]
        public static void Open()
        {
            GetWindow<PatchbayWindow>("Patchbay");
        }

        /// <summary>Window > Patchbay Self-Check: opens the window and runs the self-check (run_self_check's checks, without the dialog).</summary>
        [MenuItem("Window/Patchbay Self-Check")]
        public static void OpenAndRunSelfCheck()
        {
            GetWindow<PatchbayWindow>("Patchbay").RunSelfCheck();
        }

        /// <summary>Runs the self-check (a few seconds, over editor updates; nothing in the project changes) and shows its report.</summary>
        internal async void RunSelfCheck()
        {
            if (_selfCheckRunning)
            {
                return;
            }

            _selfCheckRunning = true;
            Repaint();
            try
            {
                var result = await Tools.SelfCheck.SelfCheckRunner.Run(false, Patchbay.Shared.Core.ToolCallContext.ForWindow("run_self_check", System.Threading.CancellationToken.None));
                _selfCheckReport = result.Report;
            }
            catch (Exception e)
            {
                _selfCheckReport = "The self-check failed: " + e.GetType().Name + ": " + e.Message;
            }
            finally
            {
                _selfCheckRunning = false;
                Repaint();
            }
        }

        /// <summary>The last self-check's report (Markdown), or null.</summary>
        internal string SelfCheckReport
        {
            get { return _selfCheckReport; }
        }

        /// <summary>Gives the window its presenter (tests; otherwise it makes one for this domain's runtime).</summary>
        internal void Attach(PatchbayWindowPresenter presenter)
        {
            _presenter = presenter;
            _aliasDraft = presenter.Model.Alias;
        }

        private PatchbayWindowPresenter Presenter
        {
            get
            {
                if (_presenter == null)
                {
                    var runtime = PatchbayBootstrap.Runtime;
                    Attach(new PatchbayWindowPresenter(new RuntimeWindowSource(runtime, HubLocator.ForThisProcess()), Application.OpenURL));
                }

                return _presenter;
            }
        }

        private void OnEnable()
        {
            titleContent = new GUIContent("Patchbay");
            EditorApplication.update += OnEditorUpdate;
        }

        private void OnDisable()
        {
            EditorApplication.update -= OnEditorUpdate;
        }

        private void OnFocus()
        {
            // The next update refreshes; nothing is read here.
            _nextRefresh = 0;
        }

        private void OnEditorUpdate()
        {
            var now = EditorApplication.timeSinceStartup;
            if (now < _nextRefresh)
            {
                return;
            }

            _nextRefresh = now + RefreshIntervalSeconds;
            if (Presenter.Refresh())
            {
                Repaint();
            }
        }

        private void OnGUI()
        {
            // Everything this pass lays out is read once, here: an action taken by a click further down must not
            // add or remove controls later in the same pass (IMGUI lays out and handles input in separate passes).
            var presenter = Presenter;
            var model = presenter.Model;
            var result = presenter.LastResult;
            var runningSetup = presenter.RunningSetupCommand;
            var lastSetup = presenter.LastSetup;
            _scroll = GUILayout.BeginScrollView(_scroll);
            DrawConnection(presenter, model);
            DrawEditor(presenter, model);
            DrawResult(result);
            DrawSettings(presenter, model);
            DrawTools(presenter, model);
            DrawCalls(model);
            DrawSetup(presenter, runningSetup, lastSetup);
            DrawSelfCheck(_selfCheckRunning, _selfCheckReport);
            GUILayout.EndScrollView();
        }

        private void DrawSelfCheck(bool running, string report)
        {
            EditorGUILayout.LabelField("Self-check", EditorStyles.boldLabel);
            EditorGUILayout.LabelField("Checks what only this Unity can answer, in seconds; nothing in the project changes. "
                + "Paste the report into a bug report.", EditorStyles.wordWrappedLabel);
            var enabled = GUI.enabled;
            GUI.enabled = !running;
            if (GUILayout.Button(running ? "Running self-check…" : "Run self-check"))
            {
                RunSelfCheck();
            }

            GUI.enabled = enabled && report != null;
            if (GUILayout.Button("Copy report"))
            {
                EditorGUIUtility.systemCopyBuffer = report;
            }

            GUI.enabled = enabled;
            if (report != null)
            {
                EditorGUILayout.TextArea(report);
            }
        }

        private void DrawConnection(PatchbayWindowPresenter presenter, PatchbayWindowModel model)
        {
            EditorGUILayout.LabelField("Hub", EditorStyles.boldLabel);
            EditorGUILayout.LabelField("Status", model.Status.ToString());
            EditorGUILayout.LabelField("Editor", model.MainThread, EditorStyles.wordWrappedLabel);
            if (model.Connected)
            {
                EditorGUILayout.LabelField(model.StatusDetail, EditorStyles.wordWrappedLabel);
            }
            else
            {
                EditorGUILayout.HelpBox((model.StatusDetail.Length > 0 ? model.StatusDetail + "\n" : string.Empty) + model.Fix,
                    model.Status == LinkStatus.Connecting ? MessageType.Info : MessageType.Warning);
            }

            var enabled = GUI.enabled;
            GUI.enabled = model.DashboardUrl != null;
            if (GUILayout.Button("Open dashboard"))
            {
                presenter.OpenDashboard();
            }

            GUI.enabled = enabled;
            EditorGUILayout.LabelField("Clients", model.Clients.Count == 0 ? "none attached" : model.Clients.Count + " attached");
            foreach (var client in model.Clients)
            {
                EditorGUILayout.LabelField("  " + client.Name + (string.IsNullOrEmpty(client.Version) ? string.Empty : " " + client.Version),
                    client.Sessions + (client.Sessions == 1 ? " session" : " sessions"));
            }
        }

        private void DrawEditor(PatchbayWindowPresenter presenter, PatchbayWindowModel model)
        {
            EditorGUILayout.Space();
            EditorGUILayout.LabelField("This editor", EditorStyles.boldLabel);
            EditorGUILayout.SelectableLabel(model.EditorId + (model.EditorIdConfirmed ? string.Empty : "  (expected; not registered yet)"));
            EditorGUILayout.BeginHorizontal();
            _aliasDraft = EditorGUILayout.TextField("Alias", _aliasDraft ?? string.Empty);
            if (GUILayout.Button("Set alias", GUILayout.Width(80)))
            {
                var result = presenter.SetAlias(_aliasDraft);
                if (!result.IsError)
                {
                    _aliasDraft = presenter.Model.Alias;
                }
            }

            EditorGUILayout.EndHorizontal();
        }

        private static void DrawResult(WindowResult result)
        {
            if (result != null)
            {
                EditorGUILayout.HelpBox(result.Message, result.IsError ? MessageType.Error : MessageType.Info);
            }
        }

        private void DrawSettings(PatchbayWindowPresenter presenter, PatchbayWindowModel model)
        {
            EditorGUILayout.Space();
            _showSettings = EditorGUILayout.Foldout(_showSettings, "Security and connection");
            if (!_showSettings)
            {
                return;
            }

            var toUser = EditorGUILayout.Toggle("Write to this machine only", model.TargetLayer == SettingsLayer.User);
            if (toUser != (model.TargetLayer == SettingsLayer.User))
            {
                presenter.SetTargetLayer(toUser ? SettingsLayer.User : SettingsLayer.Project);
            }

            EditorGUILayout.LabelField("Writes", model.TargetFile);
            foreach (var row in model.Settings)
            {
                var value = EditorGUILayout.Toggle(row.Label, row.Value);
                if (value != row.Value)
                {
                    presenter.SetSetting(row.Key, value);
                }
            }

            EditorGUILayout.LabelField("Ask before", model.AskBefore, EditorStyles.wordWrappedLabel);
            EditorGUILayout.LabelField("The hub asks the user to confirm these tools before they run, when the MCP client can ask. "
                + "Edit " + SettingNames.ConfirmTools + " in ProjectSettings/PatchbaySettings.json (or UserSettings/).", EditorStyles.wordWrappedLabel);
        }

        private void DrawTools(PatchbayWindowPresenter presenter, PatchbayWindowModel model)
        {
            EditorGUILayout.Space();
            _showTools = EditorGUILayout.Foldout(_showTools, "Tool groups");
            if (!_showTools)
            {
                return;
            }

            foreach (var group in model.Groups)
            {
                var label = group.Name + " (" + group.Tools.Count + (group.Tools.Count == 1 ? " tool)" : " tools)");
                var enabled = EditorGUILayout.Toggle(label, group.Enabled);
                if (enabled != group.Enabled)
                {
                    presenter.SetGroupEnabled(group.Name, enabled);
                }

                GUILayout.Label("    " + string.Join(", ", ToArray(group.Tools)), EditorStyles.wordWrappedLabel);
            }
        }

        private void DrawCalls(PatchbayWindowModel model)
        {
            EditorGUILayout.Space();
            _showCalls = EditorGUILayout.Foldout(_showCalls, "Recent calls");
            if (!_showCalls)
            {
                return;
            }

            if (model.RecentCalls.Count == 0)
            {
                EditorGUILayout.LabelField("No calls yet.");
            }

            foreach (var call in model.RecentCalls)
            {
                EditorGUILayout.LabelField(call.FinishedUtc.ToLocalTime().ToString("HH:mm:ss") + "  " + call.Tool,
                    call.Outcome + "  " + Math.Round(call.DurationMs) + " ms" + (string.IsNullOrEmpty(call.Client) ? string.Empty : "  " + call.Client)
                    + (call.Replayed ? "  (replayed)" : string.Empty));
            }
        }

        private void DrawSetup(PatchbayWindowPresenter presenter, string runningSetup, SetupRun run)
        {
            EditorGUILayout.Space();
            _showSetup = EditorGUILayout.Foldout(_showSetup, "Configure MCP clients (patchbay setup)");
            if (!_showSetup)
            {
                return;
            }

            var enabled = GUI.enabled;
            GUI.enabled = runningSetup == null;
            foreach (var client in SetupClient.All)
            {
                EditorGUILayout.BeginHorizontal();
                GUILayout.Label(client.DisplayName, GUILayout.Width(110));
                if (GUILayout.Button("Configure " + client.Id))
                {
                    presenter.RunSetup(client.Id, SetupMode.Configure);
                }

                if (GUILayout.Button("Preview " + client.Id))
                {
                    presenter.RunSetup(client.Id, SetupMode.Preview);
                }

                if (GUILayout.Button("Remove " + client.Id))
                {
                    presenter.RunSetup(client.Id, SetupMode.Remove);
                }

                EditorGUILayout.EndHorizontal();
            }

            GUI.enabled = enabled;
            if (runningSetup != null)
            {
                EditorGUILayout.HelpBox("Running " + runningSetup + " …", MessageType.Info);
            }

            if (run != null)
            {
                EditorGUILayout.LabelField(run.Command, run.Problem == null ? "exit " + run.ExitCode : "did not run", EditorStyles.wordWrappedLabel);
                if (run.Output.Length > 0)
                {
                    GUILayout.Label(run.Output, EditorStyles.wordWrappedLabel);
                }
            }
        }

        private static string[] ToArray(System.Collections.Generic.IList<string> items)
        {
            var array = new string[items.Count];
            items.CopyTo(array, 0);
            return array;
        }
    }
}
