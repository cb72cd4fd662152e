using System.Reflection;
using UnityEditor.SceneManagement;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// Whether leaving Prefab Mode now would make Unity ask, in a modal dialog ("Prefab Has Been Modified": Save,
    /// Discard Changes, Cancel), about the stage's unsaved changes: it asks when Auto Save is off, and nothing else of
    /// the editor runs until a person answers. Unity leaves Prefab Mode whenever a scene is opened or created (a test
    /// run creates one) and when another prefab, or the same one, is opened. With Auto Save on, Unity saves the stage
    /// as it leaves instead. Tools that would leave refuse with <see cref="RefuseIfUnityWouldAsk"/> before they change
    /// anything.
    /// </summary>
    public static class PrefabModeExit
    {
        // Internal in every version we support (UnityCsReference 2021.3.0f1
        // Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:385-398, 6000.5.0f1 :409-422,
        // 6000.7.0a1 :405-418): the project allows Auto Save, the person's toggle is on, and no failed save turned it
        // off for this stage. Without it the package assumes Auto Save off, so it refuses rather than risk the dialog.
        private static readonly PropertyInfo s_autoSave =
            typeof(PrefabStage).GetProperty("autoSave", BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);

        /// <summary>The open prefab stage when leaving it would ask about unsaved changes; otherwise null.</summary>
        public static PrefabStage StageThatWouldAsk()
        {
            var stage = PrefabStageUtility.GetCurrentPrefabStage();
            if (stage == null || !stage.scene.isDirty)
            {
                return null;
            }

            return AutoSaves(stage) ? null : stage;
        }

        /// <summary>True when Unity saves <paramref name="stage"/> by itself (Prefab Mode's Auto Save).</summary>
        public static bool AutoSaves(PrefabStage stage)
        {
            return s_autoSave != null && s_autoSave.PropertyType == typeof(bool) && (bool)s_autoSave.GetValue(stage, null);
        }

        /// <summary>Refuses <paramref name="what"/> (which would leave Prefab Mode) when Unity would ask about the stage's changes.</summary>
        public static void RefuseIfUnityWouldAsk(string what)
        {
            var stage = StageThatWouldAsk();
            if (stage == null)
            {
                return;
            }

            throw ToolErrors.State("'" + stage.assetPath + "' is open in Prefab Mode with unsaved changes and Prefab Mode's Auto Save is off: "
                + what + " would leave Prefab Mode, and Unity would ask in a modal dialog whether to save them, blocking the editor until "
                + "a person answers. Nothing was done. Close the stage first — prefab_stage action=Close save=true keeps the changes, "
                + "save=false discards them — then call again.");
        }
    }
}
