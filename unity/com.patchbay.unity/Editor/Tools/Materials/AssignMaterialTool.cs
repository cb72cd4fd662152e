using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Materials
{
    /// <summary>Puts a material asset into one slot of an object's Renderer.sharedMaterials; one undo step.</summary>
    [McpTool("assign_material", "Assign a material asset to a renderer slot; undoable.",
        Group = "materials", Destructive = false, Idempotent = true)]
    public sealed class AssignMaterialTool : McpTool<AssignMaterialParams, string>
    {
        protected override Task<string> ExecuteAsync(AssignMaterialParams parameters, ToolCallContext context)
        {
            var go = SceneObjects.Resolve(parameters.Target, "target");
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(go.scene, "assign_material");
            var renderer = RendererOrThrow(go, "target");
            var material = MaterialAssets.LoadOrThrow(parameters.Material, "material");
            var materials = renderer.sharedMaterials;
            var slots = materials.Length == 0 ? 1 : materials.Length;
            if (parameters.Slot >= slots)
            {
                throw ToolErrors.Invalid("slot", "0.." + (slots - 1), "Slot " + parameters.Slot + " is out of range: the renderer on '"
                    + SceneObjects.PathOf(go) + "' has " + slots + " material slot" + (slots == 1 ? "" : "s") + " (0.." + (slots - 1) + ").");
            }

            if (materials.Length == 0)
            {
                materials = new Material[1];
            }

            var previous = materials[parameters.Slot];
            materials[parameters.Slot] = material;
            Undo.RecordObject(renderer, "Assign " + material.name + " to " + go.name);
            renderer.sharedMaterials = materials;
            // A setter's change on a prefab instance is an override only once recorded, or the next change of the
            // prefab loses it (Unity's scripting reference, PrefabUtility.RecordPrefabInstancePropertyModifications).
            if (PrefabUtility.IsPartOfPrefabInstance(renderer))
            {
                PrefabUtility.RecordPrefabInstancePropertyModifications(renderer);
            }

            SceneObjects.MarkDirty(go.scene);
            return Done(ToolJson.Text(new JObject
            {
                { "target", SceneObjects.PathOf(go) },
                { "slot", parameters.Slot },
                { "material", AssetDatabase.GetAssetPath(material) },
                { "previous", previous == null ? null : previous.name },
            }));
        }

        internal static Renderer RendererOrThrow(GameObject go, string field)
        {
            var renderer = go.GetComponent<Renderer>();
            if (renderer == null)
            {
                throw ToolErrors.Missing(field, "'" + SceneObjects.PathOf(go) + "' has no Renderer; create a primitive (create_game_object primitive Cube) or add_component MeshRenderer.");
            }

            return renderer;
        }
    }
}
