using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine;

namespace Patchbay.Editor.Tools.EditorOps
{
    // Not read-only: it changes which window has the focus, the user's too (clients run read-only tools unasked;
    // a peer's "read-only" tools raising windows was the complaint, issue 49). Twice is once: idempotent.
    [McpTool("focus_editor", "Bring the Unity editor window to the front; says if the OS allowed it.",
        Group = "editor", ReadOnly = false, Destructive = false, Idempotent = true)]
    public sealed class FocusEditorTool : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            if (Application.isBatchMode)
            {
                return Done(ToolJson.Text(new JObject { { "focused", false }, { "reason", "The editor runs in batch mode and has no window." } }));
            }

            var outcome = WindowFocus.Focus();
            var result = new JObject { { "focused", outcome.Focused }, { "method", outcome.Method } };
            if (!outcome.Focused)
            {
                result["reason"] = outcome.Reason;
            }

            return Done(ToolJson.Text(result));
        }
    }
}
