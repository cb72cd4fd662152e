using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Prefabs;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.EditorOps
{
    /// <summary>
    /// Quits the editor cleanly (issue 48): the hub's close_editor calls it, no agent lists it. Refused while a loaded
    /// scene or the open prefab (Prefab Mode) has unsaved changes, naming them, unless the call says to save them
    /// (file writes: allowFileWrites) or to discard them. Then EditorApplication.Exit(0) on a later editor update, so
    /// the answer reaches the hub first. Scene.isDirty, SceneManager.GetSceneAt, EditorSceneManager.SaveScene and
    /// EditorApplication.Exit: UnityCsReference 2021.3.0f1 and 6000.0.0f1 (Runtime/Export/SceneManager/Scene.cs,
    /// SceneManager.cs; Editor/Mono/SceneManagement/EditorSceneManager.cs; Editor/Mono/EditorApplication.cs).
    /// </summary>
    [McpTool("quit_editor", "Quit the Unity editor; refused while scenes or prefabs have unsaved changes unless save or discard.",
        Group = "editor", Destructive = true, HubOnly = true)]
    public sealed class QuitEditorTool : McpTool<QuitEditorParams, string>
    {
        protected override Task<string> ExecuteAsync(QuitEditorParams parameters, ToolCallContext context)
        {
            if (parameters.Save && parameters.Discard)
            {
                throw ToolErrors.Invalid("save", "save or discard, not both", "Give save or discard, not both: nothing was closed.");
            }

            var scenes = new List<Scene>();
            var unsaved = new List<string>();
            for (var i = 0; i < SceneManager.sceneCount; i++)
            {
                var scene = SceneManager.GetSceneAt(i);
                if (scene.isDirty)
                {
                    scenes.Add(scene);
                    unsaved.Add(string.IsNullOrEmpty(scene.path) ? scene.name + " (never saved)" : scene.path);
                }
            }

            var stage = PrefabStageUtility.GetCurrentPrefabStage();
            var prefabDirty = stage != null && stage.scene.isDirty;
            if (prefabDirty)
            {
                unsaved.Add(stage.assetPath + " (open in Prefab Mode)");
            }

            if (unsaved.Count > 0 && !parameters.Save && !parameters.Discard)
            {
                throw ToolErrors.State("Unsaved changes in " + string.Join(", ", unsaved.ToArray()) +
                    "; nothing was closed. Close with save (writes them: allowFileWrites) or discard (quits without them).");
            }

            var result = new JObject { { "quitting", true } };
            if (unsaved.Count > 0 && parameters.Save)
            {
                ProjectWrites.CheckFileWritesAllowed("save", "Or close with discard; nothing was closed.");

                foreach (var scene in scenes)
                {
                    if (string.IsNullOrEmpty(scene.path))
                    {
                        throw ToolErrors.State("'" + scene.name + "' was never saved, so it has no file to save to: save it with save_scene " +
                            "saveAs first, or close with discard; nothing was closed.");
                    }
                }

                foreach (var scene in scenes)
                {
                    if (!EditorSceneManager.SaveScene(scene))
                    {
                        throw ToolErrors.State("Unity could not save '" + scene.path + "'; nothing was closed (get_console_logs says why).");
                    }
                }

                if (prefabDirty)
                {
                    PrefabStageTool.Save(stage);
                }

                result["saved"] = new JArray(unsaved.ToArray());
            }
            else if (unsaved.Count > 0)
            {
                result["discarded"] = new JArray(unsaved.ToArray());
            }

            // Two updates later: this answer is on its way to the hub before the process ends.
            EditorApplication.delayCall += () => EditorApplication.delayCall += () => EditorApplication.Exit(0);
            return Done(ToolJson.Text(result));
        }
    }
}
