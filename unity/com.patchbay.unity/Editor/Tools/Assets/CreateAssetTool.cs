using System;
using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Assets
{
    [McpTool("create_asset", "Create a folder, material or ScriptableObject asset under Assets/.",
        Group = "assets", Destructive = false, Idempotent = false, Security = SecurityClass.FileWrite)]
    public sealed class CreateAssetTool : McpTool<CreateAssetParams, string>
    {
        protected override Task<string> ExecuteAsync(CreateAssetParams parameters, ToolCallContext context)
        {
            var path = parameters.Path.Replace('\\', '/').TrimEnd('/');
            var full = ProjectWrites.Guard("Assets/Materials/Red.mat").ResolveWritePathOrThrow(path);
            if (File.Exists(full) || Directory.Exists(full))
            {
                throw ToolErrors.State("'" + path + "' already exists.");
            }

            var parent = path.Substring(0, path.LastIndexOf('/'));
            if (!AssetDatabase.IsValidFolder(parent))
            {
                throw ToolErrors.Missing("path", "Folder '" + parent + "' does not exist; create it first (kind Folder).");
            }

            Type type = null;
            if (parameters.Kind == AssetKind.ScriptableObject)
            {
                Expect(path, ".asset");
                if (string.IsNullOrEmpty(parameters.Type))
                {
                    throw ToolErrors.Invalid("type", "ScriptableObject type name", "Pass type, the ScriptableObject class to instantiate (e.g. \"GameConfig\").");
                }

                type = TypeLookup.Resolve(typeof(ScriptableObject), parameters.Type, "type");
                if (typeof(EditorWindow).IsAssignableFrom(type))
                {
                    throw ToolErrors.Invalid("type", "data ScriptableObject", type.Name + " is an editor class, not a data asset type.");
                }
            }

            // Nothing was at the path (checked above), so whatever is there after a failure below is this
            // call's and is removed: an error leaves the project as it was.
            try
            {
                Create(parameters, path, parent, type);
                return Done(ToolJson.Text(new JObject { { "path", path }, { "guid", AssetDatabase.AssetPathToGUID(path) } }));
            }
            catch
            {
                if (File.Exists(full) || Directory.Exists(full))
                {
                    ProjectWrites.RemoveCreated(path);
                }

                throw;
            }
        }

        private static void Create(CreateAssetParams parameters, string path, string parent, Type type)
        {
            switch (parameters.Kind)
            {
                case AssetKind.Folder:
                    var guid = AssetDatabase.CreateFolder(parent, path.Substring(path.LastIndexOf('/') + 1));
                    if (string.IsNullOrEmpty(guid))
                    {
                        throw ToolErrors.State("Unity could not create the folder '" + path + "'.");
                    }

                    return;
                case AssetKind.Material:
                    // One way to make a material: create_material's (materials group) code.
                    Patchbay.Editor.Tools.Materials.MaterialAssets.Create(path, parameters.Shader, null);
                    return;
                default:
                    var asset = ScriptableObject.CreateInstance(type);
                    AssetDatabase.CreateAsset(asset, path);
                    // This asset only: SaveAssets would also write every other dirty asset, wherever it is.
                    AssetDatabase.SaveAssetIfDirty(asset);
                    return;
            }
        }

        private static void Expect(string path, string extension)
        {
            if (!path.EndsWith(extension, StringComparison.Ordinal))
            {
                throw ToolErrors.Invalid("path", "path ending in " + extension, "This asset kind needs a path ending in " + extension + ".");
            }
        }
    }
}
