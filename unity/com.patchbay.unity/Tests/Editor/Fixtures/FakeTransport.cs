using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests.Fixtures
{
    public sealed class FakeTransport : ILinkTransport
    {
        public readonly List<string> Sent = new List<string>();
        public int CloseCode;
        public bool Aborted;

        public void Send(string text)
        {
            Sent.Add(text);
        }

        public void Close(int code, string reason, bool abort)
        {
            CloseCode = code;
            Aborted = abort;
        }

        public JObject Last
        {
            get { return JObject.Parse(Sent[Sent.Count - 1]); }
        }
    }
}
