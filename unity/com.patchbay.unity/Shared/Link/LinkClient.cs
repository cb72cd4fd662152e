using System;
using System.Collections.Generic;
using System.Threading;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// Keeps this editor connected to a hub, on one background thread of its own ("Patchbay link"):
    /// <code>
    ///   loop: resolve endpoint ─► hub.json's? proof (HubChallenge) ─► LinkConnection (connect, register, heartbeats, messages)
    ///           ▲    no hub, no proof: maybe start `patchbay serve`                       │ closed
    ///           └──────────── backoff (0 right after a domain reload) ◄───────────────────┘
    /// </code>
    /// Also the <see cref="IMessageSink"/> of the call processor: messages go to the registered session or are
    /// dropped (the call record answers the hub's re-send).
    /// <para>
    /// Quiescence: a domain reload aborts every thread of the dying domain, so before it <see cref="CloseForReload"/>
    /// sends editor/reloading and the close frame, then joins the link thread; when it returns, no thread, task or
    /// timer of the link runs (<see cref="HasBackgroundWork"/>). The link never creates a timer at all (no
    /// Task.Delay, no CancelAfter): Mono's timer scheduler thread dies with an unhandled exception when the abort
    /// lands while it re-sorts its timers, and takes the editor with it. Waits are blocking waits with timeouts.
    /// </para>
    /// </summary>
    public sealed class LinkClient : IMessageSink
    {
        private static readonly TimeSpan CloseTimeout = TimeSpan.FromMilliseconds(1500);
        private static readonly TimeSpan JoinTimeout = TimeSpan.FromMilliseconds(1500);

        private readonly ILinkHost _host;
        private readonly Func<Tuple<HubEndpoint, string>> _resolve;
        private readonly Func<CancellationToken, bool> _tryStartHub;
        private readonly Backoff _backoff = new Backoff(new Random());
        private readonly object _lock = new object();
        private CancellationTokenSource _stop;
        private Thread _thread;
        private Thread _lastThread;
        private volatile LinkConnection _connection;
        private volatile LinkConnection _lastConnection;
        private LinkStatusSnapshot _state = new LinkStatusSnapshot(LinkStatus.Stopped, null);
        private volatile bool _reloading;
        private volatile bool _tokenRefusalLogged;
        private string _lastProofRefusal;

        /// <param name="resolve">Returns the endpoint, or null and the reason none is available.</param>
        /// <param name="tryStartHub">Starts the hub when allowed and known; returns whether it did. Runs on the link
        /// thread and must return promptly once its token is cancelled.</param>
        public LinkClient(ILinkHost host, Func<Tuple<HubEndpoint, string>> resolve, Func<CancellationToken, bool> tryStartHub)
        {
            _host = host;
            _resolve = resolve;
            _tryStartHub = tryStartHub;
        }

        /// <summary>Raised on the link thread (or the main thread when stopping) whenever <see cref="State"/> changes.</summary>
        public event Action StatusChanged;

        /// <summary>"editor" or "player": who the token refusal names (a player has no settings file to point at).</summary>
        public string TargetKind { get; set; }

        /// <summary>Status and detail of one moment, together.</summary>
        public LinkStatusSnapshot State
        {
            get { return Volatile.Read(ref _state); }
        }

        public LinkStatus Status
        {
            get { return State.Status; }
        }

        /// <summary>Why the link is not connected, or where it is connected to.</summary>
        public string StatusDetail
        {
            get { return State.Detail; }
        }

        public string EditorId
        {
            get { var session = CurrentSession; return session == null ? null : session.EditorId; }
        }

        /// <summary>The hub of the current connection, or null between connections.</summary>
        public HubEndpoint Endpoint
        {
            get { var connection = _connection; return connection == null ? null : connection.Endpoint; }
        }

        public bool IsRegistered
        {
            get { var session = CurrentSession; return session != null && session.State == LinkSessionState.Registered; }
        }

        public int MaxMessageBytes
        {
            get { var session = CurrentSession; return session == null ? LinkLimits.DefaultMaxMessageBytes : session.MaxMessageBytes; }
        }

        /// <summary>
        /// True while the link thread lives or the last connection still sends or closes. False after
        /// <see cref="CloseForReload"/> or <see cref="Stop"/> returned (unless they timed out, which they log).
        /// </summary>
        public bool HasBackgroundWork
        {
            get
            {
                Thread thread;
                lock (_lock)
                {
                    thread = _thread ?? _lastThread;
                }

                var connection = _lastConnection;
                return (thread != null && thread.IsAlive) || (connection != null && connection.Transport != null && !connection.Transport.IsIdle);
            }
        }

        private LinkSession CurrentSession
        {
            get { var connection = _connection; return connection == null ? null : connection.Session; }
        }

        public void Start()
        {
            lock (_lock)
            {
                if (_thread != null)
                {
                    return;
                }

                _reloading = false;
                _stop = new CancellationTokenSource();
                var token = _stop.Token;
                _thread = new Thread(() => Run(token)) { IsBackground = true, Name = "Patchbay link" };
                _lastThread = _thread;
                _thread.Start();
            }
        }

        /// <summary>Stops and closes with 1001 (editor quitting, link switched off); returns when the link thread ended.</summary>
        public void Stop()
        {
            StopLoop(LinkCloseCodes.GoingAway, "editor quitting", null);
        }

        /// <summary>
        /// Main thread, from beforeAssemblyReload: sends editor/reloading and closes with 1000 "reloading", then waits
        /// for the link thread to end (about 3 s at most), so nothing of the link runs when the domain dies.
        /// </summary>
        public void CloseForReload(IList<string> runningCallIds)
        {
            _reloading = true;
            var running = new JArray();
            foreach (var id in runningCallIds)
            {
                try
                {
                    running.Add(JToken.Parse(id));
                }
                catch (Newtonsoft.Json.JsonException)
                {
                }
            }

            StopLoop(LinkCloseCodes.Normal, LinkCloseCodes.ReloadingReason,
                new JObject { { "reason", "assembly_reload" }, { "running", running } });
        }

        public void Send(string json)
        {
            var session = CurrentSession;
            if (session != null)
            {
                session.SendRaw(json);
            }
        }

        /// <summary>Sends a notification if connected; false otherwise.</summary>
        public bool Notify(string method, JToken parameters)
        {
            var session = CurrentSession;
            return session != null && session.Notify(method, parameters);
        }

        private void StopLoop(int code, string reason, JObject reloadingParams)
        {
            Thread thread;
            CancellationTokenSource stop;
            lock (_lock)
            {
                thread = _thread;
                stop = _stop;
                if (thread == null)
                {
                    return;
                }

                _thread = null;
                _stop = null;
                stop.Cancel();
            }

            var connection = _connection;
            if (connection != null)
            {
                connection.CloseFromOutside(code, reason, reloadingParams != null ? LinkMethods.Reloading : null, reloadingParams, CloseTimeout);
            }

            if (!thread.Join(JoinTimeout))
            {
                // The hub did not finish the close handshake: drop the socket so the receive ends.
                connection = _connection;
                if (connection != null)
                {
                    connection.Abort();
                }

                if (!thread.Join(JoinTimeout))
                {
                    // Its stop token stays undisposed: the thread still waits on it.
                    _host.Log("The Patchbay link thread did not stop in time; it will be aborted with the domain.");
                    SetStatus(LinkStatus.Stopped, reloadingParams != null ? "Domain reload" : "Stopped");
                    return;
                }
            }

            stop.Dispose();
            SetStatus(LinkStatus.Stopped, reloadingParams != null ? "Domain reload" : "Stopped");
        }

        private void Run(CancellationToken stop)
        {
            var delay = TimeSpan.Zero;
            var lastHubStart = DateTime.MinValue;
            while (!stop.IsCancellationRequested)
            {
                if (delay > TimeSpan.Zero && stop.WaitHandle.WaitOne(delay))
                {
                    return;
                }

                try
                {
                    delay = RunOnce(stop, ref lastHubStart);
                }
                catch (Exception e)
                {
                    // A bug must not end the link (nor, on this thread, the editor): report it and try again later.
                    _host.Log("The Patchbay link failed: " + e);
                    SetStatus(LinkStatus.Waiting, "Link error: " + e.Message);
                    delay = _backoff.Next();
                }
            }
        }

        /// <summary>One resolve-connect-run round; returns the delay before the next one.</summary>
        private TimeSpan RunOnce(CancellationToken stop, ref DateTime lastHubStart)
        {
            Tuple<HubEndpoint, string> resolved;
            try
            {
                resolved = _resolve();
            }
            catch (Exception e)
            {
                resolved = Tuple.Create<HubEndpoint, string>(null, "Could not look for a hub: " + e.Message);
            }

            if (resolved.Item1 == null)
            {
                SetStatus(LinkStatus.Waiting, resolved.Item2);
                return MaybeStartHub(stop, ref lastHubStart) ? TimeSpan.FromSeconds(1) : _backoff.Next();
            }

            // Before the upgrade that carries the token: a hub.json endpoint's listener must prove it holds it.
            SetStatus(LinkStatus.Connecting, resolved.Item1.ToString());
            bool unproven;
            var refusal = HubChallenge.Refusal(resolved.Item1, stop, out unproven);
            if (refusal != null)
            {
                if (stop.IsCancellationRequested || _reloading)
                {
                    return TimeSpan.Zero;
                }

                ReportUnproven(refusal, unproven);

                // As a stale hub.json: no hub there, so start one if allowed.
                return MaybeStartHub(stop, ref lastHubStart) ? TimeSpan.FromSeconds(1) : _backoff.Next();
            }

            var closeCode = RunConnection(resolved.Item1, stop);
            if (stop.IsCancellationRequested || _reloading)
            {
                return TimeSpan.Zero;
            }

            if (closeCode == LinkCloseCodes.VersionMismatch || closeCode == LinkCloseCodes.Replaced
                || closeCode == LinkCloseCodes.TooManyEditors)
            {
                return _backoff.Max();
            }

            return closeCode == -1 && MaybeStartHub(stop, ref lastHubStart) ? TimeSpan.FromSeconds(1) : _backoff.Next();
        }

        private bool MaybeStartHub(CancellationToken stop, ref DateTime lastStart)
        {
            if (_tryStartHub == null || DateTime.UtcNow - lastStart < TimeSpan.FromSeconds(30))
            {
                return false;
            }

            lastStart = DateTime.UtcNow;
            try
            {
                return _tryStartHub(stop);
            }
            catch (Exception e)
            {
                _host.Log("Could not start the patchbay hub: " + e.Message);
                return false;
            }
        }

        /// <summary>Runs one connection; returns the close code (-1 = could not connect).</summary>
        private int RunConnection(HubEndpoint endpoint, CancellationToken stop)
        {
            SetStatus(LinkStatus.Connecting, endpoint.ToString());
            using (var connection = new LinkConnection(endpoint, _host.Log))
            {
                _lastConnection = connection;
                var failure = connection.Connect(endpoint.WebSocketUri, stop);
                if (failure != null)
                {
                    if (!stop.IsCancellationRequested)
                    {
                        ReportConnectFailure(endpoint, failure);
                    }

                    return -1;
                }

                // Published only now: a stop before this point is seen by the connect wait instead.
                _connection = connection;
                if (stop.IsCancellationRequested)
                {
                    _connection = null;
                    connection.Abort();
                    return -1;
                }

                int code;
                try
                {
                    code = connection.Run(new StatusTrackingHost(this, _host));
                }
                finally
                {
                    _connection = null;
                }

                if (!_reloading && !stop.IsCancellationRequested)
                {
                    var reason = connection.CloseStatusDescription;
                    SetStatus(code == LinkCloseCodes.VersionMismatch ? LinkStatus.Refused : LinkStatus.Waiting,
                        "Disconnected from the hub (" + code + (string.IsNullOrEmpty(reason) ? string.Empty : " " + reason) + "); reconnecting.");
                }

                return code;
            }
        }

        private void ReportConnectFailure(HubEndpoint endpoint, Exception failure)
        {
            if (!HubTokenProbe.IsRefused(endpoint))
            {
                SetStatus(LinkStatus.Waiting, "Cannot reach the hub at " + endpoint.WebSocketUri + ": " + Describe(failure));
                return;
            }

            var refused = TargetKind == "player"
                ? "The Patchbay hub at " + endpoint.WebSocketUri + " refused this player's token (HTTP 401; hub from " + endpoint.Source
                    + "). Use the token of that hub: on the hub's machine, leave PATCHBAY_TOKEN unset and the player reads the 'token' "
                    + "of hub.json in the hub's state directory (PATCHBAY_STATE_DIR or ~/.patchbay); elsewhere, start the player with "
                    + "PATCHBAY_TOKEN set to the value the hub was started with (--token)."
                : "The Patchbay hub at " + endpoint.WebSocketUri + " refused this editor's token (HTTP 401; token from "
                + endpoint.Source + "). Use the token of that hub: the 'token' in the hub.json of its state directory (leave "
                + "PATCHBAY_TOKEN and the 'hubToken' setting empty to read it from there), or set PATCHBAY_TOKEN / 'hubToken' in "
                + "UserSettings/PatchbaySettings.json to the value the hub was started with (--token).";
            SetStatus(LinkStatus.Refused, refused);
            if (!_tokenRefusalLogged)
            {
                // Once per domain, not per attempt.
                _tokenRefusalLogged = true;
                _host.Log(refused);
            }
        }

        private void ReportUnproven(string refusal, bool unproven)
        {
            SetStatus(LinkStatus.Waiting, refusal);
            if (unproven && refusal != _lastProofRefusal)
            {
                // Once per reason, not per attempt: the link keeps trying (hub.json is re-read every time).
                _lastProofRefusal = refusal;
                _host.Log(refusal);
            }
        }

        private static string Describe(Exception e)
        {
            while (e.InnerException != null)
            {
                e = e.InnerException;
            }

            return e.Message;
        }

        private void SetStatus(LinkStatus status, string detail)
        {
            var next = new LinkStatusSnapshot(status, detail);
            var previous = Interlocked.Exchange(ref _state, next);
            if (previous.Status == status && previous.Detail == detail)
            {
                return;
            }

            var handler = StatusChanged;
            if (handler != null)
            {
                handler();
            }
        }

        /// <summary>Passes host callbacks through and keeps <see cref="State"/> in step with registration.</summary>
        private sealed class StatusTrackingHost : ILinkHost
        {
            private readonly LinkClient _client;
            private readonly ILinkHost _inner;

            public StatusTrackingHost(LinkClient client, ILinkHost inner)
            {
                _client = client;
                _inner = inner;
            }

            public JObject BuildRegisterParams() { return _inner.BuildRegisterParams(); }

            public JArray ListTools() { return _inner.ListTools(); }

            public JObject Health() { return _inner.Health(); }

            public void OnToolsCall(JToken id, JToken parameters) { _inner.OnToolsCall(id, parameters); }

            public void OnCancelled(JToken requestId) { _inner.OnCancelled(requestId); }

            public void OnClients(IList<AttachedClient> clients) { _inner.OnClients(clients); }

            public void Log(string message) { _inner.Log(message); }

            public void OnRegistered(string editorId, JObject result)
            {
                _client._backoff.Reset();
                _client._tokenRefusalLogged = false;
                _client._lastProofRefusal = null;
                var hub = result["hub"] as JObject;
                var version = hub == null || hub["version"] == null ? "?" : (string)hub["version"];
                _client.SetStatus(LinkStatus.Connected, "Connected as " + editorId + " to hub " + version);
                _inner.OnRegistered(editorId, result);
            }

            public void OnRegisterFailed(int code, string message, JObject data)
            {
                _client.SetStatus(code == JsonRpcCodes.VersionMismatch ? LinkStatus.Refused : LinkStatus.Waiting, message);
                _inner.OnRegisterFailed(code, message, data);
            }
        }
    }
}
