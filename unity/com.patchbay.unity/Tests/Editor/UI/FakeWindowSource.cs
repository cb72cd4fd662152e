using System;
using System.Collections.Generic;
using System.IO;
using Patchbay.Editor.Startup;
using Patchbay.Editor.UI;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests.UI
{
    /// <summary>
    /// A window source over a temporary project: real settings files (SettingsStore) and the package's real tool
    /// registry; the link state, clients, calls and hub binary are set by the test.
    /// </summary>
    public sealed class FakeWindowSource : IPatchbayWindowSource, IDisposable
    {
        public FakeWindowSource()
        {
            ProjectRoot = Path.Combine(Path.GetTempPath(), "patchbay-window-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(ProjectRoot);
            SettingsStore = new SettingsStore(ProjectRoot);
            Settings = SettingsStore.Load(null);
            Registry = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            Registry.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            LinkState = new LinkStatusSnapshot(LinkStatus.Waiting, "No hub.json in /home/me/.patchbay");
            ExpectedEditorId = "MyGame@0123abcd";
            Clients = new List<AttachedClient>();
            RecentCalls = new List<CallLogEntry>();
            HubBinaryProblem = "no patchbay on PATH.";
        }

        public ToolRegistry Registry { get; private set; }

        public LinkStatusSnapshot LinkState { get; set; }

        public HubEndpoint HubEndpoint { get; set; }

        public string MainThread { get; set; }

        public string RegisteredEditorId { get; set; }

        public string ExpectedEditorId { get; set; }

        public IList<AttachedClient> Clients { get; set; }

        public PatchbaySettings Settings { get; private set; }

        public SettingsStore SettingsStore { get; private set; }

        public IList<RegisteredTool> Tools
        {
            get { return Registry.Tools; }
        }

        public IList<CallLogEntry> RecentCalls { get; set; }

        public string ProjectRoot { get; private set; }

        public string HubBinary { get; set; }

        public string HubBinaryProblem { get; set; }

        public int Reloads { get; private set; }

        public void Connect()
        {
            LinkState = new LinkStatusSnapshot(LinkStatus.Connected, "Connected as MyGame@0123abcd to hub 0.9.0");
            HubEndpoint = new HubEndpoint(new Uri("ws://127.0.0.1:3917/editor"), "secret", "/home/me/.patchbay/hub.json", 42);
            RegisteredEditorId = "MyGame@0123abcd";
        }

        public void ReloadSettings()
        {
            Reloads++;
            Settings = SettingsStore.Load(null);
        }

        public string FindHubBinary(out string why)
        {
            why = HubBinary == null ? HubBinaryProblem : null;
            return HubBinary;
        }

        public void Dispose()
        {
            Directory.Delete(ProjectRoot, true);
        }
    }
}
