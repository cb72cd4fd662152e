using System;
using System.Collections.Generic;
using System.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Assets
{
    /// <summary>
    /// The data assets get_asset reads and set_asset_field writes: a ScriptableObject saved as its own .asset file under
    /// Assets/ (a game's settings, an enemy's stats, a level's table). Other kinds of asset have tools of their own, named
    /// in the error: a material (set_material_property), a prefab (prefab_stage), a scene (open_scene), and an imported
    /// file (a texture, a model, a sound), whose object Unity rebuilds from the file and its import settings on every
    /// import, so a field written on it would not last.
    /// </summary>
    public static class DataAssets
    {
        /// <summary>The main object at <paramref name="path"/>, or a not_found error naming the project's data assets.</summary>
        public static UnityEngine.Object LoadOrThrow(string path, string field)
        {
            if (string.IsNullOrEmpty(path))
            {
                throw ToolErrors.Missing(field, "Give " + field + ": an asset path like \"Assets/Settings/GameSettings.asset\".");
            }

            var normalized = path.Replace('\\', '/');
            if (AssetDatabase.IsValidFolder(normalized))
            {
                throw ToolErrors.Invalid(field, "an asset file", "'" + normalized + "' is a folder, not an asset. Data assets in it: "
                    + Listed(Known(new[] { normalized })) + ".");
            }

            var asset = AssetDatabase.LoadMainAssetAtPath(normalized);
            if (asset != null)
            {
                return asset;
            }

            var known = Known(null);
            var nearest = NameMatcher.Suggest(normalized, known, 3);
            throw ToolErrors.Missing(field, "No asset at '" + normalized + "'."
                + (nearest.Count > 0 ? " Nearest: " + string.Join(", ", nearest.ToArray()) + "." : string.Empty)
                + " Data assets in the project: " + Listed(known) + ".");
        }

        /// <summary>Why set_asset_field does not write this asset, with the tool that does; null for a data asset it writes.</summary>
        public static string NotWritable(UnityEngine.Object asset, string path)
        {
            if (asset is Material)
            {
                return "'" + path + "' is a material; set its properties with set_material_property (materials group).";
            }

            if (asset is GameObject)
            {
                return "'" + path + "' is a prefab; edit it with prefab_stage (Open, then the object tools, then Close), or an instance and prefab_overrides.";
            }

            if (asset is SceneAsset)
            {
                return "'" + path + "' is a scene; open it with open_scene and edit its objects with the object tools.";
            }

            if (!(asset is ScriptableObject) || !path.EndsWith(".asset", StringComparison.OrdinalIgnoreCase))
            {
                return "'" + path + "' is a " + asset.GetType().Name + " Unity imports from its file, so a field written on it would be rebuilt from the file at "
                    + "the next import. set_asset_field writes ScriptableObject data assets (.asset files); change this one's file, or its import settings.";
            }

            return null;
        }

        // The project's ScriptableObject assets (FindAssets "t:ScriptableObject"), in the given folders or everywhere.
        private static List<string> Known(string[] folders)
        {
            var guids = folders == null ? AssetDatabase.FindAssets("t:ScriptableObject") : AssetDatabase.FindAssets("t:ScriptableObject", folders);
            return guids.Select(AssetDatabase.GUIDToAssetPath).Where(p => p.EndsWith(".asset", StringComparison.OrdinalIgnoreCase)).Distinct().OrderBy(p => p, StringComparer.Ordinal).ToList();
        }

        private static string Listed(List<string> paths)
        {
            return paths.Count > 0 ? ToolErrors.List(paths, 10) : "none (create one with create_asset, kind ScriptableObject)";
        }
    }
}
