using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>A non-resumable tool that never finishes by itself.</summary>
    [McpTool("sample_tool2", "Never finishes; not resumable.", Group = "testing")]
    public sealed class SampleTool2 : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            return new TaskCompletionSource<string>().Task;
        }
    }
}
