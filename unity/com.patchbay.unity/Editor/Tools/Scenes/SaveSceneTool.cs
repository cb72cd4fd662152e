using System;
using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    [McpTool("save_scene", "Save a loaded scene, optionally as a new file.",
        Group = "scenes", Destructive = false, Idempotent = true, Security = SecurityClass.FileWrite)]
    public sealed class SaveSceneTool : McpTool<SaveSceneParams, string>
    {
        protected override Task<string> ExecuteAsync(SaveSceneParams parameters, ToolCallContext context)
        {
            if (EditorApplication.isPlaying)
            {
                throw ToolErrors.State("Scenes cannot be saved in play mode; stop first (set_play_mode stop). Play-mode changes are lost on stop.");
            }

            var scene = SceneObjects.ResolveScene(parameters.Scene, "scene");
            var target = parameters.SaveAs;
            var guard = ProjectWrites.Guard("Assets/Scenes/Level.unity", "saveAs");
            if (!string.IsNullOrEmpty(target))
            {
                if (!target.EndsWith(".unity", StringComparison.Ordinal))
                {
                    throw ToolErrors.Invalid("saveAs", "path ending in .unity", "saveAs must end with .unity, e.g. \"Assets/Scenes/Level2.unity\".");
                }

                var full = guard.ResolveWritePathOrThrow(target);
                if (!Directory.Exists(Path.GetDirectoryName(full)))
                {
                    throw ToolErrors.Missing("saveAs", "Folder '" + Path.GetDirectoryName(target).Replace('\\', '/') + "' does not exist; create it with create_asset (type Folder).");
                }
            }
            else if (string.IsNullOrEmpty(scene.path))
            {
                throw ToolErrors.Invalid("saveAs", "path", "'" + scene.name + "' has never been saved; pass saveAs, e.g. \"Assets/Scenes/New.unity\".");
            }
            else
            {
                // Saving in place writes the scene's own file: the same guard as a new path, as the file may
                // be reached through a link, have a second (hard) link, or not be under Assets/ at all.
                guard.ResolveSavePathOrThrow(scene.path);
                RefuseToOverwriteDiskChanges(scene);
            }

            var ok = string.IsNullOrEmpty(target) ? EditorSceneManager.SaveScene(scene) : EditorSceneManager.SaveScene(scene, target);
            if (!ok)
            {
                throw ToolErrors.State("Unity could not save '" + scene.name + "'; check get_console_logs.");
            }

            return Done(ToolJson.Text(new JObject
            {
                { "saved", string.IsNullOrEmpty(target) ? scene.path : target },
                { "scene", scene.name },
            }));
        }

        // Unity saves over a file changed on disk without a word (and asks about it only if an import finds the change
        // first): another program's or a git command's change would be lost unless the agent means it, which it says by
        // naming the file (saveAs its own path).
        private static void RefuseToOverwriteDiskChanges(Scene scene)
        {
            if (!SceneFilesOnDisk.Changed().Contains(scene))
            {
                return;
            }

            throw ToolErrors.State("'" + scene.path + "' changed on disk since the editor opened or saved it (another program or a git command "
                + "wrote it); saving would overwrite that change. Nothing was written. To keep the editor's version anyway, save over the file "
                + "by name: save_scene with scene=\"" + scene.name + "\" and saveAs=\"" + scene.path + "\". To take the file's: open_scene path=" + scene.path
                + " discardChanges=true (with additive=true the other open scenes stay).");
        }
    }
}
