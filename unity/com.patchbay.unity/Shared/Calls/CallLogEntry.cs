using System;

namespace Patchbay.Shared.Calls
{
    /// <summary>One finished call, for the editor window's log.</summary>
    public sealed class CallLogEntry
    {
        public DateTime FinishedUtc { get; internal set; }

        public string CallId { get; internal set; }

        public string Tool { get; internal set; }

        public string Client { get; internal set; }

        /// <summary>"ok", or the error kind of docs/protocol.md §7.</summary>
        public string Outcome { get; internal set; }

        public double DurationMs { get; internal set; }

        /// <summary>True when answered from the call record instead of running the tool.</summary>
        public bool Replayed { get; internal set; }
    }
}
