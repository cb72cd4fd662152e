namespace Patchbay.Shared.Calls
{
    /// <summary>What the call record knows about one call id.</summary>
    public sealed class CallRecordEntry
    {
        public string CallId { get; internal set; }

        public string Tool { get; internal set; }

        public CallState State { get; internal set; }

        /// <summary>The domain (1, 2, …) that last owned the call.</summary>
        public int Domain { get; internal set; }

        /// <summary>The full JSON-RPC response text; null if not finished or too large to keep.</summary>
        public string Response { get; internal set; }

        /// <summary>Finished, but the response exceeded the per-response limit and was not kept.</summary>
        public bool ResponseDropped { get; internal set; }

        /// <summary>Finished without its tool ever starting (cancelled before it began).</summary>
        public bool NeverRan { get; internal set; }

        /// <summary>For resumable tools: state saved by the running call; null otherwise.</summary>
        public string ResumeState { get; internal set; }

        internal int StoredBytes
        {
            get { return (Response == null ? 0 : Response.Length) + (ResumeState == null ? 0 : ResumeState.Length); }
        }
    }
}
