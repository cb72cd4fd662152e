using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Diagnostics
{
    public sealed class IncrementCounterParams
    {
        [McpParam("Counter name: letters, digits, '_' and '-'.", MinLength = 1, MaxLength = 64)]
        public string Counter = "default";

        [McpParam("Wait this long (on the editor, cancellable) before incrementing; lets a test put a domain reload in the middle of a call.", Minimum = 0, Maximum = 60000)]
        public int DelayMs;
    }
}
