using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Jobs
{
    public sealed class GetJobParams
    {
        [McpParam("", Required = true)]
        public string JobId;

        [McpParam("", Minimum = 0, Maximum = 45)]
        public int WaitSeconds = 30;
    }
}
