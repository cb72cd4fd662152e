using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Console
{
    [Preserve]
    public sealed class GetConsoleLogsParams
    {
        [Preserve]
        public LogKind[] Types;

        [Preserve]
        public string Text;

        [McpParam("After this id (lastId)", Minimum = 0)]
        [Preserve]
        public long Since;

        [McpParam("", Minimum = 1, Maximum = 200)]
        [Preserve]
        public int Limit = 50;

        [Preserve]
        public bool Stack;
    }
}
