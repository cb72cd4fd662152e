using System;
using System.Collections.Generic;
using System.IO;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>Prefab assets and instances as the prefab tools name them, with the errors they share.</summary>
    public static class PrefabAssets
    {
        private const int MaxListed = 10;

        /// <summary>The prefab asset at <paramref name="path"/> (its root), or a ToolException naming <paramref name="field"/>.</summary>
        public static GameObject Load(string path, string field)
        {
            if (string.IsNullOrEmpty(path) || !path.EndsWith(".prefab", StringComparison.OrdinalIgnoreCase))
            {
                throw ToolErrors.Invalid(field, "Assets/….prefab", "'" + field + "' must be a prefab asset path ending in .prefab, e.g. \"Assets/Prefabs/Enemy.prefab\"; got '" + path + "'.");
            }

            var asset = AssetDatabase.LoadAssetAtPath<GameObject>(path);
            if (asset == null || PrefabUtility.GetPrefabAssetType(asset) == PrefabAssetType.NotAPrefab)
            {
                var type = AssetDatabase.GetMainAssetTypeAtPath(path);
                if (type != null)
                {
                    throw ToolErrors.Invalid(field, "prefab asset", "'" + path + "' is a " + type.Name + ", not a prefab.");
                }

                var prefabs = new List<string>();
                foreach (var guid in AssetDatabase.FindAssets("t:Prefab"))
                {
                    prefabs.Add(AssetDatabase.GUIDToAssetPath(guid));
                }

                throw ToolErrors.Missing(field, "No prefab at '" + path + "'. "
                    + (prefabs.Count > 0 ? "Project prefabs: " + ToolErrors.List(prefabs, MaxListed) + "." : "The project has no prefabs; make one with create_prefab."));
            }

            return asset;
        }

        /// <summary>The instance root of <paramref name="go"/>, or a ToolException saying it is not one.</summary>
        public static GameObject InstanceRoot(GameObject go, string field)
        {
            if (PrefabUtility.GetPrefabInstanceStatus(go) == PrefabInstanceStatus.NotAPrefab)
            {
                throw ToolErrors.Invalid(field, "prefab instance", "'" + SceneObjects.PathOf(go) + "' is not a prefab instance; get_hierarchy marks instances with \"prefab\".");
            }

            var root = PrefabUtility.GetOutermostPrefabInstanceRoot(go);
            if (PrefabUtility.GetPrefabInstanceStatus(root) == PrefabInstanceStatus.MissingAsset)
            {
                throw ToolErrors.State("The prefab asset of '" + SceneObjects.PathOf(root) + "' is missing (deleted or moved outside the project).");
            }

            return root;
        }

        /// <summary>The folder of <paramref name="path"/>, which must exist.</summary>
        public static void RequireFolder(string path, string field)
        {
            var slash = path.LastIndexOf('/');
            var folder = slash > 0 ? path.Substring(0, slash) : path;
            if (!AssetDatabase.IsValidFolder(folder))
            {
                throw ToolErrors.Missing(field, "Folder '" + folder + "' does not exist; create it first (create_asset kind Folder).");
            }
        }

        /// <summary>"Enemy/Gun" for an asset's object (the asset root is the first segment).</summary>
        public static string AssetPathOf(GameObject go)
        {
            return SceneObjects.PathOf(go);
        }

        public static string FileName(string path)
        {
            return Path.GetFileNameWithoutExtension(path);
        }

        /// <summary>True while a prefab stage is open: the object tools then work on its contents.</summary>
        public static PrefabStage Stage
        {
            get { return PrefabStageUtility.GetCurrentPrefabStage(); }
        }
    }
}
