namespace Patchbay.Shared.Link
{
    /// <summary>The link protocol this package speaks (docs/protocol.md §4.1), named once.</summary>
    public static class LinkProtocol
    {
        /// <summary>Sent as protocolVersion in editor/register; the hub refuses a version it does not speak.</summary>
        public const string Version = "patchbay-link/1";
    }
}
