using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Packages
{
    public sealed class AddPackageParams
    {
        [McpParam("name, name@version or https git URL (.git#tag)", Required = true)]
        public string Id;

        [McpParam("Then a jobId for get_job", Minimum = 0, Maximum = 45)]
        public int WaitSeconds = 20;
    }
}
