using System.Collections.Generic;
using System.Threading.Tasks;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    /// <summary>Refuses to drop unsaved changes unless told to: OpenScene(Single) would discard them without asking.</summary>
    [McpTool("open_scene", "Open a scene (single or additive), or make an open one active.",
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

            var opened = EditorSceneManager.OpenScene(parameters.Path, parameters.Additive ? OpenSceneMode.Additive : OpenSceneMode.Single);
            if (parameters.Active)
            {
                MakeActive(opened);
            }

            return Done(ToolJson.Text(SceneInfo.Describe(opened)));
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
