namespace Patchbay.Shared.Link
{
    /// <summary>Method names of the link protocol (docs/protocol.md §4).</summary>
    public static class LinkMethods
    {
        public const string Register = "editor/register";
        public const string State = "editor/state";
        public const string Changed = "editor/changed";
        public const string Reloading = "editor/reloading";
        public const string ToolsList = "tools/list";
        public const string ToolsCall = "tools/call";
        public const string ToolsListChanged = "notifications/tools/list_changed";
        public const string Progress = "notifications/progress";
        public const string Cancelled = "notifications/cancelled";
        public const string Ping = "ping";
        public const string HubClients = "hub/clients";
    }
}
