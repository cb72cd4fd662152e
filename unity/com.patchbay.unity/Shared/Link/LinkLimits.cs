namespace Patchbay.Shared.Link
{
    /// <summary>Limits of the link protocol (docs/protocol.md), named once.</summary>
    public static class LinkLimits
    {
        /// <summary>Largest message either side sends until the hub's register result says otherwise (maxMessageBytes).</summary>
        public const int DefaultMaxMessageBytes = 8 * 1024 * 1024;
    }
}
