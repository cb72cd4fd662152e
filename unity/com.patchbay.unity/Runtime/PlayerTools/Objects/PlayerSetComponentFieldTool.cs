using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Runtime.PlayerTools.Objects
{
    /// <summary>
    /// set_component_field in a development build's player: the editor's tool (same name, description and schema) on
    /// the fields of <see cref="RuntimeFields"/> and the GameObject's own settings, all or nothing
    /// (<see cref="RuntimeFieldChanges"/>); the running game sees the change in its next frame. No Undo in a player.
    /// </summary>
    [McpTool("set_component_field", "Set component or GameObject fields (name, active, tag, layer, parent); undoable in an editor.",
        Destructive = false, Idempotent = true)]
    [Preserve]
    public sealed class PlayerSetComponentFieldTool : McpTool<SetComponentFieldParams, string>
    {
        [Preserve]
        protected override Task<string> ExecuteAsync(SetComponentFieldParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var changes = RuntimeFieldChanges.Prepare(go, parameters.Component, parameters.Field, parameters.Value, parameters.Fields);
            changes.Apply();
            return Done(FieldChangeAnswer.Text(go, changes.Describe(), parameters.Fields != null));
        }
    }
}
