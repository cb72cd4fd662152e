using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>A tool the test finishes by hand, to model calls that span frames or reloads.</summary>
    [McpTool("manual_tool", "Finishes when the test says so.", Group = "testing")]
    public sealed class ManualTool : McpTool<NoParams, string>, IResumableTool
    {
        public TaskCompletionSource<string> Pending;
        public ToolCallContext LastContext;
        public int Runs;
        public int Resumes;
        public string ResumedWith;

        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            Runs++;
            LastContext = context;
            context.SetResumeState("step-1");
            Pending = new TaskCompletionSource<string>();
            return Pending.Task;
        }

        public async Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            Resumes++;
            ResumedWith = resumeState;
            LastContext = context;
            Pending = new TaskCompletionSource<string>();
            var text = await Pending.Task;
            return text;
        }
    }
}
