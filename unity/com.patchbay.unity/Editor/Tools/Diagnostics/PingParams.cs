using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Diagnostics
{
    public sealed class PingParams
    {
        [McpParam("", MaxLength = 200)]
        public string Message;
    }
}
