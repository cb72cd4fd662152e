using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// One GameObject with its components' serialized fields (what the Inspector shows), keyed by property
    /// path so set_component_field takes the same names. Bounded: past a size budget, later components are
    /// listed without fields.
    /// </summary>
    [McpTool("get_game_object", "A GameObject with its components' serialized fields.",
        ReadOnly = true, Idempotent = true)]
    public sealed class GetGameObjectTool : McpTool<GetGameObjectParams, string>
    {
        private const int MaxChars = 40000;

        protected override Task<string> ExecuteAsync(GetGameObjectParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var result = SceneObjects.Describe(go);
            result["active"] = go.activeSelf;
            result["tag"] = go.tag;
            result["layer"] = LayerMask.LayerToName(go.layer) is string name && name.Length > 0 ? name : go.layer.ToString();
            if (go.transform.parent != null)
            {
                result["parent"] = SceneObjects.PathOf(go.transform.parent.gameObject);
            }

            result["children"] = go.transform.childCount;
            var components = new JArray();
            var size = result.ToString().Length;
            var truncated = false;
            foreach (var component in go.GetComponents<Component>())
            {
                if (component == null)
                {
                    components.Add(new JObject { { "type", "(missing script)" } });
                    continue;
                }

                var entry = new JObject { { "type", component.GetType().Name } };
                var behaviour = component as Behaviour;
                if (behaviour != null && !behaviour.enabled)
                {
                    entry["enabled"] = false;
                }

                if (parameters.Fields && !truncated)
                {
                    var fields = ComponentFields.Read(new SerializedObject(component));
                    size += fields.ToString(Newtonsoft.Json.Formatting.None).Length;
                    if (size > MaxChars)
                    {
                        truncated = true;
                    }
                    else
                    {
                        entry["fields"] = fields;
                    }
                }

                components.Add(entry);
            }

            result["components"] = components;
            if (truncated)
            {
                result["note"] = "Fields of later components omitted to keep the result small.";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
