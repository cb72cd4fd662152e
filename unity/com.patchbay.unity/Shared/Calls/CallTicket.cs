using System.Diagnostics;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.Calls
{
    /// <summary>
    /// One tools/call as the call processor answers and logs it: who asked for which tool under which link id,
    /// since when, and whether the answer is a replay from the call record. Main thread only.
    /// </summary>
    internal sealed class CallTicket
    {
        public CallTicket(JToken id, string key, string tool, string client)
        {
            Id = id;
            Key = key;
            Tool = tool;
            Client = client;
            Timer = Stopwatch.StartNew();
        }

        /// <summary>The JSON-RPC id the hub sent.</summary>
        public JToken Id { get; private set; }

        /// <summary>The id in its JSON form, the key of the call record.</summary>
        public string Key { get; private set; }

        public string Tool { get; private set; }

        /// <summary>The MCP client's name, when the hub said; null for replays.</summary>
        public string Client { get; private set; }

        public Stopwatch Timer { get; private set; }

        /// <summary>Set once the tool runs: its response is sent under the context's lock (progress stops first).</summary>
        public ToolCallContext Context { get; set; }

        /// <summary>Answered from the call record, not by running the tool.</summary>
        public bool Replayed { get; set; }
    }
}
