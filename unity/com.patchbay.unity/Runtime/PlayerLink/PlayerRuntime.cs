using System;
using System.Collections.Generic;
using System.Reflection;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Console;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Core;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.MainThread;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;
using UnityEngine;
using Process = System.Diagnostics.Process;

namespace Patchbay.Runtime.PlayerLink
{
    /// <summary>
    /// A development build's player on the hub: the editor's link (<see cref="LinkClient"/>), call processing
    /// (<see cref="CallProcessor"/>) and tool model, wired for a player. It registers as kind "player" with its
    /// build (docs/protocol.md §4.1) and finds the hub as an editor does (PATCHBAY_HUB_URL and PATCHBAY_TOKEN, else
    /// hub.json in the state directory, <see cref="HubLocator"/>), but never starts one: a game does not spawn
    /// processes. Calls run on the main thread through the loop's dispatcher. A player has no domain reload, so
    /// its call record lives in memory for the process's life. It sends editor/changed as an editor does
    /// (docs/protocol.md §4.9a), from <see cref="SendChanges"/> at each frame, with its console's counter; a player has no
    /// EditorApplication.hierarchyChanged, so its hierarchy counter stays 0.
    /// </summary>
    public sealed class PlayerRuntime : ILinkHost
    {
        private readonly MainThreadDispatcher _dispatcher;
        private readonly HubLocator _locator;
        private readonly SecurityPolicy _policy = new SecurityPolicy(Settings);
        private readonly ToolRegistry _registry = new ToolRegistry(typeof(PlayerRuntime).Assembly, typeof(IPlayHost).Assembly);
        private readonly string _runId = Guid.NewGuid().ToString("N");
        private readonly ChangeCounters _changes = NewChangeCounters();
        private EditorMetadata _metadata;
        private LinkClient _link;
        private CallProcessor _processor;
        private volatile string _lastRefusal;
        private string _lastNoHub;

        public PlayerRuntime(MainThreadDispatcher dispatcher, HubLocator locator)
        {
            _dispatcher = dispatcher;
            _locator = locator;
            _locator.WithoutSettings = true;
        }

        /// <summary>
        /// A player's settings: the defaults with the "play" and "screenshots" groups on, since a player exists to be play-tested (its
        /// tools are the runtime subset, Patchbay.Engine, so the editor's context budget is not at stake here).
        /// </summary>
        public static PatchbaySettings Settings
        {
            get { return PatchbaySettings.FromJson(new JObject { { SettingNames.Groups, new JObject { { "play", true }, { "screenshots", true } } } }); }
        }

        public ToolRegistry Registry
        {
            get { return _registry; }
        }

        public LinkClient Link
        {
            get { return _link; }
        }

        /// <summary>What the player says of itself: its product, its build, where it runs. Main thread.</summary>
        public static EditorMetadata Describe()
        {
            int pid;
            using (var process = Process.GetCurrentProcess())
            {
                pid = process.Id;
            }

            var product = Application.productName;
            var scene = UnityEngine.SceneManagement.SceneManager.GetActiveScene();
            return new EditorMetadata
            {
                // The scene the game shows, as an editor names its active scene (issue 45: a player's SCENE was empty).
                ActiveSceneName = scene.name ?? string.Empty,
                ActiveScenePath = scene.path ?? string.Empty,
                ProjectName = product,
                ProjectPath = Application.dataPath,
                DataPath = Application.dataPath,
                Machine = Environment.MachineName,
                Pid = pid,
                UnityVersion = Application.unityVersion,
                Platform = Application.platform.ToString(),
                PlayMode = "playing",
                DisplayName = product + " " + Application.version + " (player)",
                // The same setting an editor reports, from the player's own settings (the defaults: a build has no settings file).
                ConfirmTools = Settings.ConfirmTools,
                Build = new PlayerBuild
                {
                    ProductName = product,
                    Version = Application.version,
                    Development = Debug.isDebugBuild,
                    RunInBackground = Application.runInBackground,
                },
            };
        }

        /// <summary>Main thread, once: finds the tools and connects.</summary>
        public void Start(IEnumerable<Assembly> assemblies)
        {
            _metadata = Describe();
            _registry.AddFromAssemblies(assemblies);
            foreach (var problem in _registry.Problems)
            {
                Log("Tool skipped: " + problem);
            }

            UnityEngine.SceneManagement.SceneManager.activeSceneChanged += OnActiveSceneChanged;
            _link = new LinkClient(this, Resolve, cancel => false) { TargetKind = "player" };
            _processor = new CallProcessor(_registry, () => _policy, new CallRecord(new MemoryKeyValueStore(), 1), _link, _dispatcher.RunOrPost);
            _processor.TargetKind = "player";
            _link.Start();
        }

        // Main thread: the game loaded another scene; the hub's views (list_editors, patchbay editors) follow it.
        private void OnActiveSceneChanged(UnityEngine.SceneManagement.Scene previous, UnityEngine.SceneManagement.Scene next)
        {
            var metadata = _metadata.Clone();
            metadata.ActiveSceneName = next.name ?? string.Empty;
            metadata.ActiveScenePath = next.path ?? string.Empty;
            _metadata = metadata;
            if (_link != null)
            {
                _link.Notify(LinkMethods.State, metadata.ToStateJson());
            }
        }

        /// <summary>Main thread, at each frame: sends editor/changed when the console changed (at most every 500 ms).</summary>
        public void SendChanges()
        {
            var changed = _changes.Poll();
            if (changed != null && _link != null)
            {
                _link.Notify(LinkMethods.Changed, changed);
            }
        }

        public void Stop()
        {
            UnityEngine.SceneManagement.SceneManager.activeSceneChanged -= OnActiveSceneChanged;
            if (_link != null)
            {
                _link.Stop();
            }
        }

        private static ChangeCounters NewChangeCounters()
        {
            var console = ConsoleLog.Buffer;
            return new ChangeCounters(() => console.Version);
        }

        private Tuple<HubEndpoint, string> Resolve()
        {
            string why;
            var endpoint = _locator.Resolve(null, null, out why);
            if (endpoint == null && why != _lastNoHub)
            {
                // Once per reason, not per attempt: a player without a hub keeps running its game and keeps looking.
                _lastNoHub = why;
                Log("This player is not connected: " + why);
            }
            else if (endpoint != null)
            {
                _lastNoHub = null;
            }

            return Tuple.Create(endpoint, why);
        }

        JObject ILinkHost.BuildRegisterParams()
        {
            // A player has no domain reload: its one domain is the first.
            return RegisterParams.Build(PatchbayInfo.PackageName, PatchbayInfo.PackageVersion, _runId, 1, _metadata);
        }

        JArray ILinkHost.ListTools()
        {
            return ToolListing.List(_registry, _policy);
        }

        JObject ILinkHost.Health()
        {
            return null;
        }

        void ILinkHost.OnToolsCall(JToken id, JToken parameters)
        {
            _dispatcher.Post(() => _processor.HandleCall(id, parameters));
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
                // The hub's baseline for editor/changed.
                _changes.Registered();
                SendChanges();
            });
            Log("This player is connected to the hub as " + editorId + ".");
        }

        void ILinkHost.OnRegisterFailed(int code, string message, JObject data)
        {
            if (message == _lastRefusal)
            {
                return;
            }

            _lastRefusal = message;
            Log("The Patchbay hub refused this player: " + message);
        }

        void ILinkHost.OnClients(IList<AttachedClient> clients)
        {
        }

        void ILinkHost.Log(string message)
        {
            Log(message);
        }

        private static void Log(string message)
        {
            // Debug.Log is thread-safe in Unity; the link thread logs too.
            Debug.Log("[Patchbay] " + message);
        }
    }
}
