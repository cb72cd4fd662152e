using System;
using System.Collections.Generic;
using System.IO;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;

namespace Patchbay.Editor.UI
{
    /// <summary>
    /// The window's actions, without Unity. Each action checks its input, writes through the existing settings
    /// code (SettingsStore: the ProjectSettings/ or UserSettings/ PatchbaySettings.json the editor already
    /// watches), makes the runtime re-read the files, and reports one <see cref="WindowResult"/>; a refused action
    /// changes nothing. Nothing here waits: `patchbay setup` runs on <see cref="SetupRunner"/>'s worker and its
    /// result is picked up by <see cref="Refresh"/>, which the view calls from a throttled update while it is open.
    /// Main thread only.
    /// </summary>
    public sealed class PatchbayWindowPresenter
    {
        public const int SetupTimeoutMs = 60 * 1000;

        private readonly IPatchbayWindowSource _source;
        private readonly Action<string> _openUrl;
        private readonly SetupRunner _setup;
        private SettingsLayer _targetLayer = SettingsLayer.Project;
        private string _setupCommand;

        public PatchbayWindowPresenter(IPatchbayWindowSource source, Action<string> openUrl)
            : this(source, openUrl, SetupTimeoutMs)
        {
        }

        public PatchbayWindowPresenter(IPatchbayWindowSource source, Action<string> openUrl, int setupTimeoutMs)
        {
            _source = source;
            _openUrl = openUrl;
            _setup = new SetupRunner(FindBinary, source.ProjectRoot, setupTimeoutMs);
            Model = PatchbayWindowModel.Build(source, _targetLayer);
        }

        public PatchbayWindowModel Model { get; private set; }

        /// <summary>What the last action did; null before the first.</summary>
        public WindowResult LastResult { get; private set; }

        /// <summary>The last finished `patchbay setup`, with its output; null before the first.</summary>
        public SetupRun LastSetup { get; private set; }

        /// <summary>
        /// Whether a setup run is going, as of the last <see cref="Refresh"/> or <see cref="RunSetup"/>: the view
        /// lays out from this, so it must not flip between IMGUI's layout and repaint passes.
        /// </summary>
        public bool SetupRunning { get; private set; }

        /// <summary>The command that is running, for the window to show; null when idle.</summary>
        public string RunningSetupCommand
        {
            get { return SetupRunning ? _setupCommand : null; }
        }

        /// <summary>Picks up a finished setup run and takes a new snapshot; true when anything shown changed.</summary>
        public bool Refresh()
        {
            var changed = false;
            var finished = _setup.TakeFinished();
            if (finished != null)
            {
                LastSetup = finished;
                LastResult = finished.Succeeded
                    ? WindowResult.Done(finished.Command + ": done (exit 0).")
                    : WindowResult.Error(finished.Problem ?? (finished.Command + " failed (exit " + finished.ExitCode + "); its output is below."));
                changed = true;
            }

            var running = _setup.IsRunning;
            if (running != SetupRunning)
            {
                SetupRunning = running;
                changed = true;
            }

            var next = PatchbayWindowModel.Build(_source, _targetLayer);
            if (next.Signature != Model.Signature)
            {
                changed = true;
            }

            Model = next;
            return changed;
        }

        public WindowResult SetTargetLayer(SettingsLayer layer)
        {
            _targetLayer = layer;
            Refresh();
            return Report(WindowResult.Done("Switches are now written to " + _source.SettingsStore.PathOf(layer) + "."));
        }

        public WindowResult SetGroupEnabled(string group, bool enabled)
        {
            if (string.IsNullOrEmpty(group) || !HasGroup(group))
            {
                return Report(WindowResult.Error("There is no tool group '" + group + "'; the groups are: " + string.Join(", ", GroupNames()) + "."));
            }

            return Write(SettingNames.Groups + "." + group, enabled, () => _source.Settings.IsGroupEnabled(group),
                "Tool group '" + group + "' " + (enabled ? "on" : "off"));
        }

        public WindowResult SetSetting(string key, bool value)
        {
            if (!PatchbayWindowModel.IsSwitchableSetting(key))
            {
                return Report(WindowResult.Error("'" + key + "' is not a setting the window switches; edit " + SettingsStore.FileName + " for it."));
            }

            return Write(key, value, () => PatchbayWindowModel.ValueOf(_source.Settings, key),
                "'" + PatchbayWindowModel.LabelOf(key) + "' (" + key + ") " + (value ? "on" : "off"));
        }

        /// <summary>Sets this editor's alias in UserSettings (it names this machine's editor); empty clears it.</summary>
        public WindowResult SetAlias(string alias)
        {
            alias = (alias ?? string.Empty).Trim();
            var problem = EditorIdentity.CheckAlias(alias);
            if (problem != null)
            {
                return Report(WindowResult.Error(problem + " Nothing was changed."));
            }

            var store = _source.SettingsStore;
            try
            {
                store.Set(SettingsLayer.User, SettingNames.Alias, alias.Length == 0 ? null : new JValue(alias));
            }
            catch (Exception e)
            {
                if (!(e is IOException) && !(e is UnauthorizedAccessException))
                {
                    throw;
                }

                return Report(WindowResult.Error("Could not write " + store.UserFile + ": " + e.Message));
            }

            _source.ReloadSettings();
            Refresh();
            if (_source.Settings.Alias != alias)
            {
                return Report(WindowResult.Error("Wrote the alias to " + store.UserFile + ", but the settings still say '" + _source.Settings.Alias
                    + "': check that file for errors (the console names them)."));
            }

            return Report(WindowResult.Done(alias.Length == 0 ? "Alias cleared." : "Alias set to '" + alias + "' (in " + store.UserFile + ")."));
        }

        /// <summary>Starts `patchbay setup CLIENT [--dry-run|--remove]` on a worker; its output arrives through Refresh.</summary>
        public WindowResult RunSetup(string client, SetupMode mode)
        {
            if (SetupClient.Find(client) == null)
            {
                var known = new List<string>();
                foreach (var c in SetupClient.All)
                {
                    known.Add(c.Id);
                }

                return Report(WindowResult.Error("patchbay setup does not know the client '" + client + "'; it knows " + string.Join(", ", known.ToArray()) + "."));
            }

            if (_setup.IsRunning)
            {
                return Report(WindowResult.Error("'" + _setupCommand + "' is still running; wait for it to finish, then try again."));
            }

            var arguments = new List<string> { client };
            if (mode == SetupMode.Preview)
            {
                arguments.Add("--dry-run");
            }
            else if (mode == SetupMode.Remove)
            {
                arguments.Add("--remove");
            }

            _setupCommand = "patchbay setup " + string.Join(" ", arguments.ToArray());
            _setup.TryStart(arguments.ToArray());
            SetupRunning = true;
            return Report(WindowResult.Done("Running " + _setupCommand + " …"));
        }

        public WindowResult OpenDashboard()
        {
            var url = Model.DashboardUrl;
            if (url == null)
            {
                return Report(WindowResult.Error("The dashboard is served by the hub, and this editor is not connected to one. " + (Model.Fix ?? string.Empty)));
            }

            _openUrl(url);
            return Report(WindowResult.Done("Opened " + url + "."));
        }

        private WindowResult Write(string key, bool value, Func<bool> effective, string what)
        {
            var store = _source.SettingsStore;
            var path = store.PathOf(_targetLayer);
            try
            {
                store.Set(_targetLayer, key, new JValue(value));
            }
            catch (Exception e)
            {
                if (!(e is IOException) && !(e is UnauthorizedAccessException))
                {
                    throw;
                }

                return Report(WindowResult.Error("Could not write " + path + ": " + e.Message + " Nothing was changed."));
            }

            _source.ReloadSettings();
            Refresh();
            if (effective() != value)
            {
                // The user layer wins over the project layer (SettingsStore).
                return Report(WindowResult.Error(what + " was written to " + path + ", but " + store.UserFile + " sets '" + key
                    + "' too and wins; switch \"Write to\" to this machine's file, or remove the key there."));
            }

            return Report(WindowResult.Done(what + " (written to " + path + ")."));
        }

        private bool HasGroup(string group)
        {
            foreach (var row in Model.Groups)
            {
                if (row.Name == group)
                {
                    return true;
                }
            }

            return false;
        }

        private string[] GroupNames()
        {
            var names = new List<string>();
            foreach (var row in Model.Groups)
            {
                names.Add(row.Name);
            }

            return names.ToArray();
        }

        private Tuple<string, string> FindBinary()
        {
            string why;
            var binary = _source.FindHubBinary(out why);
            return Tuple.Create(binary, why);
        }

        private WindowResult Report(WindowResult result)
        {
            LastResult = result;
            return result;
        }
    }
}
