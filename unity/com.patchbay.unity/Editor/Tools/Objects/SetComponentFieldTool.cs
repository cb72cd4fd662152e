using System.Threading.Tasks;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// Sets serialized fields of a component, or the GameObject's name, active, tag, layer and parent
    /// (<see cref="FieldChanges"/>). One field or several (<c>fields</c>), all or nothing, one undo step.
    /// </summary>
    [McpTool("set_component_field", "Set component or GameObject fields (name, active, tag, layer, parent); undoable in an editor.",
        Destructive = false, Idempotent = true)]
    public sealed class SetComponentFieldTool : McpTool<SetComponentFieldParams, string>
    {
        protected override Task<string> ExecuteAsync(SetComponentFieldParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(go.scene, "set_component_field");
            var changes = FieldChanges.Prepare(go, parameters.Component, parameters.Field, parameters.Value, parameters.Fields, "fields.");
            Undo.IncrementCurrentGroup();
            var group = Undo.GetCurrentGroup();
            Undo.SetCurrentGroupName("Set " + (changes.Count == 1 ? changes.FirstField : changes.Count + " fields") + " on " + go.name);
            changes.Apply(true);
            Undo.CollapseUndoOperations(group);
            SceneObjects.MarkDirty(go.scene);
            return Done(FieldChangeAnswer.Text(go, changes.Describe(), parameters.Fields != null));
        }
    }
}
