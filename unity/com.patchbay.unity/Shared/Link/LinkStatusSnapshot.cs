namespace Patchbay.Shared.Link
{
    /// <summary>
    /// The link's status and its explanation, published together as one immutable object: the link thread writes
    /// it, the main thread (editor window, tools) reads it, and a reader never sees the status of one moment with
    /// the detail of another.
    /// </summary>
    public sealed class LinkStatusSnapshot
    {
        public LinkStatusSnapshot(LinkStatus status, string detail)
        {
            Status = status;
            Detail = detail;
        }

        public LinkStatus Status { get; private set; }

        /// <summary>Why the link is not connected, or where it is connected to.</summary>
        public string Detail { get; private set; }
    }
}
