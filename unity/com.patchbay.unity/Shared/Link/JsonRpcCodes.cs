namespace Patchbay.Shared.Link
{
    /// <summary>JSON-RPC error codes of docs/protocol.md §7.</summary>
    public static class JsonRpcCodes
    {
        public const int ParseError = -32700;
        public const int InvalidRequest = -32600;
        public const int MethodNotFound = -32601;
        public const int InvalidParams = -32602;
        public const int InternalError = -32603;
        public const int NotRegistered = -32040;
        public const int VersionMismatch = -32041;
        public const int TooManyEditors = -32042;
        public const int IdInUse = -32043;
    }
}
