using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests.Fixtures
{
    public sealed class FakeHost : ILinkHost
    {
        public readonly List<JToken> Calls = new List<JToken>();
        public readonly List<JToken> Cancelled = new List<JToken>();
        public readonly List<string> Logs = new List<string>();
        public IList<AttachedClient> Clients;
        public string RegisteredId;
        public int FailedCode;
        public JObject FailedData;

        public JObject BuildRegisterParams()
        {
            return new JObject { { "protocolVersion", "patchbay-link/1" } };
        }

        public JArray ListTools()
        {
            return new JArray(new JObject { { "name", "ping" } });
        }

        public JObject HealthAnswer;

        public JObject Health()
        {
            return HealthAnswer;
        }

        public void OnToolsCall(JToken id, JToken parameters)
        {
            Calls.Add(id);
        }

        public void OnCancelled(JToken requestId)
        {
            Cancelled.Add(requestId);
        }

        public void OnRegistered(string editorId, JObject result)
        {
            RegisteredId = editorId;
        }

        public void OnRegisterFailed(int code, string message, JObject data)
        {
            FailedCode = code;
            FailedData = data;
        }

        public void OnClients(IList<AttachedClient> clients)
        {
            Clients = clients;
        }

        public void Log(string message)
        {
            Logs.Add(message);
        }
    }
}
