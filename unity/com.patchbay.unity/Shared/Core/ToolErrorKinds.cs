namespace Patchbay.Shared.Core
{
    /// <summary>The "patchbay" kinds of docs/protocol.md §7, for error data and tool error results.</summary>
    public static class ToolErrorKinds
    {
        public const string InvalidArguments = "invalid_arguments";
        public const string SecurityBlocked = "security_blocked";
        public const string Interrupted = "interrupted";
        public const string ResultLost = "result_lost";
        public const string ResultTooLarge = "result_too_large";
        public const string Cancelled = "cancelled";
        public const string ToolFailed = "tool_failed";
    }
}
