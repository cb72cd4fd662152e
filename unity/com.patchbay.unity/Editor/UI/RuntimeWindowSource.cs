using System;
using System.Collections.Generic;
using System.Threading;
using Patchbay.Editor.HubProcess;
using Patchbay.Editor.Startup;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Core;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.UI
{
    /// <summary>The window's view of this domain's <see cref="PatchbayRuntime"/>.</summary>
    public sealed class RuntimeWindowSource : IPatchbayWindowSource
    {
        private static readonly IList<CallLogEntry> NoCalls = new CallLogEntry[0];
        private readonly PatchbayRuntime _runtime;
        private readonly HubLocator _locator;
        private readonly string _packageDirectory;

        /// <summary>Main thread (finds the package's folder through Unity's package manager).</summary>
        public RuntimeWindowSource(PatchbayRuntime runtime, HubLocator locator)
        {
            _runtime = runtime;
            _locator = locator;
            _packageDirectory = PackageLocation.Find(typeof(PatchbayRuntime).Assembly);
        }

        public LinkStatusSnapshot LinkState
        {
            get { return _runtime.Link == null ? new LinkStatusSnapshot(LinkStatus.Stopped, "Not started") : _runtime.Link.State; }
        }

        public string MainThread
        {
            get { return _runtime.Health.Describe(); }
        }

        public HubEndpoint HubEndpoint
        {
            get { return _runtime.Link == null ? null : _runtime.Link.Endpoint; }
        }

        public string RegisteredEditorId
        {
            get { return _runtime.Link == null || !_runtime.Link.IsRegistered ? null : _runtime.Link.EditorId; }
        }

        public string ExpectedEditorId
        {
            get { return _runtime.ExpectedEditorId; }
        }

        public IList<AttachedClient> Clients
        {
            get { return _runtime.Clients; }
        }

        public PatchbaySettings Settings
        {
            get { return _runtime.Settings; }
        }

        public SettingsStore SettingsStore
        {
            get { return _runtime.SettingsStore; }
        }

        public IList<RegisteredTool> Tools
        {
            get { return _runtime.Registry.Tools; }
        }

        public IList<CallLogEntry> RecentCalls
        {
            get { return _runtime.Processor == null ? NoCalls : _runtime.Processor.RecentCalls; }
        }

        public string ProjectRoot
        {
            get { return _runtime.ProjectRoot; }
        }

        public void ReloadSettings()
        {
            _runtime.ReloadSettings();
        }

        public string FindHubBinary(out string why)
        {
            // The order the editor starts the hub in: hubBinaryPath, then PATH, then the package's own hub
            // (bundled or already downloaded; setup never downloads).
            var settings = _runtime.Settings;
            var binary = HubLauncher.FindBinary(settings.HubBinaryPath, Environment.GetEnvironmentVariable);
            if (binary != null)
            {
                why = null;
                return binary;
            }

            if (!string.IsNullOrEmpty(settings.HubBinaryPath))
            {
                why = "hubBinaryPath names " + settings.HubBinaryPath + ", which does not exist.";
                return null;
            }

            var provider = new HubProvider(HubPlatform.Current(), _packageDirectory, PackageHub.CacheDirectory(_locator.StateDirectory),
                string.Empty, PatchbayInfo.PackageVersion);
            return provider.Find(CancellationToken.None, out why);
        }
    }
}
