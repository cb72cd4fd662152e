using System.Collections.Generic;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Materials
{
    /// <summary>
    /// Sets one property the material's shader declares, converting the value by the property's type
    /// (Shader.GetPropertyType); one undo step; the asset is saved.
    /// </summary>
    [McpTool("set_material_property", "Set a material property (colour, number, vector, texture); undoable.",
        Group = "materials", Destructive = false, Idempotent = true, Security = SecurityClass.FileWrite)]
    public sealed class SetMaterialPropertyTool : McpTool<SetMaterialPropertyParams, string>
    {
        protected override Task<string> ExecuteAsync(SetMaterialPropertyParams parameters, ToolCallContext context)
        {
            var material = MaterialAssets.LoadOrThrow(parameters.Material, "material");
            // The material's file is written in place: checked before anything changes, as every write is.
            ProjectWrites.CheckSaveInPlace(AssetDatabase.GetAssetPath(material), "Assets/Materials/Red.mat");
            var shader = material.shader;
            var index = shader == null ? -1 : shader.FindPropertyIndex(parameters.Property);
            if (index < 0 || !material.HasProperty(parameters.Property))
            {
                var names = new List<string>();
                for (var i = 0; shader != null && i < shader.GetPropertyCount(); i++)
                {
                    names.Add(shader.GetPropertyName(i) + " (" + MaterialAssets.TypeName(shader.GetPropertyType(i)) + ")");
                }

                throw ToolErrors.Missing("property", "Shader '" + (shader == null ? "none" : shader.name) + "' has no property '" + parameters.Property + "'."
                    + (names.Count > 0 ? " Its properties: " + ToolErrors.List(names, 12) + "." : string.Empty));
            }

            var type = shader.GetPropertyType(index);
            var value = LenientJson.Parse(parameters.Value);
            // Convert on a copy first: a value of the wrong shape must leave the material (and undo) untouched.
            var trial = new UnityEngine.Material(material);
            try
            {
                MaterialAssets.Write(trial, parameters.Property, type, value);
            }
            finally
            {
                UnityEngine.Object.DestroyImmediate(trial);
            }

            Undo.RecordObject(material, "Set " + parameters.Property + " on " + material.name);
            MaterialAssets.Write(material, parameters.Property, type, value);
            EditorUtility.SetDirty(material);
            // This material only: SaveAssets would also write every other dirty asset, wherever it is.
            AssetDatabase.SaveAssetIfDirty(material);
            return Done(ToolJson.Text(new JObject
            {
                { "material", AssetDatabase.GetAssetPath(material) },
                { "property", parameters.Property },
                { "type", MaterialAssets.TypeName(type) },
                { "value", MaterialAssets.Read(material, parameters.Property, type) },
            }));
        }
    }
}
