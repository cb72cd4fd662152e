using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Console
{
    public sealed class GetConsoleLogsParams
    {
        [McpParam("Only these types (default all)")]
        public LogKind[] Types;

        [McpParam("Only messages containing this text")]
        public string Text;

        [McpParam("Only entries with id above this (lastId of a previous call)", Minimum = 0)]
        public long Since;

        [McpParam("Newest N entries", Minimum = 1, Maximum = 200)]
        public int Limit = 50;

        [McpParam("Include stack traces")]
        public bool Stack;
    }
}
