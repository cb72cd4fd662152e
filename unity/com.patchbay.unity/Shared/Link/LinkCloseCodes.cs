namespace Patchbay.Shared.Link
{
    /// <summary>WebSocket close codes of docs/protocol.md §8.</summary>
    public static class LinkCloseCodes
    {
        public const int Normal = 1000;
        public const int GoingAway = 1001;
        public const int MessageTooBig = 1009;
        public const int ProtocolError = 4000;
        public const int Replaced = 4001;
        public const int VersionMismatch = 4002;
        public const int HeartbeatTimeout = 4003;
        public const int TooManyEditors = 4004;
        /// <summary>Another live process holds this editor's id; the link retries with its usual backoff.</summary>
        public const int IdInUse = 4005;

        public const string ReloadingReason = "reloading";
    }
}
