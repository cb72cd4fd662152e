using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Net.WebSockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;

namespace Patchbay.Editor.Link
{
    /// <summary>
    /// Keeps this editor connected to a hub, entirely off the main thread:
    /// <code>
    ///   loop: resolve endpoint ─► connect (Bearer) ─► LinkSession (register, heartbeats, messages)
    ///           ▲    no hub: maybe start `patchbay serve`                 │ closed
    ///           └──────────── backoff (0 right after a domain reload) ◄───┘
    /// </code>
    /// Also the <see cref="IMessageSink"/> of the call processor: messages go to the registered session or
    /// are dropped (the call record answers the hub's re-send). A domain reload stops it through
    /// <see cref="CloseForReload"/>, which gets editor/reloading and the close frame out before returning.
    /// </summary>
    public sealed class LinkClient : IMessageSink
    {
        private const int ReceiveChunkBytes = 64 * 1024;
        private const int TickMs = 250;

        private readonly ILinkHost _host;
        private readonly Func<Tuple<HubEndpoint, string>> _resolve;
        private readonly Func<bool> _tryStartHub;
        private readonly Backoff _backoff = new Backoff(new Random());
        private readonly object _lock = new object();
        private CancellationTokenSource _stop;
        private Task _loop;
        private volatile LinkSession _session;
        private volatile WebSocketTransport _transport;
        private volatile bool _reloading;
        private volatile bool _tokenRefusalLogged;

        /// <param name="resolve">Returns the endpoint, or null and the reason none is available.</param>
        /// <param name="tryStartHub">Starts the hub when allowed and known; returns whether it did.</param>
        public LinkClient(ILinkHost host, Func<Tuple<HubEndpoint, string>> resolve, Func<bool> tryStartHub)
        {
            _host = host;
            _resolve = resolve;
            _tryStartHub = tryStartHub;
            Status = LinkStatus.Stopped;
        }

        /// <summary>Raised on a socket thread whenever <see cref="Status"/> or <see cref="StatusDetail"/> changes.</summary>
        public event Action StatusChanged;

        public LinkStatus Status { get; private set; }

        /// <summary>Why the link is not connected, or where it is connected to.</summary>
        public string StatusDetail { get; private set; }

        public string EditorId
        {
            get { var session = _session; return session == null ? null : session.EditorId; }
        }

        public bool IsRegistered
        {
            get { var session = _session; return session != null && session.State == LinkSessionState.Registered; }
        }

        public int MaxMessageBytes
        {
            get { var session = _session; return session == null ? CallProcessor.DefaultMaxMessageBytes : session.MaxMessageBytes; }
        }

        public void Start()
        {
            lock (_lock)
            {
                if (_loop != null)
                {
                    return;
                }

                _reloading = false;
                _stop = new CancellationTokenSource();
                var token = _stop.Token;
                _loop = Task.Run(() => RunAsync(token));
            }
        }

        /// <summary>Stops and closes with 1001 (editor quitting, link switched off).</summary>
        public void Stop()
        {
            StopLoop(LinkCloseCodes.GoingAway, "editor quitting", null);
        }

        /// <summary>
        /// Main thread, from beforeAssemblyReload: sends editor/reloading and closes with 1000 "reloading",
        /// waiting up to about a second so both leave before the domain dies.
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
            var session = _session;
            if (session != null)
            {
                session.SendRaw(json);
            }
        }

        /// <summary>Sends a notification if connected; false otherwise.</summary>
        public bool Notify(string method, JToken parameters)
        {
            var session = _session;
            return session != null && session.Notify(method, parameters);
        }

        private void StopLoop(int code, string reason, JObject reloadingParams)
        {
            Task loop;
            lock (_lock)
            {
                loop = _loop;
                if (loop == null)
                {
                    return;
                }

                _loop = null;
                _stop.Cancel();
            }

            var session = _session;
            var transport = _transport;
            if (session != null && transport != null)
            {
                if (reloadingParams != null)
                {
                    session.Notify(LinkMethods.Reloading, reloadingParams);
                }

                session.MarkClosed();
                transport.FlushAndClose(code, reason, TimeSpan.FromMilliseconds(1500));
            }

            try
            {
                loop.Wait(TimeSpan.FromMilliseconds(500));
            }
            catch (AggregateException)
            {
            }

            SetStatus(LinkStatus.Stopped, reloadingParams != null ? "Domain reload" : "Stopped");
        }

        private async Task RunAsync(CancellationToken stop)
        {
            var delay = TimeSpan.Zero;
            DateTime lastHubStart = DateTime.MinValue;
            while (!stop.IsCancellationRequested)
            {
                if (delay > TimeSpan.Zero)
                {
                    try
                    {
                        await Task.Delay(delay, stop).ConfigureAwait(false);
                    }
                    catch (OperationCanceledException)
                    {
                        return;
                    }
                }

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
                    delay = MaybeStartHub(ref lastHubStart) ? TimeSpan.FromSeconds(1) : _backoff.Next();
                    continue;
                }

                var closeCode = await RunConnectionAsync(resolved.Item1, stop).ConfigureAwait(false);
                if (stop.IsCancellationRequested || _reloading)
                {
                    return;
                }

                if (closeCode == LinkCloseCodes.VersionMismatch || closeCode == LinkCloseCodes.Replaced)
                {
                    delay = _backoff.Max();
                }
                else if (closeCode == -1 && MaybeStartHub(ref lastHubStart))
                {
                    delay = TimeSpan.FromSeconds(1);
                }
                else
                {
                    delay = _backoff.Next();
                }
            }
        }

        private bool MaybeStartHub(ref DateTime lastStart)
        {
            if (_tryStartHub == null || DateTime.UtcNow - lastStart < TimeSpan.FromSeconds(30))
            {
                return false;
            }

            lastStart = DateTime.UtcNow;
            try
            {
                return _tryStartHub();
            }
            catch (Exception e)
            {
                _host.Log("Could not start the patchbay hub: " + e.Message);
                return false;
            }
        }

        /// <summary>Runs one connection; returns the close code (-1 = could not connect).</summary>
        private async Task<int> RunConnectionAsync(HubEndpoint endpoint, CancellationToken stop)
        {
            SetStatus(LinkStatus.Connecting, endpoint.ToString());
            using (var socket = new ClientWebSocket())
            {
                socket.Options.SetRequestHeader("Authorization", "Bearer " + endpoint.Token);
                try
                {
                    using (var connectTimeout = CancellationTokenSource.CreateLinkedTokenSource(stop))
                    {
                        connectTimeout.CancelAfter(TimeSpan.FromSeconds(5));
                        await socket.ConnectAsync(endpoint.WebSocketUri, connectTimeout.Token).ConfigureAwait(false);
                    }
                }
                catch (Exception e)
                {
                    if (stop.IsCancellationRequested)
                    {
                        return -1;
                    }

                    if (IsUnauthorized(e) || TokenRefused(endpoint))
                    {
                        var refused = "The Patchbay hub at " + endpoint.WebSocketUri + " refused this editor's token (HTTP 401; token from "
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

                        return -1;
                    }

                    SetStatus(LinkStatus.Waiting, "Cannot reach the hub at " + endpoint.WebSocketUri + ": " + Describe(e));
                    return -1;
                }

                var transport = new WebSocketTransport(socket, _host.Log);
                var session = new LinkSession(transport, new StatusTrackingHost(this, _host), () => DateTime.UtcNow);
                _transport = transport;
                _session = session;
                session.Start();
                using (var ticker = CancellationTokenSource.CreateLinkedTokenSource(stop))
                {
                    var tick = TickAsync(session, ticker.Token);
                    var remoteClose = await ReceiveAsync(socket, session).ConfigureAwait(false);
                    ticker.Cancel();
                    try
                    {
                        await tick.ConfigureAwait(false);
                    }
                    catch (OperationCanceledException)
                    {
                    }

                    session.MarkClosed();
                    _session = null;
                    _transport = null;
                    var code = transport.LocalCloseCode != 0 ? transport.LocalCloseCode : remoteClose;
                    if (!_reloading && !stop.IsCancellationRequested)
                    {
                        var reason = socket.CloseStatusDescription;
                        SetStatus(code == LinkCloseCodes.VersionMismatch ? LinkStatus.Refused : LinkStatus.Waiting,
                            "Disconnected from the hub (" + code + (string.IsNullOrEmpty(reason) ? string.Empty : " " + reason) + "); reconnecting.");
                    }

                    return code;
                }
            }
        }

        private static async Task TickAsync(LinkSession session, CancellationToken token)
        {
            while (!token.IsCancellationRequested && session.State != LinkSessionState.Closed)
            {
                await Task.Delay(TickMs, token).ConfigureAwait(false);
                session.Tick();
            }
        }

        /// <summary>Reads frames until the socket closes; returns the peer's close code (or 1006).</summary>
        private async Task<int> ReceiveAsync(ClientWebSocket socket, LinkSession session)
        {
            var buffer = new byte[ReceiveChunkBytes];
            var message = new MemoryStream();
            var oversized = false;
            try
            {
                while (socket.State == WebSocketState.Open || socket.State == WebSocketState.CloseSent)
                {
                    var received = await socket.ReceiveAsync(new ArraySegment<byte>(buffer), CancellationToken.None).ConfigureAwait(false);
                    if (received.MessageType == WebSocketMessageType.Close)
                    {
                        if (socket.State == WebSocketState.CloseReceived)
                        {
                            using (var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(1)))
                            {
                                await socket.CloseOutputAsync(WebSocketCloseStatus.NormalClosure, string.Empty, timeout.Token).ConfigureAwait(false);
                            }
                        }

                        return socket.CloseStatus.HasValue ? (int)socket.CloseStatus.Value : 1005;
                    }

                    if (!oversized)
                    {
                        if (message.Length + received.Count > session.MaxMessageBytes)
                        {
                            oversized = true;
                            message.SetLength(0);
                        }
                        else
                        {
                            message.Write(buffer, 0, received.Count);
                        }
                    }

                    if (!received.EndOfMessage)
                    {
                        continue;
                    }

                    if (oversized)
                    {
                        _host.Log("Dropped a message from the hub larger than " + session.MaxMessageBytes + " bytes.");
                    }
                    else if (received.MessageType == WebSocketMessageType.Binary)
                    {
                        _host.Log("Dropped a binary frame from the hub (the link uses text frames).");
                    }
                    else
                    {
                        var text = Encoding.UTF8.GetString(message.GetBuffer(), 0, (int)message.Length);
                        try
                        {
                            session.Receive(text);
                        }
                        catch (Exception e)
                        {
                            // A bug in handling one message must not take the link down.
                            _host.Log("Error handling a message from the hub: " + e);
                        }
                    }

                    oversized = false;
                    message.SetLength(0);
                }
            }
            catch (Exception e)
            {
                if (!(e is WebSocketException) && !(e is ObjectDisposedException) && !(e is OperationCanceledException) && !(e is InvalidOperationException))
                {
                    throw;
                }
            }

            return socket.CloseStatus.HasValue ? (int)socket.CloseStatus.Value : 1006;
        }

        private static bool IsUnauthorized(Exception e)
        {
            for (var inner = e; inner != null; inner = inner.InnerException)
            {
                if (inner.Message.Contains("401"))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// Some ClientWebSocket implementations (Mono's) report a refused upgrade only as "Unable to connect", so a
        /// failed connect asks the hub once over plain HTTP: a wrong token gets 401 there too (docs/protocol.md §1).
        /// </summary>
        private static bool TokenRefused(HubEndpoint endpoint)
        {
            try
            {
                var uri = new UriBuilder(endpoint.WebSocketUri) { Scheme = endpoint.WebSocketUri.Scheme == "wss" ? "https" : "http" }.Uri;
                var request = (HttpWebRequest)WebRequest.Create(uri);
                request.Method = "GET";
                request.Timeout = 2000;
                request.ReadWriteTimeout = 2000;
                request.Headers[HttpRequestHeader.Authorization] = "Bearer " + endpoint.Token;
                using (request.GetResponse())
                {
                    return false;
                }
            }
            catch (WebException e)
            {
                var response = e.Response as HttpWebResponse;
                var refused = response != null && response.StatusCode == HttpStatusCode.Unauthorized;
                if (response != null)
                {
                    response.Close();
                }

                return refused;
            }
            catch (Exception)
            {
                return false;
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
            if (Status == status && StatusDetail == detail)
            {
                return;
            }

            Status = status;
            StatusDetail = detail;
            var handler = StatusChanged;
            if (handler != null)
            {
                handler();
            }
        }

        /// <summary>Passes host callbacks through and keeps <see cref="Status"/> in step with registration.</summary>
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

            public void OnToolsCall(JToken id, JToken parameters) { _inner.OnToolsCall(id, parameters); }

            public void OnCancelled(JToken requestId) { _inner.OnCancelled(requestId); }

            public void OnClients(IList<AttachedClient> clients) { _inner.OnClients(clients); }

            public void Log(string message) { _inner.Log(message); }

            public void OnRegistered(string editorId, JObject result)
            {
                _client._backoff.Reset();
                _client._tokenRefusalLogged = false;
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
