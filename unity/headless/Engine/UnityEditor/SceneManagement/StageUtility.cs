namespace UnityEditor.SceneManagement
{
    public static class StageUtility
    {
        // Leaving a prefab stage saves unsaved changes, as Unity does with Prefab Mode's Auto Save on (its
        // default); call PrefabStage.ClearDirtiness first to discard them.
        public static void GoToMainStage()
        {
            var stage = PrefabStageUtility.Current;
            if (stage == null) return;
            if (stage.scene.isDirty) stage.Save();
            stage.Close();
            PrefabStageUtility.Current = null;
            UnityEngine.Internal.EditorHooks.NotifyHierarchyChanged();
        }
    }
}
