using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Compilation
{
    public sealed class CompileParams
    {
        [McpParam("Rebuild all")]
        public bool Force;

        [McpParam("Then a jobId for get_job", Minimum = 0, Maximum = 45)]
        public int WaitSeconds = 30;
    }
}
