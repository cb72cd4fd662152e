using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Objects;
using Patchbay.Editor.Tools.Shared;
using UnityEngine;

namespace Patchbay.Runtime.Tools.Objects
{
    /// <summary>
    /// get_game_object in a development build's player: the editor's tool (same name, description and schema) with the
    /// fields a player can read (<see cref="RuntimeFields"/>: a script's serialized fields, and the Transform's,
    /// Rigidbody's and colliders' under Unity's names), so a script's field reads the same as in the editor's play
    /// mode. Other engine components are listed without fields, and the note says why. No prefab facts: a player
    /// has no assets to name.
    /// </summary>
    [McpTool("get_game_object", "Read a GameObject and its components' serialized fields.",
        ReadOnly = true, Idempotent = true)]
    public sealed class PlayerGetGameObjectTool : McpTool<GetGameObjectParams, string>
    {
        private const int MaxChars = 40000;

        protected override Task<string> ExecuteAsync(GetGameObjectParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var only = string.IsNullOrEmpty(parameters.Component) ? null : ComponentPicker.Pick(go, parameters.Component, "component");
            var result = SceneObjects.Describe(go);
            result["active"] = go.activeSelf;
            result["tag"] = go.tag;
            result["layer"] = GameObjectEdits.LayerName(go.layer);
            if (go.transform.parent != null)
            {
                result["parent"] = SceneObjects.PathOf(go.transform.parent.gameObject);
            }

            result["children"] = go.transform.childCount;
            var components = new JArray();
            var size = result.ToString().Length;
            var truncated = false;
            var unreadable = false;
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
                    var model = RuntimeFields.Of(component);
                    if (model == null)
                    {
                        unreadable = true;
                    }
                    else
                    {
                        var fields = RuntimeFields.Read(component, model);
                        var chars = fields.ToString(Newtonsoft.Json.Formatting.None).Length;
                        if (size + chars > MaxChars)
                        {
                            truncated = true;
                        }
                        else
                        {
                            size += chars;
                            entry["fields"] = fields;
                        }
                    }
                }

                components.Add(entry);
            }

            result["components"] = components;
            if (truncated)
            {
                result["note"] = "Fields of later components omitted to keep the result small; pass component for one.";
            }
            else if (unreadable)
            {
                result["note"] = "A player reads the fields of scripts, Transform, Rigidbody and colliders; other engine components keep theirs in native code.";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
