using System;
using System.Collections.Generic;
using System.IO;
using System.Security.Cryptography;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    /// <summary>
    /// Whether a loaded scene's file changed on disk since the editor read or wrote it (another program, the agent's
    /// own file edit, a git command), and what tools do about it. Unity asks about such a scene in a modal dialog
    /// ("The open scene(s) have been modified externally": Reload, Ignore) at its first update after an import finds
    /// the change — whether or not the scene has unsaved changes — and nothing else of the editor runs until a person
    /// answers. The dialog is native (EditorSceneManager::HandleOpenScenesChangeOnDisk); reports show that a scene
    /// reopened after the import and before that update is not asked about, and one reopened before the import is.
    /// So before a tool imports (<see cref="ReloadChanged"/>), each changed scene is imported and then reopened from
    /// its file, which loses nothing when it has no unsaved changes; one with unsaved changes is refused first
    /// (<see cref="RefuseConflicts"/>), naming the two deliberate ways out. The fingerprints (length, write time,
    /// SHA-1) are taken when Unity opens or saves a scene and kept in SessionState across domain reloads.
    /// </summary>
    [InitializeOnLoad]
    public static class SceneFilesOnDisk
    {
        private const string StateKey = "Patchbay.SceneFiles";

        static SceneFilesOnDisk()
        {
            EditorSceneManager.sceneOpened += (scene, mode) => Record(scene.path);
            EditorSceneManager.sceneSaved += scene => Record(scene.path);
            // The scenes open when the package loads (at editor start they may open before or after this), as they are.
            RecordUnknown();
            EditorApplication.delayCall += RecordUnknown;
        }

        /// <summary>The loaded scenes whose file differs from what the editor last read or wrote.</summary>
        public static List<Scene> Changed()
        {
            var changed = new List<Scene>();
            var known = Load();
            var updated = false;
            for (var i = 0; i < SceneManager.sceneCount; i++)
            {
                var scene = SceneManager.GetSceneAt(i);
                if (!scene.isLoaded || string.IsNullOrEmpty(scene.path))
                {
                    continue;
                }

                var full = FullPath(scene.path);
                var recorded = (string)known[scene.path];
                if (recorded == null || !File.Exists(full))
                {
                    // Not seen opening (RecordUnknown missed it) or gone: from now on.
                    updated |= Put(known, scene.path);
                    continue;
                }

                var parts = recorded.Split(':');
                var info = new FileInfo(full);
                if (parts.Length == 3 && parts[0] == info.Length.ToString() && parts[1] == info.LastWriteTimeUtc.Ticks.ToString())
                {
                    continue;
                }

                if (parts.Length == 3 && parts[2] == Hash(full))
                {
                    updated |= Put(known, scene.path); // touched, not changed
                    continue;
                }

                changed.Add(scene);
            }

            if (updated)
            {
                Store(known);
            }

            return changed;
        }

        /// <summary>
        /// Refuses <paramref name="what"/>, which would import the files, when a changed scene has unsaved changes (Unity
        /// would ask whether to lose them), or when reopening a changed scene would leave a prefab stage Unity would ask about.
        /// </summary>
        public static void RefuseConflicts(string what)
        {
            var changed = Changed();
            if (changed.Count == 0)
            {
                return;
            }

            foreach (var scene in changed)
            {
                if (scene.isDirty)
                {
                    throw ToolErrors.State("'" + scene.path + "' changed on disk since the editor opened or saved it (another program or a git command "
                        + "wrote it), and the scene also has unsaved changes in the editor: " + what + " would import the file, and Unity would then ask "
                        + "in a modal dialog whether to reload the scene, blocking the editor until a person answers. Nothing was done. To keep the "
                        + "editor's version, save over the file by name: save_scene with scene=\"" + scene.name + "\" and saveAs=\"" + scene.path
                        + "\". To take the file's: open_scene path=" + scene.path + " discardChanges=true (with additive=true the other open scenes stay).");
                }
            }

            PrefabModeExit.RefuseLeaving("reopening " + changed[0].path + ", which changed on disk,");
            if (PrefabStageUtility.GetCurrentPrefabStage() != null)
            {
                throw ToolErrors.State("'" + changed[0].path + "' changed on disk since the editor opened or saved it: " + what + " reopens it from "
                    + "the file first (or Unity would ask whether to), and opening a scene leaves Prefab Mode. Nothing was done. Close the prefab "
                    + "stage first (prefab_stage action=Close, save true or false), then call again.");
            }
        }

        /// <summary>
        /// Imports each changed scene's file and reopens the scene from it, before anything else is imported; returns their
        /// paths. Call <see cref="RefuseConflicts"/> first: a scene with unsaved changes would lose them.
        /// </summary>
        public static string[] ReloadChanged()
        {
            var changed = Changed();
            var paths = new string[changed.Count];
            for (var i = 0; i < changed.Count; i++)
            {
                paths[i] = changed[i].path;
                ReopenFromFile(changed[i]);
            }

            return paths;
        }

        /// <summary>
        /// Opens <paramref name="scene"/> again from its file in its place among the open scenes (active if it was),
        /// dropping its unsaved changes; the file is imported first, so Unity has nothing left to ask about it.
        /// </summary>
        public static Scene ReopenFromFile(Scene scene)
        {
            var path = scene.path;
            AssetDatabase.ImportAsset(path);
            var wasActive = SceneManager.GetActiveScene() == scene;
            // CloseScene refuses the last loaded scene; then opening it alone is the reload.
            if (SceneManager.sceneCount == 1 || !EditorSceneManager.CloseScene(scene, true))
            {
                return EditorSceneManager.OpenScene(path, OpenSceneMode.Single);
            }

            var reopened = EditorSceneManager.OpenScene(path, OpenSceneMode.Additive);
            if (wasActive)
            {
                SceneManager.SetActiveScene(reopened);
            }

            return reopened;
        }

        private static void RecordUnknown()
        {
            var known = Load();
            var updated = false;
            for (var i = 0; i < SceneManager.sceneCount; i++)
            {
                var path = SceneManager.GetSceneAt(i).path;
                if (!string.IsNullOrEmpty(path) && known[path] == null)
                {
                    updated |= Put(known, path);
                }
            }

            if (updated)
            {
                Store(known);
            }
        }

        /// <summary>Takes the file of the scene at <paramref name="assetPath"/> as the editor's from now on (it read or wrote it).</summary>
        public static void Record(string assetPath)
        {
            if (string.IsNullOrEmpty(assetPath))
            {
                return;
            }

            var known = Load();
            Put(known, assetPath);
            Store(known);
        }

        private static bool Put(JObject known, string assetPath)
        {
            var full = FullPath(assetPath);
            if (!File.Exists(full))
            {
                return known.Remove(assetPath);
            }

            var info = new FileInfo(full);
            known[assetPath] = info.Length + ":" + info.LastWriteTimeUtc.Ticks + ":" + Hash(full);
            return true;
        }

        private static JObject Load()
        {
            var stored = SessionState.GetString(StateKey, string.Empty);
            if (stored.Length == 0)
            {
                return new JObject();
            }

            try
            {
                return JObject.Parse(stored);
            }
            catch (Newtonsoft.Json.JsonException)
            {
                return new JObject();
            }
        }

        private static void Store(JObject known)
        {
            SessionState.SetString(StateKey, known.ToString(Newtonsoft.Json.Formatting.None));
        }

        private static string FullPath(string assetPath)
        {
            return Path.Combine(Path.GetDirectoryName(UnityEngine.Application.dataPath), assetPath);
        }

        private static string Hash(string fullPath)
        {
            using (var sha = SHA1.Create())
            using (var stream = File.OpenRead(fullPath))
            {
                return BitConverter.ToString(sha.ComputeHash(stream)).Replace("-", string.Empty);
            }
        }
    }
}
