using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.SceneManagement;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>
    /// Prefab Mode for agents. While a stage is open, the object tools (get_hierarchy, create_game_object,
    /// set_component_field, ...) see only its contents, as Unity's Hierarchy does; new root-less objects go
    /// under the prefab root. Save writes the asset (instances update); close saves or discards.
    /// </summary>
    [McpTool("prefab_stage", "Edit a prefab: Open (object tools then work in it), Save, Close (save or discard).",
        Group = "prefabs", Destructive = true, Idempotent = false, Security = SecurityClass.FileWrite)]
    public sealed class PrefabStageTool : McpTool<PrefabStageParams, string>
    {
        protected override Task<string> ExecuteAsync(PrefabStageParams parameters, ToolCallContext context)
        {
            var stage = PrefabAssets.Stage;
            switch (parameters.Action)
            {
                case PrefabStageAction.Open:
                    PrefabAssets.Load(parameters.Path, "path");
                    // Editing a prefab in Prefab Mode writes its own file: Save and Close save=true do, and so does Unity's
                    // Auto Save, after every change (StageNavigationManager.Update → PrefabStage.Tick → HandleAutoSave, about
                    // every 0.2 s: UnityCsReference 2021.3.0f1 Editor/Mono/SceneManagement/StageManager/
                    // StageNavigationManager.cs:121-158 and PrefabStage/PrefabStage.cs:1121-1139, 1216-1224; 6000.0.0f1 the
                    // same StageNavigationManager lines, PrefabStage.cs:1211-1229, 1314-1322) and as the stage is left. So a
                    // prefab the guard would not let Patchbay save where it is (through a link, outside Assets/) is not
                    // opened for editing at all; get_prefab reads it.
                    CheckEditable(parameters.Path);
                    if (stage != null && stage.assetPath != parameters.Path && stage.scene.isDirty)
                    {
                        throw ToolErrors.State("'" + stage.assetPath + "' is open with unsaved changes; close it first (prefab_stage close, save true or false).");
                    }

                    if (EditorApplication.isPlaying)
                    {
                        throw ToolErrors.State("Stop play mode before editing prefabs (set_play_mode stop).");
                    }

                    // Already open: nothing to do. Unity would switch stages to the same prefab, which asks about (or,
                    // with Auto Save, saves) its unsaved changes.
                    if (stage == null || stage.assetPath != parameters.Path)
                    {
                        stage = PrefabStageUtility.OpenPrefab(parameters.Path);
                    }

                    if (stage == null)
                    {
                        throw ToolErrors.State("Unity did not open '" + parameters.Path + "'; see get_console_logs.");
                    }

                    var autoSave = PrefabModeExit.AutoSaves(stage);
                    return Done(ToolJson.Text(new JObject
                    {
                        { "open", stage.assetPath },
                        { "root", SceneObjects.Describe(stage.prefabContentsRoot) },
                        { "autoSave", autoSave },
                        {
                            "note", autoSave
                                ? "Object tools now edit this prefab. Prefab Mode's Auto Save is on: Unity saves each change to the prefab as it is made, so close save=false cannot take them back (undo can). prefab_stage close returns to the scenes."
                                : "Object tools now edit this prefab; prefab_stage close (save true/false) returns to the scenes."
                        },
                    }));
                case PrefabStageAction.Save:
                    RequireOpen(stage);
                    Save(stage);
                    return Done(ToolJson.Text(new JObject { { "saved", stage.assetPath } }));
                default:
                    RequireOpen(stage);
                    var path = stage.assetPath;
                    var dirty = stage.scene.isDirty;
                    if (parameters.Save)
                    {
                        Save(stage);
                    }
                    else
                    {
                        stage.ClearDirtiness();
                    }

                    StageUtility.GoToMainStage();
                    var result = new JObject { { "closed", path } };
                    result[parameters.Save ? "saved" : "discarded"] = parameters.Save || dirty;
                    if (!parameters.Save && !dirty && PrefabModeExit.AutoSaves(stage))
                    {
                        result["note"] = "Nothing to discard: Prefab Mode's Auto Save had saved every change to the prefab as it was made.";
                    }
                    return Done(ToolJson.Text(result));
            }
        }

        private static void CheckEditable(string path)
        {
            try
            {
                ProjectWrites.CheckSaveInPlace(path, "Assets/Prefabs/Enemy.prefab");
            }
            catch (ToolException e)
            {
                throw new ToolException(e.Kind, "Editing '" + path + "' in Prefab Mode writes its file (Save, and Prefab Mode's Auto Save after every change), "
                    + "and Patchbay does not write it: " + e.Message + " Nothing was opened; get_prefab reads the prefab without editing it.", e.ErrorData);
            }
        }

        private static void RequireOpen(PrefabStage stage)
        {
            if (stage == null)
            {
                throw ToolErrors.State("No prefab stage is open; open one with prefab_stage action=Open path=Assets/….prefab.");
            }
        }

        internal static void Save(PrefabStage stage)
        {
            if (stage.prefabContentsRoot == null)
            {
                throw ToolErrors.State("The prefab's root object was deleted, so there is nothing to save; close with save=false.");
            }

            // Saving writes the prefab's own file: checked like every write, before anything changes.
            ProjectWrites.CheckSaveInPlace(stage.assetPath, "Assets/Prefabs/Enemy.prefab");

            bool success;
            PrefabUtility.SaveAsPrefabAsset(stage.prefabContentsRoot, stage.assetPath, out success);
            if (!success)
            {
                throw ToolErrors.State("Unity could not save '" + stage.assetPath + "'; see get_console_logs.");
            }

            stage.ClearDirtiness();
        }
    }
}
