using System.Collections.Generic;
using System.Threading.Tasks;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    /// <summary>
    /// Refuses to drop unsaved changes unless told to: OpenScene(Single) would discard them without asking. Opening a
    /// scene leaves Prefab Mode, so it is refused while Unity would ask about the stage's unsaved changes, or while
    /// Auto Save would write them to a prefab whose path the project guard refuses (<see cref="PrefabModeExit"/>). The scene file is imported before it is read, or Unity, finding it changed at its
    /// next refresh, would ask in a modal dialog whether to reload the scene just opened. An open scene opened again
    /// with discardChanges comes back from its file.
    /// </summary>
    [McpTool("open_scene", "Open a scene (single replaces the loaded scenes; or additive), or make an open one active.",
        Group = "scenes", Destructive = true, Idempotent = true)]
    public sealed class OpenSceneTool : McpTool<OpenSceneParams, string>
    {
        protected override Task<string> ExecuteAsync(OpenSceneParams parameters, ToolCallContext context)
        {
            if (EditorApplication.isPlaying)
            {
                throw ToolErrors.State("Stop play mode before opening scenes in the editor (set_play_mode stop).");
            }

            if (AssetDatabase.LoadAssetAtPath<SceneAsset>(parameters.Path) == null)
            {
                var scenes = new List<string>();
                foreach (var guid in AssetDatabase.FindAssets("t:Scene"))
                {
                    scenes.Add(AssetDatabase.GUIDToAssetPath(guid));
                }

                throw ToolErrors.Missing("path", "No scene asset at '" + parameters.Path + "'. Project scenes: " + ToolErrors.List(scenes, 15) + ".");
            }

            if (parameters.Active)
            {
                var open = SceneManager.GetSceneByPath(parameters.Path);
                if (open.IsValid() && open.isLoaded)
                {
                    MakeActive(open);
                    return Done(ToolJson.Text(SceneInfo.Describe(open)));
                }
            }

            PrefabModeExit.RefuseLeaving("open_scene");
            if (!parameters.Additive && !parameters.DiscardChanges)
            {
                var dirty = new List<string>();
                foreach (var scene in SceneObjects.LoadedScenes())
                {
                    if (scene.isDirty)
                    {
                        dirty.Add(string.IsNullOrEmpty(scene.path) ? scene.name + " (untitled)" : scene.path);
                    }
                }

                if (dirty.Count > 0)
                {
                    throw ToolErrors.State("Unsaved changes in " + string.Join(", ", dirty.ToArray())
                        + ". Save them with save_scene, open additively, or pass discardChanges=true to lose them.");
                }
            }

            var stage = PrefabStageUtility.GetCurrentPrefabStage();
            var stagePath = stage != null ? stage.assetPath : null;
            var stageSaved = stage != null && stage.scene.isDirty;
            Scene opened;
            var loaded = SceneManager.GetSceneByPath(parameters.Path);
            if (parameters.Additive && loaded.IsValid() && loaded.isLoaded)
            {
                // Already open: OpenScene would hand it back as it is; discardChanges asks for the file's version.
                opened = parameters.DiscardChanges ? SceneFilesOnDisk.ReopenFromFile(loaded) : EditorSceneManager.OpenScene(parameters.Path, OpenSceneMode.Additive);
            }
            else
            {
                AssetDatabase.ImportAsset(parameters.Path);
                opened = EditorSceneManager.OpenScene(parameters.Path, parameters.Additive ? OpenSceneMode.Additive : OpenSceneMode.Single);
            }

            if (parameters.Active)
            {
                MakeActive(opened);
            }

            var result = SceneInfo.Describe(opened);
            if (stagePath != null && PrefabStageUtility.GetCurrentPrefabStage() == null)
            {
                // Unity leaves Prefab Mode when a scene opens; with Auto Save on it saved the stage's changes first.
                result["prefabStage"] = stagePath + " closed" + (stageSaved ? "; Prefab Mode's Auto Save saved its changes" : string.Empty);
            }

            return Done(ToolJson.Text(result));
        }

        private static void MakeActive(Scene scene)
        {
            if (!SceneManager.SetActiveScene(scene))
            {
                throw ToolErrors.State("Unity refused to make '" + scene.name + "' the active scene.");
            }
        }
    }
}
