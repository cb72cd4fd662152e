using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.SelfCheck
{
    /// <summary>
    /// The self-check users run in their own editor (issue 43): whether the things only a real Unity can answer hold in
    /// this one (an off-thread wake reaches the editor loop, the hub finds and presses a dialog, Library/EditorInstance.json
    /// names this editor, simulated input reaches the game, a screenshot shows the overlay UI), in seconds, with a Markdown
    /// report (the text content) to paste into a bug report and the same as structured content (without an output
    /// schema, which would cost every client's context: <see cref="ITextResult"/>). Read-only in effect: no
    /// asset or setting is written and Undo is not touched (<see cref="SelfCheckRunner"/>). `patchbay doctor --editor`
    /// calls it; the Patchbay window has a button for it (which runs whatever the groups say). In the diagnostics group:
    /// the default tool list is at its token budget (docs/tools.md), and the self-check is for people, not agents.
    /// </summary>
    [McpTool("run_self_check", "Check what only this real Unity can answer; a report to paste into a bug report.",
        Group = "diagnostics", ReadOnly = true, Destructive = false, Idempotent = true, StructuredOutput = false)]
    public sealed class RunSelfCheckTool : McpTool<RunSelfCheckParams, RunSelfCheckResult>
    {
        protected override Task<RunSelfCheckResult> ExecuteAsync(RunSelfCheckParams parameters, ToolCallContext context)
        {
            return SelfCheckRunner.Run(parameters.Dialog, context);
        }
    }
}
