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
            // Switching stages asks the stage being left about its unsaved changes — also when it is this prefab's
            // (StageNavigationManager.SwitchToStage does not skip the current stage) — and a cancelled switch returns
            // null. UnityCsReference 2021.3.0f1 PrefabStageUtility.cs:140-158, StageNavigationManager.cs:200-208.
            if (Current != null && !Current.AskUserToSaveDirtySceneBeforeDestroyingScene()) return null;
            if (Current != null && Current.assetPath == prefabAssetPath) return Current;
            StageUtility.LeavePrefabStage();
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
