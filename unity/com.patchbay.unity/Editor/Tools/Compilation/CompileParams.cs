using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Compilation
{
    public sealed class CompileParams
    {
        [McpParam("Recompile all scripts (clean build cache).")]
        public bool Force;

        [McpParam("Max wait; after it you get a jobId for get_job.", Minimum = 0, Maximum = 45)]
        public int WaitSeconds = 30;
    }
}
