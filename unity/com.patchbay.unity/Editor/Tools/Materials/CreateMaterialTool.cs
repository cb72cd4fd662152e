using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Materials
{
    /// <summary>Creates a material asset with a shader found by name and, optionally, its main colour.</summary>
    [McpTool("create_material", "Create a material asset (Assets/….mat) with a shader and colour.",
        Group = "materials", Destructive = false, Idempotent = false, Security = SecurityClass.FileWrite)]
    public sealed class CreateMaterialTool : McpTool<CreateMaterialParams, string>
    {
        protected override Task<string> ExecuteAsync(CreateMaterialParams parameters, ToolCallContext context)
        {
            var path = (parameters.Path ?? string.Empty).Replace('\\', '/');
            UnityEngine.Color? color = null;
            if (!string.IsNullOrEmpty(parameters.Color))
            {
                try
                {
                    color = SerializedValues.Colour(LenientJson.Parse(parameters.Color));
                }
                catch (System.FormatException e)
                {
                    throw ToolErrors.Invalid("color", "[r,g,b,a] or \"#RRGGBB\"", "color: " + e.Message + ".");
                }
            }

            var material = MaterialAssets.Create(path, parameters.Shader, color);
            return Done(ToolJson.Text(new JObject
            {
                { "path", path },
                { "guid", AssetDatabase.AssetPathToGUID(path) },
                { "shader", material.shader.name },
            }));
        }
    }
}
