using System;
using System.Collections.Generic;
using System.Globalization;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// The link protocol on one connection, without sockets (docs/protocol.md §3–§5):
    /// <code>
    ///   Start ──► Registering ──register result──► Registered ──close/timeout──► Closed
    ///                  └──── error or no answer in 10 s ─────────────────────────┘
    /// </code>
    /// Answers ping and tools/list itself (on the socket thread, so a busy main thread never stalls the link),
    /// passes tools/call and cancellations to the host, keeps the heartbeat (ping every H, dead after 2·H of
    /// silence) and reports broken input with JSON-RPC errors without dropping the link. Thread-safe:
    /// <see cref="Receive"/> and <see cref="Tick"/> come from different threads.
    /// </summary>
    public sealed class LinkSession
    {
        public const int DefaultHeartbeatMs = 5000;
        public const int RegisterTimeoutMs = 10000;

        private readonly ILinkTransport _transport;
        private readonly ILinkHost _host;
        private readonly Func<DateTime> _clock;
        private readonly object _lock = new object();
        private readonly Dictionary<string, string> _pendingRequests = new Dictionary<string, string>(StringComparer.Ordinal);
        private int _nextId;
        private DateTime _startedAt;
        private DateTime _lastReceived;
        private DateTime _lastPingSent;

        public LinkSession(ILinkTransport transport, ILinkHost host, Func<DateTime> clock)
        {
            _transport = transport;
            _host = host;
            _clock = clock;
            HeartbeatIntervalMs = DefaultHeartbeatMs;
            MaxMessageBytes = LinkLimits.DefaultMaxMessageBytes;
            State = LinkSessionState.Registering;
        }

        public LinkSessionState State { get; private set; }

        public string EditorId { get; private set; }

        public int HeartbeatIntervalMs { get; private set; }

        public int MaxMessageBytes { get; private set; }

        /// <summary>Sends editor/register; call once, right after the connection opened.</summary>
        public void Start()
        {
            lock (_lock)
            {
                _startedAt = _lastReceived = _lastPingSent = _clock();
                SendRequest(LinkMethods.Register, _host.BuildRegisterParams());
            }
        }

        /// <summary>Sends a notification if registered; returns false (and sends nothing) otherwise.</summary>
        public bool Notify(string method, JToken parameters)
        {
            lock (_lock)
            {
                if (State != LinkSessionState.Registered)
                {
                    return false;
                }

                _transport.Send(JsonRpc.Notification(method, parameters));
                return true;
            }
        }

        /// <summary>Sends an already serialized message if registered.</summary>
        public bool SendRaw(string text)
        {
            lock (_lock)
            {
                if (State != LinkSessionState.Registered)
                {
                    return false;
                }

                _transport.Send(text);
                return true;
            }
        }

        /// <summary>Marks the session closed (the socket is gone or closing); nothing more is sent.</summary>
        public void MarkClosed()
        {
            lock (_lock)
            {
                State = LinkSessionState.Closed;
            }
        }

        /// <summary>Call every few hundred milliseconds: heartbeats and the register deadline.</summary>
        public void Tick()
        {
            lock (_lock)
            {
                if (State == LinkSessionState.Closed)
                {
                    return;
                }

                var now = _clock();
                if (State == LinkSessionState.Registering)
                {
                    if ((now - _startedAt).TotalMilliseconds >= RegisterTimeoutMs)
                    {
                        CloseLocked(LinkCloseCodes.ProtocolError, "protocol error: no register result within 10 s", false);
                    }

                    return;
                }

                if ((now - _lastReceived).TotalMilliseconds >= 2.0 * HeartbeatIntervalMs)
                {
                    _host.Log("No message from the hub for " + (2 * HeartbeatIntervalMs / 1000.0).ToString(CultureInfo.InvariantCulture) + " s; reconnecting.");
                    CloseLocked(LinkCloseCodes.HeartbeatTimeout, "heartbeat timeout", true);
                    return;
                }

                if ((now - _lastPingSent).TotalMilliseconds >= HeartbeatIntervalMs)
                {
                    _lastPingSent = now;
                    SendRequest(LinkMethods.Ping, null);
                }
            }
        }

        /// <summary>Handles one text frame from the hub.</summary>
        public void Receive(string text)
        {
            var message = JsonRpcMessage.Parse(text);
            lock (_lock)
            {
                if (State == LinkSessionState.Closed)
                {
                    return;
                }

                _lastReceived = _clock();
                switch (message.Kind)
                {
                    case JsonRpcMessageKind.Unparseable:
                        _host.Log("Dropped a message from the hub that is not JSON.");
                        _transport.Send(JsonRpc.Error(null, JsonRpcCodes.ParseError, "Parse error: " + message.Problem, "parse_error", null));
                        return;
                    case JsonRpcMessageKind.Invalid:
                        _host.Log("Dropped an invalid message from the hub: " + message.Problem);
                        if (message.Id != null || text.IndexOf("\"method\"", StringComparison.Ordinal) >= 0)
                        {
                            _transport.Send(JsonRpc.Error(message.Id, JsonRpcCodes.InvalidRequest, "Invalid request: " + message.Problem, "invalid_request", null));
                        }

                        return;
                    case JsonRpcMessageKind.Request:
                        HandleRequest(message);
                        return;
                    case JsonRpcMessageKind.Notification:
                        HandleNotification(message);
                        return;
                    default:
                        HandleResponse(message);
                        return;
                }
            }
        }

        private void HandleRequest(JsonRpcMessage message)
        {
            if (State != LinkSessionState.Registered)
            {
                // Only the hub that accepted this editor's register gets answers: a server that took the WebSocket
                // but has not answered editor/register (a stale or foreign process on the hub's port) learns nothing
                // of the main thread's health, the tools or the project, and runs nothing (docs/protocol.md §3).
                _transport.Send(JsonRpc.Error(message.Id, JsonRpcCodes.NotRegistered,
                    "Not registered: this editor answers '" + message.Method + "' only after its editor/register has been accepted.",
                    "not_registered", null));
                return;
            }

            switch (message.Method)
            {
                case LinkMethods.Ping:
                    // The hub's ping is also its health probe: answered here, on the socket thread, from the snapshot
                    // the main thread publishes, so it is answered while the main thread is stuck.
                    var health = _host.Health();
                    _transport.Send(JsonRpc.Result(message.Id, health == null ? new JObject() : new JObject { { "health", health } }));
                    return;
                case LinkMethods.ToolsList:
                    _transport.Send(JsonRpc.Result(message.Id, new JObject { { "tools", _host.ListTools() } }));
                    return;
                case LinkMethods.ToolsCall:
                    if (!(message.Params is JObject))
                    {
                        _transport.Send(JsonRpc.Error(message.Id, JsonRpcCodes.InvalidParams, "tools/call needs params {name, arguments}.", "invalid_params", null));
                        return;
                    }

                    _host.OnToolsCall(message.Id, message.Params);
                    return;
                default:
                    _transport.Send(JsonRpc.Error(message.Id, JsonRpcCodes.MethodNotFound,
                        "Method '" + message.Method + "' is not part of " + LinkProtocol.Version + " on the editor side.", "method_not_found", null));
                    return;
            }
        }

        private void HandleNotification(JsonRpcMessage message)
        {
            if (State != LinkSessionState.Registered)
            {
                return;  // as the hub does with an editor's notifications before register (docs/protocol.md §3)
            }

            var parameters = message.Params as JObject;
            switch (message.Method)
            {
                case LinkMethods.Cancelled:
                    var requestId = parameters == null ? null : parameters["requestId"];
                    if (requestId != null && (requestId.Type == JTokenType.String || requestId.Type == JTokenType.Integer))
                    {
                        _host.OnCancelled(requestId);
                    }

                    return;
                case LinkMethods.HubClients:
                    _host.OnClients(ParseClients(parameters));
                    return;
            }
        }

        private void HandleResponse(JsonRpcMessage message)
        {
            string method;
            var key = message.Id.ToString(Newtonsoft.Json.Formatting.None);
            if (!_pendingRequests.TryGetValue(key, out method))
            {
                return;
            }

            _pendingRequests.Remove(key);
            if (method != LinkMethods.Register)
            {
                return;
            }

            if (message.Kind == JsonRpcMessageKind.Error)
            {
                var code = message.Error["code"] != null && message.Error["code"].Type == JTokenType.Integer ? (int)message.Error["code"] : 0;
                var text = message.Error["message"] == null ? "register refused" : (string)message.Error["message"];
                _host.OnRegisterFailed(code, text, message.Error["data"] as JObject);
                if (code == JsonRpcCodes.VersionMismatch)
                {
                    State = LinkSessionState.Closed;
                }

                return;
            }

            var result = message.Result as JObject;
            var editorId = result == null ? null : result["editorId"];
            if (editorId == null || editorId.Type != JTokenType.String)
            {
                _host.OnRegisterFailed(JsonRpcCodes.InvalidParams, "The hub's register result has no editorId.", null);
                CloseLocked(LinkCloseCodes.ProtocolError, "protocol error: register result without editorId", false);
                return;
            }

            var heartbeat = result["heartbeatIntervalMs"];
            if (heartbeat != null && heartbeat.Type == JTokenType.Integer && (int)heartbeat >= 500)
            {
                HeartbeatIntervalMs = (int)heartbeat;
            }

            var maxBytes = result["maxMessageBytes"];
            if (maxBytes != null && maxBytes.Type == JTokenType.Integer && (long)maxBytes >= 65536 && (long)maxBytes <= int.MaxValue)
            {
                MaxMessageBytes = (int)maxBytes;
            }

            EditorId = (string)editorId;
            State = LinkSessionState.Registered;
            _lastPingSent = _clock();
            _host.OnRegistered(EditorId, result);
        }

        private static IList<AttachedClient> ParseClients(JObject parameters)
        {
            var clients = new List<AttachedClient>();
            var array = parameters == null ? null : parameters["clients"] as JArray;
            if (array == null)
            {
                return clients;
            }

            foreach (var item in array)
            {
                var client = item as JObject;
                if (client == null)
                {
                    continue;
                }

                var name = client["name"] != null && client["name"].Type == JTokenType.String ? (string)client["name"] : "(unnamed)";
                var version = client["version"] != null && client["version"].Type == JTokenType.String ? (string)client["version"] : string.Empty;
                var sessions = client["sessions"] != null && client["sessions"].Type == JTokenType.Integer ? (int)client["sessions"] : 1;
                clients.Add(new AttachedClient(name, version, sessions));
            }

            return clients;
        }

        private void SendRequest(string method, JToken parameters)
        {
            var id = "e-" + (++_nextId).ToString(CultureInfo.InvariantCulture);
            _pendingRequests[JsonRpcId(id)] = method;
            _transport.Send(JsonRpc.Request(id, method, parameters));

            // Unanswered pings would otherwise pile up on a link that is about to be declared dead.
            if (_pendingRequests.Count > 64)
            {
                _pendingRequests.Clear();
            }
        }

        private static string JsonRpcId(string id)
        {
            return new JValue(id).ToString(Newtonsoft.Json.Formatting.None);
        }

        private void CloseLocked(int code, string reason, bool abort)
        {
            State = LinkSessionState.Closed;
            _transport.Close(code, reason, abort);
        }
    }
}
