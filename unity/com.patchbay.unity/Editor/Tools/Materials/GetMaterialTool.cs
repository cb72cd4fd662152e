using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Materials
{
    /// <summary>A material's shader and every property its shader declares, with type and current value.</summary>
    [McpTool("get_material", "Read a material (asset, or a renderer's slot): shader and typed property values.",
        Group = "materials", ReadOnly = true, Idempotent = true)]
    public sealed class GetMaterialTool : McpTool<GetMaterialParams, string>
    {
        protected override Task<string> ExecuteAsync(GetMaterialParams parameters, ToolCallContext context)
        {
            Material material;
            var result = new JObject();
            if (!string.IsNullOrEmpty(parameters.Material))
            {
                material = MaterialAssets.LoadOrThrow(parameters.Material, "material");
            }
            else if (!string.IsNullOrEmpty(parameters.Target))
            {
                var go = SceneObjects.Resolve(parameters.Target, "target");
                var materials = AssignMaterialTool.RendererOrThrow(go, "target").sharedMaterials;
                if (parameters.Slot >= materials.Length)
                {
                    throw ToolErrors.Invalid("slot", "0.." + (materials.Length - 1), "Slot " + parameters.Slot + " is out of range: the renderer on '"
                        + SceneObjects.PathOf(go) + "' has " + materials.Length + " material slot" + (materials.Length == 1 ? "" : "s") + ".");
                }

                material = materials[parameters.Slot];
                result["target"] = SceneObjects.PathOf(go);
                result["slot"] = parameters.Slot;
                if (material == null)
                {
                    result["material"] = null;
                    return Done(ToolJson.Text(result));
                }
            }
            else
            {
                throw ToolErrors.Invalid("material", "material path or target", "Pass material (an asset path like \"Assets/Materials/Red.mat\") or target (an object with a Renderer).");
            }

            var path = AssetDatabase.GetAssetPath(material);
            result["material"] = string.IsNullOrEmpty(path) ? material.name : path;
            var shader = material.shader;
            result["shader"] = shader == null ? null : shader.name;
            var properties = new JArray();
            for (var i = 0; shader != null && i < shader.GetPropertyCount(); i++)
            {
                var name = shader.GetPropertyName(i);
                var type = shader.GetPropertyType(i);
                properties.Add(new JObject
                {
                    { "name", name },
                    { "type", MaterialAssets.TypeName(type) },
                    { "value", MaterialAssets.Read(material, name, type) },
                });
            }

            result["properties"] = properties;
            return Done(ToolJson.Text(result));
        }
    }
}
