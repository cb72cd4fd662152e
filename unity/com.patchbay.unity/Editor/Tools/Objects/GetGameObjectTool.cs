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
    /// path so set_component_field takes the same names. Lean by default: an engine component whose fields
    /// would take more than <see cref="FoldChars"/> (a renderer, a camera, a light) is folded to its field
    /// count, while the Transform and the project's own scripts always show theirs; <c>component</c> gives one
    /// component in full. Bounded: past a size budget, later components are listed without fields.
    /// </summary>
    [McpTool("get_game_object", "Read a GameObject and its components' serialized fields.",
        ReadOnly = true, Idempotent = true)]
    public sealed class GetGameObjectTool : McpTool<GetGameObjectParams, string>
    {
        private const int MaxChars = 40000;
        // About Unity's Rigidbody or a collider: shown; a renderer, camera or light: folded. The headless
        // stand-in's engine components are smaller than Unity's; its tests lower this.
        internal static int FoldChars = 400;

        protected override Task<string> ExecuteAsync(GetGameObjectParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var only = string.IsNullOrEmpty(parameters.Component) ? null : ComponentPicker.Pick(go, parameters.Component, "component");
            var result = SceneObjects.Describe(go);
            result["active"] = go.activeSelf;
            result["tag"] = go.tag;
            result["layer"] = LayerMask.LayerToName(go.layer) is string name && name.Length > 0 ? name : go.layer.ToString();
            if (go.transform.parent != null)
            {
                result["parent"] = SceneObjects.PathOf(go.transform.parent.gameObject);
            }

            result["children"] = go.transform.childCount;
            if (PrefabUtility.IsAnyPrefabInstanceRoot(go))
            {
                result["prefab"] = PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(go);
            }
            else if (PrefabUtility.GetPrefabInstanceStatus(go) != PrefabInstanceStatus.NotAPrefab)
            {
                result["inPrefabInstance"] = SceneObjects.PathOf(PrefabUtility.GetOutermostPrefabInstanceRoot(go));
            }

            var components = new JArray();
            var size = result.ToString().Length;
            var truncated = false;
            var folded = false;
            foreach (var component in go.GetComponents<Component>())
            {
                if (component == null)
                {
                    components.Add(new JObject { { "type", "(missing script)" } });
                    continue;
                }

                var entry = new JObject { { "type", ComponentPicker.Label(component) } };
                var behaviour = component as Behaviour;
                if (behaviour != null && !behaviour.enabled)
                {
                    entry["enabled"] = false;
                }

                if (parameters.Fields && !truncated && (only == null || component == only))
                {
                    var fields = ComponentFields.Read(new SerializedObject(component));
                    var chars = fields.ToString(Newtonsoft.Json.Formatting.None).Length;
                    if (only == null && chars > FoldChars && !(component is MonoBehaviour) && !(component is Transform))
                    {
                        entry["folded"] = fields.Count;
                        folded = true;
                    }
                    else if (size + chars > MaxChars)
                    {
                        truncated = true;
                    }
                    else
                    {
                        size += chars;
                        entry["fields"] = fields;
                    }
                }

                components.Add(entry);
            }

            result["components"] = components;
            if (truncated)
            {
                result["note"] = "Fields of later components omitted to keep the result small; pass component for one.";
            }
            else if (folded)
            {
                result["note"] = "Large engine components are folded to their field count; pass component (Type or Type[i]) for one in full.";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
