namespace UnityEditor.SceneManagement
{
    public static class StageUtility
    {
        // Leaving a prefab stage with unsaved changes saves them when Prefab Mode's Auto Save is on (Unity's default);
        // with it off Unity asks in a modal dialog (Save, Discard Changes, Cancel; PrefabStage.
        // AskUserToSaveDirtySceneBeforeDestroyingScene), and Cancel keeps the stage open. PrefabStage.ClearDirtiness
        // first leaves without saving or asking. UnityCsReference 2021.3.0f1
        // Editor/Mono/SceneManagement/StageManager/StageUtility.cs:95-98 → StageNavigationManager.cs:170-176, 188-210.
        public static void GoToMainStage()
        {
            LeavePrefabStage();
        }

        // True when no prefab stage is left open.
        internal static bool LeavePrefabStage()
        {
            var stage = PrefabStageUtility.Current;
            if (stage == null) return true;
            if (!stage.AskUserToSaveDirtySceneBeforeDestroyingScene()) return false;
            stage.Close();
            PrefabStageUtility.Current = null;
            UnityEngine.Internal.EditorHooks.NotifyHierarchyChanged();
            return true;
        }
    }
}
