using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// Deletes a GameObject with its children, or one of its components as the Inspector's "Remove
    /// Component" does (<see cref="ComponentRemoval"/>); either is one undo step.
    /// </summary>
    [McpTool("delete_game_object", "Delete a GameObject (and children) or one component; undoable.",
        Destructive = true, Idempotent = false)]
    public sealed class DeleteGameObjectTool : McpTool<DeleteGameObjectParams, string>
    {
        protected override Task<string> ExecuteAsync(DeleteGameObjectParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var scene = go.scene;
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(scene, "delete_game_object");
            if (!string.IsNullOrEmpty(parameters.Component))
            {
                var component = ComponentPicker.Pick(go, parameters.Component, "component");
                ComponentRemoval.Check(go, component);
                var label = ComponentPicker.Label(component);
                Undo.DestroyObjectImmediate(component);
                SceneObjects.MarkDirty(scene);
                var result = SceneObjects.Describe(go);
                result["removed"] = label;
                return Done(ToolJson.Text(result));
            }

            var deleted = SceneObjects.Describe(go);
            var descendants = -1;
            foreach (var ignored in SceneObjects.Subtree(go))
            {
                descendants++;
            }

            Undo.DestroyObjectImmediate(go);
            SceneObjects.MarkDirty(scene);
            deleted["deleted"] = true;
            deleted["descendants"] = descendants;
            return Done(ToolJson.Text(deleted));
        }
    }
}
