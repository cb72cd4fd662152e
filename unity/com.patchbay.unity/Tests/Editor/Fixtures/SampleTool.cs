using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    [McpTool("sample_tool", "Echoes its arguments; used by the tests.", Group = "testing", ReadOnly = true, Title = "Sample tool")]
    public sealed class SampleTool : McpTool<SampleParams, SampleResult>
    {
        public int Runs;

        protected override Task<SampleResult> ExecuteAsync(SampleParams parameters, ToolCallContext context)
        {
            Runs++;
            if (parameters.Name == "boom")
            {
                throw new System.InvalidOperationException("exploded");
            }

            if (parameters.Name == "refuse")
            {
                throw new ToolException("No thing named refuse.");
            }

            return Done(new SampleResult { Name = parameters.Name, Count = parameters.Count, Mode = parameters.Mode, Ratio = 0.5 });
        }
    }
}
