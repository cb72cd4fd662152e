using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Objects
{
    [McpTool("add_component", "Add a component by type name, built-in or a project script; undoable.",
        Destructive = false, Idempotent = false)]
    public sealed class AddComponentTool : McpTool<AddComponentParams, string>
    {
        protected override Task<string> ExecuteAsync(AddComponentParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var type = TypeLookup.Resolve(typeof(Component), parameters.Type, "type");
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(go.scene, "add_component");
            if (type == typeof(Transform))
            {
                throw ToolErrors.State("Every GameObject already has a Transform.");
            }

            var existing = go.GetComponent(type);
            if (existing != null && Attribute.IsDefined(type, typeof(DisallowMultipleComponent), true))
            {
                throw AlreadyThere(go, type);
            }

            var component = Undo.AddComponent(go, type);
            if (component == null)
            {
                // Unity refuses a second instance of some engine components (Rigidbody, renderers, Camera, …) by itself.
                throw existing != null ? AlreadyThere(go, type)
                    : ToolErrors.State("Unity could not add " + type.Name + " to '" + SceneObjects.PathOf(go) + "'; check get_console_logs (a conflicting or missing required component?).");
            }

            SceneObjects.MarkDirty(go.scene);
            var result = SceneObjects.Describe(go);
            result["added"] = ComponentPicker.Label(component);
            result["fields"] = ComponentFields.Read(new SerializedObject(component));
            return Done(ToolJson.Text(result));
        }

        private static ToolException AlreadyThere(GameObject go, Type type)
        {
            return ToolErrors.State("'" + SceneObjects.PathOf(go) + "' already has a " + type.Name
                + " and Unity allows only one; change it with set_component_field, or remove it with delete_game_object and component.");
        }
    }
}
