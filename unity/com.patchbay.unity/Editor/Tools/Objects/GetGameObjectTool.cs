using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
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
        // About Unity's Rigidbody or a collider: shown; a renderer, camera or light: folded. The headless
        // stand-in's engine components are smaller than Unity's; its tests lower this.
        internal static int FoldChars = 400;

        protected override Task<string> ExecuteAsync(GetGameObjectParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            var only = string.IsNullOrEmpty(parameters.Component) ? null : ComponentPicker.Pick(go, parameters.Component, "component");
            var result = ComponentListing.Describe(go);
            if (PrefabUtility.IsAnyPrefabInstanceRoot(go))
            {
                result["prefab"] = PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(go);
            }
            else if (PrefabUtility.GetPrefabInstanceStatus(go) != PrefabInstanceStatus.NotAPrefab)
            {
                result["inPrefabInstance"] = SceneObjects.PathOf(PrefabUtility.GetOutermostPrefabInstanceRoot(go));
            }

            new ComponentListing(component => ComponentFields.Read(new SerializedObject(component)), Fold, ParameterDefaults).AddComponents(result, go, only, parameters.Fields);
            return Done(ToolJson.Text(result));
        }

        // Outside play mode an Animator plays nothing, so its parameters are its controller's declarations: name, type and
        // default (UnityEditor.Animations.AnimatorController.parameters, UnityCsReference 2021.3.0f1 and 6000.5.0f1
        // Editor/Mono/AnimatorController.bindings.cs). An override controller's are not listed.
        private static JArray ParameterDefaults(Animator animator)
        {
            var asset = animator.runtimeAnimatorController as UnityEditor.Animations.AnimatorController;
            if (asset == null)
            {
                return null;
            }

            var list = new JArray();
            foreach (var parameter in asset.parameters)
            {
                if (list.Count == AnimatorParameters.MaxListed)
                {
                    break;
                }

                JToken value = parameter.type == AnimatorControllerParameterType.Float ? (JToken)JsonValues.Round(parameter.defaultFloat)
                    : parameter.type == AnimatorControllerParameterType.Int ? (JToken)parameter.defaultInt
                    : parameter.defaultBool;
                list.Add(new JObject { { "name", parameter.name }, { "type", parameter.type.ToString() }, { "default", value } });
            }

            return list;
        }

        private static bool Fold(Component component, JObject fields)
        {
            return fields.ToString(Newtonsoft.Json.Formatting.None).Length > FoldChars && !(component is MonoBehaviour) && !(component is Transform);
        }
    }
}
