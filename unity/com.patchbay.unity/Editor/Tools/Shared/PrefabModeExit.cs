using System.Reflection;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor.SceneManagement;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// What leaving Prefab Mode now would do with the open stage's unsaved changes, and the refusals of the tools that
    /// would leave it. Unity leaves Prefab Mode whenever a scene is opened or created (a test run creates one), when
    /// another prefab, or the same one, is opened, and, entering play mode, when a script on the prefab may not run in
    /// Prefab Mode in play mode. With Auto Save off it asks in a modal dialog ("Prefab Has Been Modified": Save,
    /// Discard Changes, Cancel), and nothing else of the editor runs until a person answers. With Auto Save on it saves
    /// the stage as it leaves: a write to the prefab's own file, which may lie through a symbolic link outside the
    /// project. Tools that would leave refuse with <see cref="RefuseLeaving"/> (or, where only Unity's own prompts
    /// stand between them and leaving, <see cref="RefuseIfAutoSaveWouldWriteOutside"/>) before they change anything.
    /// </summary>
    public static class PrefabModeExit
    {
        // Internal in every version we support (UnityCsReference 2021.3.0f1
        // Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:385-398, 6000.0.0f1 :402-415,
        // 6000.5.0f1 :409-422, 6000.7.0a1 :405-418): the project allows Auto Save, the person's toggle is on, and no
        // failed save turned it off for this stage. Without it the package assumes Auto Save off, so it refuses rather
        // than risk the dialog.
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

            return InReadOnlyPackage(stage) || !AutoSaves(stage) ? stage : null;
        }

        /// <summary>
        /// True when the stage's prefab is in a package Unity will not write (registry, git, built-in, tarball: only
        /// embedded and local packages are writable). Leaving such a stage with unsaved changes asks "Immutable Prefab"
        /// (OK loses them, Cancel stays) whatever Auto Save says (UnityCsReference 2021.3.0f1
        /// Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:1564-1578, 6000.5.2f1 :1707-1717).
        /// </summary>
        public static bool InReadOnlyPackage(PrefabStage stage)
        {
            var path = stage.assetPath ?? string.Empty;
            if (!path.StartsWith("Packages/", System.StringComparison.Ordinal))
            {
                return false;
            }

            var info = UnityEditor.PackageManager.PackageInfo.FindForAssetPath(path);
            return info != null && info.source != UnityEditor.PackageManager.PackageSource.Embedded
                && info.source != UnityEditor.PackageManager.PackageSource.Local;
        }

        /// <summary>The open prefab stage when leaving it would save it (unsaved changes, Auto Save on); otherwise null.</summary>
        public static PrefabStage StageThatWouldAutoSave()
        {
            var stage = PrefabStageUtility.GetCurrentPrefabStage();
            return stage != null && stage.scene.isDirty && AutoSaves(stage) && !InReadOnlyPackage(stage) ? stage : null;
        }

        /// <summary>True when Unity saves <paramref name="stage"/> by itself (Prefab Mode's Auto Save).</summary>
        public static bool AutoSaves(PrefabStage stage)
        {
            return s_autoSave != null && s_autoSave.PropertyType == typeof(bool) && (bool)s_autoSave.GetValue(stage, null);
        }

        /// <summary>
        /// Refuses <paramref name="what"/> (which leaves Prefab Mode) when leaving would make Unity ask about the stage's
        /// changes, or would make Auto Save write the prefab where Patchbay does not write.
        /// </summary>
        public static void RefuseLeaving(string what)
        {
            RefuseIfAutoSaveWouldWriteOutside(what);
            RefuseIfUnityWouldAsk(what);
        }

        /// <summary>Refuses <paramref name="what"/> (which would leave Prefab Mode) when Unity would ask about the stage's changes.</summary>
        public static void RefuseIfUnityWouldAsk(string what)
        {
            var stage = StageThatWouldAsk();
            if (stage == null)
            {
                return;
            }

            if (InReadOnlyPackage(stage))
            {
                throw ToolErrors.State("'" + stage.assetPath + "' is open in Prefab Mode with unsaved changes, and it is in a read-only package, so "
                    + "they cannot be saved: " + what + " would leave Prefab Mode, and Unity would ask in its \"Immutable Prefab\" dialog, "
                    + "blocking the editor until a person answers (Auto Save does not apply). Nothing was done. Discard them first with "
                    + "prefab_stage action=Close save=false (to keep such changes, copy the prefab under Assets/ and edit the copy), then call again.");
            }

            throw ToolErrors.State("'" + stage.assetPath + "' is open in Prefab Mode with unsaved changes and Prefab Mode's Auto Save is off: "
                + what + " would leave Prefab Mode, and Unity would ask in a modal dialog whether to save them, blocking the editor until "
                + "a person answers. Nothing was done. Close the stage first — prefab_stage action=Close save=true keeps the changes, "
                + "save=false discards them — then call again.");
        }

        /// <summary>
        /// Refuses <paramref name="what"/>, an edit in <paramref name="scene"/>, when that scene is the open prefab stage's and
        /// its Auto Save would write the prefab to a path <see cref="ProjectWrites.CheckSaveInPlace"/> refuses. With Auto
        /// Save on, Unity writes the stage to the prefab's file on the next editor update after any change
        /// (PrefabStage.Update → HandleAutoSave, UnityCsReference 2021.3.0f1
        /// Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:1139, :1216-1224; 6000.5.2f1 :1271,
        /// :1348-1356): an agent's edit of a prefab the person opened in Prefab Mode is a write of that file. Called before
        /// the edit changes anything.
        /// </summary>
        public static void RefuseEditIfAutoSaveWouldWriteOutside(UnityEngine.SceneManagement.Scene scene, string what)
        {
            var stage = PrefabStageUtility.GetCurrentPrefabStage();
            if (stage == null || !scene.IsValid() || stage.scene != scene || !AutoSaves(stage))
            {
                return;
            }

            RefuseIfItsPrefabIsNotWritable(stage, message => "'" + stage.assetPath + "' is open in Prefab Mode with Auto Save on: " + what
                + " would change it, and Unity would then save the prefab to its file. Patchbay does not write that file: "
                + message + " Nothing was changed. Turn Auto Save off in Prefab Mode's bar, or close the stage "
                + "(prefab_stage action=Close), then call again.");
        }

        /// <summary>
        /// Refuses <paramref name="what"/> (which may leave Prefab Mode) with the guard's security_blocked error when leaving
        /// would make Auto Save write the stage's prefab to a path <see cref="ProjectWrites.CheckSaveInPlace"/> refuses:
        /// through a symbolic link (perhaps to a folder outside the project), a hard link, or outside Assets/.
        /// </summary>
        /// <remarks>
        /// Unity leaving a stage with unsaved changes and Auto Save on saves it and goes on
        /// (PrefabStage.AskUserToSaveDirtySceneBeforeDestroyingScene: "if (autoSave) return Save();", UnityCsReference
        /// 2021.3.0f1 Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:1564-1584, 6000.0.0f1
        /// :1668-1688), reached from StageNavigationManager.SwitchToStage → AskUserToSaveModifiedStageBeforeSwitchingStage
        /// (StageNavigationManager.cs:188-201 in both). It never discards: only the Auto Save off dialog offers "Discard
        /// Changes". So the tool is refused and nothing changes, rather than leaving without saving: the changes are the
        /// person's (or the agent's) work, and opening a scene is no request to throw them away; the refusal names the
        /// deliberate way to do that (prefab_stage Close save=false, which clears the stage's dirtiness first, so Unity
        /// saves nothing as it leaves).
        /// </remarks>
        public static void RefuseIfAutoSaveWouldWriteOutside(string what)
        {
            var stage = StageThatWouldAutoSave();
            if (stage == null)
            {
                return;
            }

            RefuseIfItsPrefabIsNotWritable(stage, message => "'" + stage.assetPath + "' is open in Prefab Mode with unsaved changes and Prefab Mode's Auto Save is on: "
                + what + " would leave Prefab Mode, and Unity would save the prefab to its file as it leaves. Patchbay does not write that file: "
                + message + " Nothing was done. To leave the stage without saving, prefab_stage action=Close save=false discards its changes.");
        }

        // The guard's refusal of saving the stage's prefab in place (a link on the way, a hard link, outside Assets/),
        // in the words of the tool that would make Unity save it.
        private static void RefuseIfItsPrefabIsNotWritable(PrefabStage stage, System.Func<string, string> say)
        {
            try
            {
                ProjectWrites.CheckSaveInPlace(stage.assetPath, "Assets/Prefabs/Enemy.prefab");
            }
            catch (ToolException e)
            {
                throw new ToolException(e.Kind, say(e.Message), e.ErrorData);
            }
        }
    }
}
