using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class PingParams
    {
        [McpParam("Optional text echoed back, to match answers to questions.", MaxLength = 200)]
        public string Message;
    }
}
