using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Packages
{
    public sealed class RemovePackageParams
    {
        [McpParam("Package name", Required = true)]
        public string Name;

        [McpParam("Then a jobId for get_job", Minimum = 0, Maximum = 45)]
        public int WaitSeconds = 20;
    }
}
