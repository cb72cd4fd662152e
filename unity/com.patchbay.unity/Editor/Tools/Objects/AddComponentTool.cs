using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Objects
{
    [McpTool("add_component", "Add a component by type name (incl. project scripts); undoable.",
        Destructive = false, Idempotent = false)]
    public sealed class AddComponentTool : McpTool<AddComponentParams, string>
    {
        protected override Task<string> ExecuteAsync(AddComponentParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var type = TypeLookup.Resolve(typeof(Component), parameters.Type, "type");
            if (type == typeof(Transform))
            {
                throw ToolErrors.State("Every GameObject already has a Transform.");
            }

            if (go.GetComponent(type) != null && Attribute.IsDefined(type, typeof(DisallowMultipleComponent), true))
            {
                throw ToolErrors.State("'" + SceneObjects.PathOf(go) + "' already has a " + type.Name + " and it allows only one.");
            }

            var component = Undo.AddComponent(go, type);
            if (component == null)
            {
                throw ToolErrors.State("Unity could not add " + type.Name + " to '" + SceneObjects.PathOf(go) + "'; check get_console_logs (a conflicting or missing required component?).");
            }

            SceneObjects.MarkDirty(go.scene);
            var result = SceneObjects.Describe(go);
            result["added"] = type.FullName;
            result["fields"] = ComponentFields.Read(new SerializedObject(component));
            return Done(ToolJson.Text(result));
        }
    }
}
