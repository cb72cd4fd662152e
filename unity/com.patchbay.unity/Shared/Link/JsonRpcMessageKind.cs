namespace Patchbay.Shared.Link
{
    public enum JsonRpcMessageKind
    {
        /// <summary>Not JSON at all.</summary>
        Unparseable,
        /// <summary>JSON, but not a JSON-RPC 2.0 message.</summary>
        Invalid,
        Request,
        Notification,
        Result,
        Error,
    }
}
