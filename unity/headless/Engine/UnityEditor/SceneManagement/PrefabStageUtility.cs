using System;
using UnityEngine;

namespace UnityEditor.SceneManagement
{
    public static class PrefabStageUtility
    {
        internal static PrefabStage Current;

        public static PrefabStage OpenPrefab(string prefabAssetPath)
        {
            if (string.IsNullOrEmpty(prefabAssetPath))
                throw new ArgumentNullException(prefabAssetPath);
            if (!prefabAssetPath.EndsWith(".prefab", StringComparison.OrdinalIgnoreCase))
                throw new ArgumentException("Incorrect file extension: " + prefabAssetPath + ". Must be '.prefab'", prefabAssetPath);
            if (AssetDatabase.LoadMainAssetAtPath(prefabAssetPath) == null)
                throw new ArgumentException("Prefab not found at path " + prefabAssetPath, prefabAssetPath);
            if (Current != null && Current.assetPath == prefabAssetPath) return Current;
            StageUtility.GoToMainStage();
            Current = PrefabStage.Open(prefabAssetPath);
            return Current;
        }

        public static PrefabStage GetCurrentPrefabStage()
        {
            return Current;
        }

        public static PrefabStage GetPrefabStage(GameObject gameObject)
        {
            return Current != null && gameObject != null && gameObject.scene == Current.scene ? Current : null;
        }
    }
}
