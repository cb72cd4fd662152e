using System;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Compilation
{
    /// <summary>
    /// Imports changed scripts, compiles, and answers with the compiler's errors and warnings. The answer to a
    /// successful compile comes from the domain the compile's reload creates (a resumable call), so the
    /// agent's next call already sees the new types.
    /// </summary>
    [McpTool("compile", "Compile scripts; errors/warnings with file, line, column, after the reload.",
        ReadOnly = false, Destructive = false, Idempotent = true, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class CompileTool : McpTool<CompileParams, string>, IResumableTool
    {
        protected override async Task<string> ExecuteAsync(CompileParams parameters, ToolCallContext context)
        {
            var generation = CompileRunner.Begin("compile");
            // The scripts written since the last compile (create_script without compile) are this compile's.
            ScriptWriteBatch.Release();
            var deadline = DateTime.UtcNow.AddSeconds(parameters.WaitSeconds).Ticks;
            var scenesReloaded = CompileRunner.ReloadChangedScenes();
            // Before the trigger: Unity may compile inside AssetDatabase.Refresh and reload before the next update.
            context.SetResumeState(CompileRunner.ResumeState(generation, deadline, scenesReloaded));
            CompileRunner.Trigger(generation, parameters.Force, context);
            return ToolJson.Text(await CompileRunner.Wait(generation, deadline, false, scenesReloaded, context));
        }

        public async Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            int generation;
            long deadline;
            string[] scenesReloaded;
            CompileRunner.ParseResumeState(resumeState, out generation, out deadline, out scenesReloaded);
            return ToolJson.Text(await CompileRunner.Wait(generation, deadline, true, scenesReloaded, context));
        }
    }
}
