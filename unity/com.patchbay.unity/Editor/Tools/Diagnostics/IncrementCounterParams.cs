using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Diagnostics
{
    public sealed class IncrementCounterParams
    {
        [McpParam("[A-Za-z0-9_-]", MinLength = 1, MaxLength = 64)]
        public string Counter = "default";

        [McpParam("Cancellable wait first", Minimum = 0, Maximum = 60000)]
        public int DelayMs;
    }
}
