using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.EditorOps
{
    [McpTool("get_selection", "Read the editor's selection (scene objects, assets) and the active object.",
        Group = "editor", ReadOnly = true, Idempotent = true)]
    public sealed class GetSelectionTool : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            return Done(ToolJson.Text(SelectedObjects.Describe()));
        }
    }
}
