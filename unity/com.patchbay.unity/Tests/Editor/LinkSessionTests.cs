using System;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    public class LinkSessionTests
    {
        private FakeTransport _transport;
        private FakeHost _host;
        private DateTime _now;
        private LinkSession _session;

        [SetUp]
        public void SetUp()
        {
            _transport = new FakeTransport();
            _host = new FakeHost();
            _now = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc);
            _session = new LinkSession(_transport, _host, () => _now);
            _session.Start();
        }

        private void Register()
        {
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"e-1\",\"result\":{\"editorId\":\"MyGame@9625308d\",\"protocolVersion\":\"patchbay-link/1\",\"heartbeatIntervalMs\":2000,\"maxMessageBytes\":1048576}}");
        }

        [Test]
        public void RegistersFirst()
        {
            var register = _transport.Last;
            Assert.AreEqual("editor/register", (string)register["method"]);
            Assert.AreEqual("e-1", (string)register["id"]);
            Assert.AreEqual("patchbay-link/1", (string)register["params"]["protocolVersion"]);
            Register();
            Assert.AreEqual(LinkSessionState.Registered, _session.State);
            Assert.AreEqual("MyGame@9625308d", _host.RegisteredId);
            Assert.AreEqual(2000, _session.HeartbeatIntervalMs);
            Assert.AreEqual(1048576, _session.MaxMessageBytes);
        }

        [Test]
        public void NotificationsWaitForRegistration()
        {
            Assert.IsFalse(_session.Notify("editor/state", null));
            Register();
            Assert.IsTrue(_session.Notify("editor/state", null));
        }

        [Test]
        public void VersionMismatchIsReported()
        {
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"e-1\",\"error\":{\"code\":-32041,\"message\":\"mismatch\",\"data\":{\"patchbay\":\"version_mismatch\",\"update\":\"hub\"}}}");
            Assert.AreEqual(-32041, _host.FailedCode);
            Assert.AreEqual("hub", (string)_host.FailedData["update"]);
            Assert.AreEqual(LinkSessionState.Closed, _session.State);
        }

        [Test]
        public void RegisterTimesOut()
        {
            _now = _now.AddSeconds(11);
            _session.Tick();
            Assert.AreEqual(LinkCloseCodes.ProtocolError, _transport.CloseCode);
        }

        [Test]
        public void AnswersPingAndToolsListAndForwardsCalls()
        {
            Register();
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-5\",\"method\":\"ping\"}");
            Assert.AreEqual("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-5\",\"result\":{}}", _transport.Sent[_transport.Sent.Count - 1]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-6\",\"method\":\"tools/list\",\"params\":{}}");
            Assert.AreEqual("ping", (string)_transport.Last["result"]["tools"][0]["name"]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-7\",\"method\":\"tools/call\",\"params\":{\"name\":\"ping\"}}");
            Assert.AreEqual("h-1-7", (string)_host.Calls[0]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"h-1-7\"}}");
            Assert.AreEqual("h-1-7", (string)_host.Cancelled[0]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"method\":\"hub/clients\",\"params\":{\"clients\":[{\"name\":\"claude-code\",\"version\":\"2.0\",\"sessions\":2}]}}");
            Assert.AreEqual("claude-code", _host.Clients[0].Name);
            Assert.AreEqual(2, _host.Clients[0].Sessions);
        }

        [Test]
        public void BrokenInputIsAnsweredAndTheLinkStays()
        {
            Register();
            _session.Receive("{oops");
            Assert.AreEqual(-32700, (int)_transport.Last["error"]["code"]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-8\",\"method\":\"tools/call\",\"params\":[1]}");
            Assert.AreEqual(-32602, (int)_transport.Last["error"]["code"]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-9\",\"method\":\"hub/unknown\"}");
            Assert.AreEqual(-32601, (int)_transport.Last["error"]["code"]);
            _session.Receive("{\"jsonrpc\":\"1.0\",\"id\":\"h-1-10\",\"method\":\"ping\"}");
            Assert.AreEqual(-32600, (int)_transport.Last["error"]["code"]);
            Assert.AreEqual(LinkSessionState.Registered, _session.State);
            Assert.AreEqual(0, _transport.CloseCode);
        }

        [Test]
        public void PingCarriesTheMainThreadHealthFromTheSocketThread()
        {
            Register();
            _host.HealthAnswer = new Newtonsoft.Json.Linq.JObject { { "lastUpdateMsAgo", 40000 }, { "playMode", "playing" } };
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-8\",\"method\":\"ping\"}");
            Assert.AreEqual("h-1-8", (string)_transport.Last["id"]);
            Assert.AreEqual(40000, (long)_transport.Last["result"]["health"]["lastUpdateMsAgo"]);
            Assert.AreEqual("playing", (string)_transport.Last["result"]["health"]["playMode"]);
        }

        [Test]
        public void NothingIsAnsweredBeforeTheHubAcceptsTheRegister()
        {
            // A server on the hub's port that took the WebSocket but has not answered editor/register learns nothing.
            _host.HealthAnswer = new Newtonsoft.Json.Linq.JObject { { "lastUpdateMsAgo", 40000 } };
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"x-1\",\"method\":\"ping\"}");
            Assert.AreEqual(JsonRpcCodes.NotRegistered, (int)_transport.Last["error"]["code"]);
            Assert.AreEqual("not_registered", (string)_transport.Last["error"]["data"]["patchbay"]);
            Assert.IsNull(_transport.Last["result"]);
            Assert.IsFalse(_transport.Sent[_transport.Sent.Count - 1].Contains("lastUpdateMsAgo"));
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"x-2\",\"method\":\"tools/list\"}");
            Assert.AreEqual(JsonRpcCodes.NotRegistered, (int)_transport.Last["error"]["code"]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"x-3\",\"method\":\"tools/call\",\"params\":{\"name\":\"ping\"}}");
            Assert.AreEqual(JsonRpcCodes.NotRegistered, (int)_transport.Last["error"]["code"]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"h-1-7\"}}");
            Assert.AreEqual(0, _host.Calls.Count);
            Assert.AreEqual(0, _host.Cancelled.Count);
            Register();
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-9\",\"method\":\"ping\"}");
            Assert.AreEqual(40000, (long)_transport.Last["result"]["health"]["lastUpdateMsAgo"]);
        }

        [Test]
        public void HeartbeatPingsAndDetectsSilence()
        {
            Register();
            var before = _transport.Sent.Count;
            _now = _now.AddMilliseconds(2000);
            _session.Tick();
            Assert.AreEqual(before + 1, _transport.Sent.Count);
            Assert.AreEqual("ping", (string)_transport.Last["method"]);
            _session.Receive("{\"jsonrpc\":\"2.0\",\"id\":" + _transport.Last["id"].ToString(Newtonsoft.Json.Formatting.None) + ",\"result\":{}}");

            _now = _now.AddMilliseconds(3999);
            _session.Tick();
            Assert.AreEqual(0, _transport.CloseCode);
            _now = _now.AddMilliseconds(1);
            _session.Tick();
            Assert.AreEqual(LinkCloseCodes.HeartbeatTimeout, _transport.CloseCode);
            Assert.IsTrue(_transport.Aborted);
        }
    }
}
