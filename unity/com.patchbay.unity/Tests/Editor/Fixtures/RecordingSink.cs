using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests.Fixtures
{
    public sealed class RecordingSink : IMessageSink
    {
        public readonly List<string> Sent = new List<string>();

        public void Send(string json)
        {
            lock (Sent)
            {
                Sent.Add(json);
            }
        }

        public JObject Last
        {
            get { return JObject.Parse(Sent[Sent.Count - 1]); }
        }

        public JObject At(int index)
        {
            return JObject.Parse(Sent[index]);
        }
    }
}
