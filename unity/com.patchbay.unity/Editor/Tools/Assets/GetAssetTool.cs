using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Assets
{
    /// <summary>
    /// One asset: its type and GUID, and for a ScriptableObject data asset its serialized fields as get_game_object shows
    /// a script's (the same reader and names, so set_asset_field takes them). Another kind of asset is described, with the
    /// tool that reads it.
    /// </summary>
    [McpTool("get_asset", "Read an asset: type, GUID and a ScriptableObject's serialized fields.",
        Group = "assets", ReadOnly = true, Idempotent = true)]
    public sealed class GetAssetTool : McpTool<GetAssetParams, string>
    {
        protected override Task<string> ExecuteAsync(GetAssetParams parameters, ToolCallContext context)
        {
            var asset = DataAssets.LoadOrThrow(parameters.Path, "path");
            var path = AssetDatabase.GetAssetPath(asset);
            var result = new JObject
            {
                { "path", path },
                { "guid", AssetDatabase.AssetPathToGUID(path) },
                { "type", asset.GetType().Name },
            };
            var script = asset is UnityEngine.ScriptableObject ? MonoScript.FromScriptableObject((UnityEngine.ScriptableObject)asset) : null;
            if (script != null)
            {
                result["script"] = AssetDatabase.GetAssetPath(script);
            }

            var notWritable = DataAssets.NotWritable(asset, path);
            if (notWritable == null)
            {
                result["fields"] = ComponentFields.Read(new SerializedObject(asset));
            }
            else
            {
                result["note"] = notWritable;
            }

            return Done(ToolJson.Text(result));
        }
    }
}
