using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;

namespace Patchbay.Runtime.PlayerTools.Objects
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
    [Preserve]
    public sealed class PlayerGetGameObjectTool : McpTool<GetGameObjectParams, string>
    {
        [Preserve]
        protected override Task<string> ExecuteAsync(GetGameObjectParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var only = string.IsNullOrEmpty(parameters.Component) ? null : ComponentPicker.Pick(go, parameters.Component, "component");
            var result = ComponentListing.Describe(go);
            new ComponentListing(ReadFields, (component, fields) => false).AddComponents(result, go, only, parameters.Fields);
            return Done(ToolJson.Text(result));
        }

        private static JObject ReadFields(Component component)
        {
            var model = RuntimeFields.Of(component);
            return model == null ? null : RuntimeFields.Read(component, model);
        }
    }
}
