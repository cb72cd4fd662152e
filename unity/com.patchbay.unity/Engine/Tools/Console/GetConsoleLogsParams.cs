using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Console
{
    public sealed class GetConsoleLogsParams
    {
        public LogKind[] Types;

        public string Text;

        [McpParam("After this id (lastId)", Minimum = 0)]
        public long Since;

        [McpParam("", Minimum = 1, Maximum = 200)]
        public int Limit = 50;

        public bool Stack;
    }
}
