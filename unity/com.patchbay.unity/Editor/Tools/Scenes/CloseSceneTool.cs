using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    [McpTool("close_scene", "Close one of several open scenes.",
        Group = "scenes", Destructive = true, Idempotent = false)]
    public sealed class CloseSceneTool : McpTool<CloseSceneParams, string>
    {
        protected override Task<string> ExecuteAsync(CloseSceneParams parameters, ToolCallContext context)
        {
            if (EditorApplication.isPlaying)
            {
                throw ToolErrors.State("Stop play mode before closing scenes (set_play_mode stop).");
            }

            var scene = SceneObjects.ResolveScene(parameters.Scene, "scene");
            if (SceneManager.sceneCount <= 1)
            {
                throw ToolErrors.State("'" + scene.name + "' is the only open scene and Unity keeps one open; use open_scene to replace it.");
            }

            if (scene.isDirty && !parameters.DiscardChanges)
            {
                throw ToolErrors.State("'" + scene.name + "' has unsaved changes; save_scene first or pass discardChanges=true.");
            }

            var name = scene.name;
            if (!EditorSceneManager.CloseScene(scene, true))
            {
                throw ToolErrors.State("Unity refused to close '" + name + "'.");
            }

            return Done("Closed " + name + "; active scene is " + SceneManager.GetActiveScene().name + ".");
        }
    }
}
