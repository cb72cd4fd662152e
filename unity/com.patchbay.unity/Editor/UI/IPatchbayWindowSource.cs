using System.Collections.Generic;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.UI
{
    /// <summary>
    /// What the editor window shows and changes, without Unity: <see cref="RuntimeWindowSource"/> reads it from
    /// the domain's <see cref="PatchbayRuntime"/>, tests give a fake. Main thread; every member returns at once
    /// (snapshots and in-memory lists), except <see cref="FindHubBinary"/>, which the setup worker calls.
    /// </summary>
    public interface IPatchbayWindowSource
    {
        LinkStatusSnapshot LinkState { get; }

        /// <summary>The hub of the current connection, or null.</summary>
        HubEndpoint HubEndpoint { get; }

        /// <summary>The id the hub gave this editor, or null before it registered.</summary>
        string RegisteredEditorId { get; }

        /// <summary>The id this editor will get (derived from the project and machine).</summary>
        string ExpectedEditorId { get; }

        IList<AttachedClient> Clients { get; }

        /// <summary>What the main thread is doing, as this package's health snapshot says (not the hub's view).</summary>
        string MainThread { get; }

        PatchbaySettings Settings { get; }

        SettingsStore SettingsStore { get; }

        IList<RegisteredTool> Tools { get; }

        /// <summary>Newest first.</summary>
        IList<CallLogEntry> RecentCalls { get; }

        /// <summary>The project's root: the working directory of `patchbay setup`.</summary>
        string ProjectRoot { get; }

        /// <summary>Re-reads the settings files after the window wrote one (main thread).</summary>
        void ReloadSettings();

        /// <summary>
        /// The patchbay binary `patchbay setup` runs, or null with <paramref name="why"/>. Called on the setup
        /// worker thread: it may look at the disk (hubBinaryPath, PATH, the package's hub).
        /// </summary>
        string FindHubBinary(out string why);
    }
}
