using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text;
using System.Threading;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.HubProcess;
using Patchbay.Engine.CommonTools.Console;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Core;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.MainThread;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Startup
{
    /// <summary>
    /// Everything the package runs in one domain, wired together without touching Unity: the Unity edge
    /// (<c>PatchbayBootstrap</c>) feeds it metadata, pumps it from EditorApplication.update and calls
    /// <see cref="BeforeReload"/>; the headless host can drive it the same way. Main-thread methods are marked;
    /// the ILinkHost members run on the socket thread and only read snapshots or post work.
    /// </summary>
    public sealed class PatchbayRuntime : ILinkHost
    {
        private const string RunIdKey = "Patchbay.RunId";
        private const string DomainKey = "Patchbay.Domain";
        private const string ClientsSummaryKey = "Patchbay.ClientsSummary";
        private const int PumpBudgetMs = 20;

        private readonly string _projectRoot;
        private readonly IKeyValueStore _store;
        private readonly Action<string> _log;
        private readonly HubLocator _locator;
        private string _lastUntrusted;
        private int _callsWaiting;
        private readonly SettingsStore _settingsStore;
        private readonly MainThreadDispatcher _dispatcher = new MainThreadDispatcher();
        private readonly MainThreadHealth _health = new MainThreadHealth();
        private readonly ChangeCounters _changes = NewChangeCounters();
        private volatile SecurityPolicy _policy = new SecurityPolicy(PatchbaySettings.Default);
        private volatile EditorMetadata _metadata;
        private volatile IList<AttachedClient> _clients = new AttachedClient[0];
        private volatile string _clientsSummary = DescribeClients(null);
        private volatile string _lastRefusal;
        private EditorMetadata _lastSentState;
        private string _toolListSignature;
        private CallRecord _record;
        private CallProcessor _processor;
        private LinkClient _link;
        private PackageHub _packageHub;

        // Set before a domain reload: calls still queued must not start in a domain that is about to die
        // (the hub re-sends them after the next register).
        private volatile bool _reloading;
        private volatile bool _shutDown;

        public PatchbayRuntime(string projectRoot, IKeyValueStore store, Action<string> log, HubLocator locator)
        {
            _projectRoot = projectRoot;
            _store = store;
            _log = log;
            _locator = locator;
            _settingsStore = new SettingsStore(projectRoot);
            Registry = new ToolRegistry(PackageAssemblies);
            _dispatcher.ErrorHandler = e => _log("Error on the main thread: " + e);
        }

        /// <summary>The package's assemblies with tools: this one and Patchbay.Engine (the tools a player offers too).</summary>
        public static System.Reflection.Assembly[] PackageAssemblies
        {
            get { return new[] { typeof(PatchbayRuntime).Assembly, typeof(Patchbay.Engine.CommonTools.Shared.IPlayHost).Assembly }; }
        }

        /// <summary>Raised on a socket thread when hub/clients arrives.</summary>
        public event Action ClientsChanged;

        public ToolRegistry Registry { get; private set; }

        public string ProjectRoot
        {
            get { return _projectRoot; }
        }

        public MainThreadDispatcher Dispatcher
        {
            get { return _dispatcher; }
        }

        /// <summary>Main thread, right before each tool runs (see <see cref="CallProcessor.BeforeInvoke"/>).</summary>
        public Action<ToolDescriptor> BeforeToolRuns { get; set; }

        /// <summary>What the main thread is doing: published by the edge and the call processor, read by the link thread.</summary>
        public MainThreadHealth Health
        {
            get { return _health; }
        }

        public CallProcessor Processor
        {
            get { return _processor; }
        }

        public LinkClient Link
        {
            get { return _link; }
        }

        /// <summary>
        /// What editor/changed tells the hub (docs/protocol.md §4.9a): the console's counter is the console copy's own; the
        /// edge feeds the hierarchy's (<see cref="ChangeCounters.HierarchyChanged"/> from EditorApplication.hierarchyChanged).
        /// </summary>
        public ChangeCounters Changes
        {
            get { return _changes; }
        }

        public SettingsStore SettingsStore
        {
            get { return _settingsStore; }
        }

        public PatchbaySettings Settings
        {
            get { return _policy.Settings; }
        }

        public IList<AttachedClient> Clients
        {
            get { return _clients; }
        }

        public string RunId { get; private set; }

        public int Domain { get; private set; }

        /// <summary>The id this editor will get (the hub's answer wins once connected).</summary>
        public string ExpectedEditorId
        {
            get
            {
                var metadata = _metadata;
                return metadata == null ? null : EditorIdentity.Derive(metadata.ProjectName, metadata.ProjectPath, metadata.Machine);
            }
        }

        /// <summary>Main thread, once per domain: loads state, finds tools, resumes calls, connects.</summary>
        public void Start(EditorMetadata metadata, IEnumerable<Assembly> assemblies)
        {
            _dispatcher.BindToCurrentThread();
            RunId = _store.GetString(RunIdKey, null);
            if (string.IsNullOrEmpty(RunId))
            {
                RunId = Guid.NewGuid().ToString("N");
                _store.SetString(RunIdKey, RunId);
            }

            int domain;
            int.TryParse(_store.GetString(DomainKey, "0"), out domain);
            Domain = domain + 1;
            _store.SetString(DomainKey, Domain.ToString(System.Globalization.CultureInfo.InvariantCulture));

            // The attached clients were said before this reload: say them again only when they change.
            _clientsSummary = _store.GetString(ClientsSummaryKey, _clientsSummary);
            LoadSettings();
            _packageHub = new PackageHub(PackageLocation.Find(typeof(PatchbayRuntime).Assembly), PackageHub.CacheDirectory(_locator.StateDirectory), _log);
            _metadata = WithAlias(metadata.Clone());
            _lastSentState = _metadata;
            Registry.AddFromAssemblies(assemblies);
            foreach (var problem in Registry.Problems)
            {
                _log("Tool skipped: " + problem);
            }

            _toolListSignature = ToolListSignature();
            Registry.Changed += OnToolsChanged;
            _record = new CallRecord(_store, Domain);
            _link = new LinkClient(this, Resolve, TryStartHub);
            _processor = new CallProcessor(Registry, () => _policy, _record, _link, _dispatcher.RunOrPost);
            // Agents' calls that wait for the main thread: not the dispatcher's own work items (a result to send, a
            // health update), which the health probe once counted as "18 calls waiting" (issue 45).
            _health.Queued = () => Volatile.Read(ref _callsWaiting);
            Patchbay.Editor.Tools.Shared.JobStore.Remember();
            _health.FinishedJobs = () => Patchbay.Editor.Tools.Shared.JobStore.FinishedIds;
            MainThreadHealth.Current = _health;
            _processor.Health = _health;
            _processor.BeforeInvoke = descriptor =>
            {
                var hook = BeforeToolRuns;
                if (hook != null)
                {
                    hook(descriptor);
                }
            };
            var resumed = _processor.ResumeOrphans();
            if (resumed > 0)
            {
                Note("Resuming " + resumed + " call(s) that started before the domain reload.");
            }

            if (Settings.LinkEnabled)
            {
                _link.Start();
            }
        }

        /// <summary>Main thread, every editor update: runs queued work and sends editor/changed when due; true while calls are pending.</summary>
        public bool Pump()
        {
            if (_dispatcher.HasWork)
            {
                _dispatcher.Pump(PumpBudgetMs);
            }

            // A change held by the 500 ms window goes out at the first update after it: not a reason to keep the editor
            // awake (a parked editor sends it at its next update, at the latest when the hub's ping wakes it).
            SendChanges();
            return _dispatcher.HasWork || (_processor != null && _processor.RunningCount > 0);
        }

        /// <summary>Main thread: new metadata; sends editor/state when the mutable part changed.</summary>
        public void UpdateMetadata(EditorMetadata metadata)
        {
            var next = WithAlias(metadata.Clone());
            _metadata = next;
            if (next.StateEquals(_lastSentState))
            {
                return;
            }

            if (_link != null && _link.Notify(LinkMethods.State, next.ToStateJson()))
            {
                _lastSentState = next;
            }
        }

        /// <summary>Main thread: re-reads the settings files (after a change on disk or in the UI).</summary>
        public void ReloadSettings()
        {
            var wasEnabled = Settings.LinkEnabled;
            LoadSettings();
            if (_metadata != null)
            {
                UpdateMetadata(_metadata);
            }

            OnToolsChanged();
            if (_link != null && wasEnabled != Settings.LinkEnabled)
            {
                if (Settings.LinkEnabled)
                {
                    _link.Start();
                }
                else
                {
                    _link.Stop();
                }
            }
        }

        /// <summary>
        /// Main thread, from beforeAssemblyReload: tells the hub, closes the link and waits for its thread, so no
        /// thread, task or timer of the package runs when the domain is unloaded (<see cref="HasBackgroundWork"/>).
        /// </summary>
        public void BeforeReload()
        {
            _reloading = true;
            if (_link != null)
            {
                _link.CloseForReload(_processor.RunningIds);
            }
        }

        /// <summary>
        /// When the domain unloads (any thread): closes the link as <see cref="BeforeReload"/> does, if neither it nor
        /// <see cref="Shutdown"/> ran — another package's beforeAssemblyReload (or quitting) subscriber that threw can
        /// skip Patchbay's. Taken for a reload, the common case: the hub then holds the calls instead of failing them.
        /// </summary>
        public void OnDomainUnload()
        {
            if (!_reloading && !_shutDown)
            {
                BeforeReload();
            }
        }

        /// <summary>Whether any background thread, task or send of the package still runs (false after BeforeReload).</summary>
        public bool HasBackgroundWork
        {
            get { return _link != null && _link.HasBackgroundWork; }
        }

        /// <summary>Main thread, when the editor quits.</summary>
        public void Shutdown()
        {
            _shutDown = true;
            if (_link != null)
            {
                _link.Stop();
            }
        }

        JObject ILinkHost.BuildRegisterParams()
        {
            return RegisterParams.Build(PatchbayInfo.PackageName, PatchbayInfo.PackageVersion, RunId, Domain, _metadata);
        }

        JArray ILinkHost.ListTools()
        {
            return ToolListing.List(Registry, _policy);
        }

        JObject ILinkHost.Health()
        {
            // The probe also wakes the editor loop: an idle editor that Unity does not update in the background
            // (parked until an OS event) would otherwise look silent, as if its main thread were stuck.
            var wake = _dispatcher.Wake;
            if (wake != null)
            {
                wake();
            }

            return _health.Snapshot();
        }

        void ILinkHost.OnToolsCall(JToken id, JToken parameters)
        {
            Interlocked.Increment(ref _callsWaiting);
            _dispatcher.Post(() =>
            {
                Interlocked.Decrement(ref _callsWaiting);
                if (!_reloading)
                {
                    _processor.HandleCall(id, parameters);
                }
            });
        }

        void ILinkHost.OnCancelled(JToken requestId)
        {
            _processor.NoteCancelled(requestId);
            _dispatcher.Post(() => _processor.HandleCancel(requestId));
        }

        void ILinkHost.OnRegistered(string editorId, JObject result)
        {
            _lastRefusal = null;
            _dispatcher.Post(() =>
            {
                _processor.MaxMessageBytes = _link.MaxMessageBytes;

                // State may have changed between the register snapshot and now.
                _lastSentState = null;
                if (_metadata != null)
                {
                    UpdateMetadata(_metadata);
                }

                // The hub's baseline for editor/changed (after a reload the counters start again).
                _changes.Registered();
                SendChanges();
            });
        }

        void ILinkHost.OnRegisterFailed(int code, string message, JObject data)
        {
            // The link retries (slowly, for refusals that do not heal at once): say each refusal once.
            if (message == _lastRefusal)
            {
                return;
            }

            _lastRefusal = message;
            _log("The Patchbay hub refused this editor: " + message);
        }

        void ILinkHost.OnClients(IList<AttachedClient> clients)
        {
            _clients = clients;
            // The Patchbay window shows the clients; Patchbay's log notes when they change (never the Console: each
            // `patchbay call` is a session of its own).
            // Noted and remembered across reloads in one main-thread step (the store is SessionState, main thread
            // only): a note made here while its remembering waited in the queue was said again after a domain reload
            // that came in between.
            var summary = DescribeClients(clients);
            _dispatcher.Post(() =>
            {
                if (summary == _clientsSummary)
                {
                    return;
                }

                _clientsSummary = summary;
                _store.SetString(ClientsSummaryKey, summary);
                Note(summary);
            });

            var handler = ClientsChanged;
            if (handler != null)
            {
                handler();
            }
        }

        private static string DescribeClients(IList<AttachedClient> clients)
        {
            if (clients == null || clients.Count == 0)
            {
                return "No MCP client is attached to the Patchbay hub.";
            }

            var parts = new List<string>();
            foreach (var c in clients)
            {
                parts.Add(c.Name + (string.IsNullOrEmpty(c.Version) ? string.Empty : " " + c.Version) +
                          " (" + c.Sessions + (c.Sessions == 1 ? " session)" : " sessions)"));
            }

            return "MCP clients attached to the Patchbay hub: " + string.Join(", ", parts.ToArray()) + ".";
        }

        /// <summary>Where Patchbay's own notes go (<see cref="PackageLog"/>); null drops them. Any thread.</summary>
        public Action<string> Notes { get; set; }

        private void Note(string message)
        {
            var notes = Notes;
            if (notes != null)
            {
                notes(message);
            }
        }

        void ILinkHost.Log(string message)
        {
            _log(message);
        }

        private void LoadSettings()
        {
            var problems = new List<string>();
            _policy = new SecurityPolicy(_settingsStore.Load(problems));
            foreach (var problem in problems)
            {
                _log(problem);
            }
        }

        private EditorMetadata WithAlias(EditorMetadata metadata)
        {
            metadata.Alias = Settings.Alias;
            metadata.AllowAnswerDialog = Settings.AllowAnswerDialog;
            metadata.ConfirmTools = Settings.ConfirmTools;
            if (string.IsNullOrEmpty(metadata.DisplayName))
            {
                metadata.DisplayName = metadata.ProjectName;
            }

            return metadata;
        }

        private static ChangeCounters NewChangeCounters()
        {
            var console = ConsoleLog.Buffer;
            return new ChangeCounters(() => console.Version);
        }

        // Main thread.
        private void SendChanges()
        {
            var changed = _changes.Poll();
            if (changed != null && _link != null)
            {
                _link.Notify(LinkMethods.Changed, changed);
            }
        }

        private void OnToolsChanged()
        {
            var signature = ToolListSignature();
            if (signature == _toolListSignature)
            {
                return;
            }

            _toolListSignature = signature;
            if (_link != null)
            {
                _link.Notify(LinkMethods.ToolsListChanged, new JObject());
            }
        }

        private string ToolListSignature()
        {
            var policy = _policy;
            var builder = new StringBuilder();
            foreach (var tool in Registry.Tools)
            {
                if (policy.IsListed(tool.Descriptor))
                {
                    builder.Append(tool.Descriptor.Name).Append(policy.Check(tool.Descriptor).Allowed ? '+' : '-');
                }
            }

            return builder.ToString();
        }

        private Tuple<HubEndpoint, string> Resolve()
        {
            var settings = Settings;
            string why;
            var endpoint = _locator.Resolve(settings.HubUrl, settings.HubToken, out why);
            var untrusted = _locator.Untrusted;
            if (untrusted != null && untrusted != _lastUntrusted)
            {
                // Once per reason, on the link thread: Log is thread-safe (the console queue).
                ((ILinkHost)this).Log(untrusted);
            }

            _lastUntrusted = untrusted;
            return Tuple.Create(endpoint, why);
        }

        /// <summary>Link thread: starts the hub if allowed; returns promptly once <paramref name="cancel"/> fires (a reload).</summary>
        private bool TryStartHub(CancellationToken cancel)
        {
            var settings = Settings;
            if (!settings.AutoStartHub || !string.IsNullOrEmpty(settings.HubUrl)
                || !string.IsNullOrEmpty(Environment.GetEnvironmentVariable(HubLocator.HubUrlVariable)))
            {
                return false;
            }

            // hubBinaryPath, then PATH; only when neither names a binary, the hub that comes with the package.
            var binary = HubLauncher.FindBinary(settings.HubBinaryPath, Environment.GetEnvironmentVariable);
            if (binary == null && string.IsNullOrEmpty(settings.HubBinaryPath) && _packageHub != null)
            {
                return _packageHub.TryStart(settings.HubDownloadUrl, cancel);
            }

            return HubLauncher.TryStart(binary, _log);
        }
    }
}
