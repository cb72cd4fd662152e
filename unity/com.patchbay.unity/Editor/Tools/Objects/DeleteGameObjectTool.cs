using System.Threading.Tasks;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;

namespace Patchbay.Editor.Tools.Objects
{
    [McpTool("delete_game_object", "Delete a GameObject and children; undoable.",
        Destructive = true, Idempotent = false)]
    public sealed class DeleteGameObjectTool : McpTool<TargetParams, string>
    {
        protected override Task<string> ExecuteAsync(TargetParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var label = SceneObjects.Label(go);
            var descendants = -1;
            foreach (var ignored in SceneObjects.Subtree(go))
            {
                descendants++;
            }

            var scene = go.scene;
            Undo.DestroyObjectImmediate(go);
            SceneObjects.MarkDirty(scene);
            return Done("Deleted " + label + (descendants > 0 ? " and " + descendants + " descendants" : string.Empty) + ". Undo reverts it.");
        }
    }
}
