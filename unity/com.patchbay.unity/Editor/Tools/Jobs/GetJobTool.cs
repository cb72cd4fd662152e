using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Compilation;
using Patchbay.Editor.Tools.Packages;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Editor.Tools.TestRunner;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Jobs
{
    /// <summary>
    /// Waits (bounded) for a job that outlived its call; answers its result or "running" again. Resumable:
    /// a compile job's success reloads the domain in the middle of this wait, and the next domain answers
    /// from the result the job stored before the reload.
    /// </summary>
    [McpTool("get_job", "Wait for a compile or run_tests job; its result.",
        ReadOnly = true, Idempotent = true)]
    public sealed class GetJobTool : McpTool<GetJobParams, string>, IResumableTool
    {
        protected override Task<string> ExecuteAsync(GetJobParams parameters, ToolCallContext context)
        {
            var deadline = DateTime.UtcNow.AddSeconds(parameters.WaitSeconds).Ticks;
            context.SetResumeState(new JObject { { "j", parameters.JobId }, { "d", deadline } }.ToString(Newtonsoft.Json.Formatting.None));
            return Answer(parameters.JobId, deadline, context);
        }

        public async Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            var state = JObject.Parse(resumeState);
            return await Answer((string)state["j"], (long)state["d"], context);
        }

        private static async Task<string> Answer(string jobId, long deadline, ToolCallContext context)
        {
            var parameters = new GetJobParams { JobId = jobId };
            // The owners of jobs that outlive a domain re-register them in their [InitializeOnLoad] constructors, and a
            // get_job resumed after a reload runs from the bootstrap's, in an order Unity does not define: run theirs first.
            CompileMonitor.Touch();
            PackageJobs.Touch();
            PlayModeTestRun.Touch();
            var finished = JobStore.Finished(parameters.JobId);
            if (finished == null)
            {
                var running = JobStore.Running(parameters.JobId);
                if (running == null)
                {
                    if (JobStore.FromEarlierRun(parameters.JobId))
                    {
                        throw ToolErrors.Missing("jobId", "Job '" + parameters.JobId + "' belongs to an earlier run of this editor: "
                            + "Unity restarted since, and jobs are kept only until the editor restarts. Start the work again.");
                    }

                    throw ToolErrors.Missing("jobId", "No job '" + parameters.JobId + "'. Known jobs: "
                        + (JobStore.KnownIds().Count == 0 ? "none" : ToolErrors.List(JobStore.KnownIds(), 20))
                        + ". Jobs are kept until the editor restarts (the newest " + JobStore.Kept + ").");
                }

                var done = await EditorWait.Until(() => running.IsCompleted, EditorWait.SecondsUntil(deadline), context.Cancellation);
                if (!done)
                {
                    return ToolJson.Text(new JObject
                    {
                        { "jobId", parameters.JobId },
                        { "status", "running" },
                        { "message", "Not finished yet; call get_job again." },
                    });
                }

                finished = running.Result;
            }

            var result = new JObject { { "jobId", parameters.JobId } };
            foreach (var pair in finished)
            {
                result[pair.Key] = pair.Value.DeepClone();
            }

            return ToolJson.Text(result);
        }
    }
}
