using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Diagnostics
{
    public sealed class IncrementCounterResult
    {
        [McpParam("The counter that was incremented.")]
        public string Counter;

        [McpParam("Its value after this call's increment.")]
        public long Value;

        [McpParam("The link call id, as written to Library/Patchbay/counters/<counter>.log.")]
        public string CallId;
    }
}
