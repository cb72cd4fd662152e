using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.EditorOps
{
    /// <summary>
    /// Replaces the selection (Selection.objects). Every reference is resolved before
    /// anything changes, so one bad reference leaves the selection as it was. Selection is not an undo step
    /// for scripts in Unity (only the user's clicks are), so this adds none and leaves the undo stack alone.
    /// </summary>
    [McpTool("set_selection", "Select scene objects and assets; all or nothing.",
        Group = "editor", ReadOnly = false, Destructive = false, Idempotent = true)]
    public sealed class SetSelectionTool : McpTool<SelectionParams, string>
    {
        protected override Task<string> ExecuteAsync(SelectionParams parameters, ToolCallContext context)
        {
            var objects = SelectedObjects.Resolve(parameters.Objects ?? new string[0]);
            Selection.objects = objects;

            return Done(ToolJson.Text(SelectedObjects.Describe()));
        }
    }
}
