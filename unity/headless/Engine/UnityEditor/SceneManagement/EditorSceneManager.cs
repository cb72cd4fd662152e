using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace UnityEditor.SceneManagement
{
    // Scene files are JSON ({"format": "patchbay-headless-scene", "roots": [...]}), not Unity YAML.
    public sealed class EditorSceneManager : SceneManager
    {
        public delegate void SceneOpeningCallback(string path, OpenSceneMode mode);
        public delegate void SceneOpenedCallback(Scene scene, OpenSceneMode mode);
        public delegate void NewSceneCreatedCallback(Scene scene, NewSceneSetup setup, NewSceneMode mode);
        public delegate void SceneSavingCallback(Scene scene, string path);
        public delegate void SceneSavedCallback(Scene scene);
        public delegate void SceneClosingCallback(Scene scene, bool removingScene);
        public delegate void SceneClosedCallback(Scene scene);
        public delegate void SceneDirtiedCallback(Scene scene);

        public static event SceneOpeningCallback sceneOpening;
        public static event SceneOpenedCallback sceneOpened;
        public static event NewSceneCreatedCallback newSceneCreated;
        public static event SceneSavingCallback sceneSaving;
        public static event SceneSavedCallback sceneSaved;
        public static event SceneClosingCallback sceneClosing;
        public static event SceneClosedCallback sceneClosed;
        public static event SceneDirtiedCallback sceneDirtied;
        // A UnityAction, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Editor/Mono/EditorSceneManager.cs).
        public static event UnityEngine.Events.UnityAction<Scene, Scene> activeSceneChangedInEditMode;

        internal const string Format = "patchbay-headless-scene";
        internal static int UntitledCounter;

        EditorSceneManager() { }

        public static SceneAsset playModeStartScene { get; set; }

        internal static void InstallHooks()
        {
            SceneRegistry.BuildIndexOf = path =>
            {
                var enabled = EditorBuildSettings.scenes.Where(s => s.enabled).Select(s => s.path).ToList();
                return enabled.IndexOf(path);
            };
            SceneManager.SceneBuildList = () => EditorBuildSettings.scenes.Where(s => s.enabled).Select(s => s.path).ToArray();
            SceneManager.PlayModeSceneLoader = (name, mode) =>
            {
                var path = SceneManager.SceneBuildList().FirstOrDefault(p => p == name || Path.GetFileNameWithoutExtension(p) == name);
                if (path == null) { Debug.LogError("Scene '" + name + "' couldn't be loaded because it has not been added to the build settings."); return; }
                var scene = Load(path, mode == LoadSceneMode.Single ? OpenSceneMode.Single : OpenSceneMode.Additive);
                SceneManager.RaiseSceneLoaded(scene.Data, mode);
            };
            SceneManager.InvokeActiveSceneChanged = (previous, next) =>
            {
                var h = activeSceneChangedInEditMode;
                if (h != null && !Application.isPlaying) h(new Scene(previous == null ? 0 : previous.Handle), new Scene(next == null ? 0 : next.Handle));
            };
        }

        public static Scene OpenScene(string scenePath)
        {
            return OpenScene(scenePath, OpenSceneMode.Single);
        }

        public static Scene OpenScene(string scenePath, OpenSceneMode mode)
        {
            if (Application.isPlaying) throw new InvalidOperationException("This cannot be used during play mode, please use SceneManager.LoadScene()/SceneManager.LoadSceneAsync() instead.");
            var scene = Load(scenePath, mode);
            RememberOpenScenes();
            LeavePrefabModeAfterSceneChange();
            return scene;
        }

        // Opening or creating a scene in Prefab Mode returns to the main stage, after the scene is open: Unity's
        // StageNavigationManager does it on sceneOpened and newSceneCreated (UnityCsReference 2021.3.0f1
        // Editor/Mono/SceneManagement/StageManager/StageNavigationManager.cs:73-74, 105-119; 6000.5.0f1 :110-124),
        // so a stage with unsaved changes asks first when Auto Save is off (StageUtility.GoToMainStage); Cancel keeps
        // the stage, with the scene open behind it.
        static void LeavePrefabModeAfterSceneChange()
        {
            if (PrefabStageUtility.Current != null) StageUtility.LeavePrefabStage();
        }

        static Scene Load(string scenePath, OpenSceneMode mode)
        {
            scenePath = (scenePath ?? "").Replace('\\', '/');
            var full = AssetDatabase.FullPath(scenePath);
            if (!File.Exists(full)) throw new ArgumentException("Scene file not found: '" + scenePath + "'.");
            var h = sceneOpening;
            if (h != null) h(scenePath, mode);
            var existing = SceneRegistry.LoadedScenes.FirstOrDefault(s => s.Path == scenePath);
            if (mode == OpenSceneMode.Single)
            {
                foreach (var s in SceneRegistry.LoadedScenes.ToArray()) Close(s);
                existing = null;
            }
            SceneData data;
            if (existing != null)
            {
                data = existing;
            }
            else
            {
                JObject file;
                try { file = JObject.Parse(File.ReadAllText(full)); }
                catch (JsonException e) { throw new ArgumentException("Scene file '" + scenePath + "' is not a headless scene: " + e.Message); }
                file["path"] = scenePath;
                file["name"] = Path.GetFileNameWithoutExtension(scenePath);
                file["dirty"] = false;
                file["loaded"] = mode != OpenSceneMode.AdditiveWithoutLoading;
                if (mode == OpenSceneMode.AdditiveWithoutLoading) file["roots"] = new JArray();
                data = ObjectSerializer.ReadScene(file, false);
                data.IsDirty = false;
            }
            if (mode == OpenSceneMode.Single) SceneRegistry.Active = data;
            var opened = sceneOpened;
            if (opened != null) opened(new Scene(data.Handle), mode);
            return new Scene(data.Handle);
        }

        public static Scene NewScene(NewSceneSetup setup)
        {
            return NewScene(setup, NewSceneMode.Single);
        }

        public static Scene NewScene(NewSceneSetup setup, NewSceneMode mode)
        {
            if (mode == NewSceneMode.Single)
                foreach (var s in SceneRegistry.LoadedScenes.ToArray()) Close(s);
            var data = SceneRegistry.Create("", "");
            if (mode == NewSceneMode.Single) SceneRegistry.Active = data;
            if (setup == NewSceneSetup.DefaultGameObjects)
            {
                var camera = new GameObject("Main Camera", data, null) { tag = "MainCamera" };
                camera.AddComponent<Camera>();
                camera.transform.position = new Vector3(0f, 1f, -10f);
                var light = new GameObject("Directional Light", data, null);
                light.AddComponent<Light>().type = LightType.Directional;
                light.transform.position = new Vector3(0f, 3f, 0f);
                light.transform.rotation = Quaternion.Euler(50f, -30f, 0f);
            }
            data.IsDirty = false;
            var h = newSceneCreated;
            if (h != null) h(new Scene(data.Handle), setup, mode);
            LeavePrefabModeAfterSceneChange();
            return new Scene(data.Handle);
        }

        public static bool CloseScene(Scene scene, bool removeScene)
        {
            var data = scene.Data;
            if (data == null) return false;
            if (SceneRegistry.LoadedScenes.Count(s => s.IsLoaded) <= 1 && data.IsLoaded)
            {
                Debug.LogError("Cannot close the last loaded scene.");
                return false;
            }
            var h = sceneClosing;
            if (h != null) h(scene, removeScene);
            if (removeScene) Close(data);
            else
            {
                foreach (var root in data.Roots.ToArray()) if (UnityEngine.Object.IsAlive(root)) root.DestroyCore();
                data.IsLoaded = false;
                data.IsDirty = false;
                if (SceneRegistry.Active == data) SceneRegistry.Active = SceneRegistry.LoadedScenes.First(s => s.IsLoaded);
            }
            RememberOpenScenes();
            return true;
        }

        static void Close(SceneData data)
        {
            var scene = new Scene(data.Handle);
            SceneRegistry.Remove(data);
            SceneManager.RaiseSceneUnloaded(data);
            var h = sceneClosed;
            if (h != null) h(scene);
        }

        public static bool SaveScene(Scene scene)
        {
            return SaveScene(scene, "", false);
        }

        public static bool SaveScene(Scene scene, string dstScenePath)
        {
            return SaveScene(scene, dstScenePath, false);
        }

        public static bool SaveScene(Scene scene, string dstScenePath, bool saveAsCopy)
        {
            if (Application.isPlaying) { Debug.LogError("Saving scenes is not allowed in play mode."); return false; }
            var data = scene.Data;
            if (data == null || !data.IsLoaded) return false;
            var path = string.IsNullOrEmpty(dstScenePath) ? data.Path : dstScenePath.Replace('\\', '/');
            if (string.IsNullOrEmpty(path))
            {
                Debug.LogWarning("Untitled scene has no path: headless editor cannot ask where to save it.");
                return false;
            }
            if (!path.StartsWith("Assets/", StringComparison.Ordinal) || !path.EndsWith(".unity", StringComparison.Ordinal))
            {
                Debug.LogError("Scene path must be in Assets/ and end with .unity: " + path);
                return false;
            }
            var saving = sceneSaving;
            if (saving != null) saving(scene, path);
            var json = ObjectSerializer.WriteScene(data);
            var file = new JObject { { "format", Format }, { "version", 1 }, { "roots", json["roots"] } };
            var full = AssetDatabase.FullPath(path);
            Directory.CreateDirectory(Path.GetDirectoryName(full));
            File.WriteAllText(full, file.ToString(Formatting.Indented));
            UnityEditor.Internal.SceneFileImports.Wrote(path);
            AssetDatabase.ImportAsset(path);
            if (!saveAsCopy)
            {
                data.Path = path;
                data.Name = Path.GetFileNameWithoutExtension(path);
                data.IsDirty = false;
                data.BuildIndex = SceneRegistry.BuildIndexOf(path);
            }
            var saved = sceneSaved;
            if (saved != null) saved(scene);
            RememberOpenScenes();
            return true;
        }

        public static bool SaveOpenScenes()
        {
            var ok = true;
            foreach (var s in SceneRegistry.LoadedScenes.ToArray())
                if (s.IsDirty && s.IsLoaded) ok &= SaveScene(new Scene(s.Handle));
            return ok;
        }

        public static bool SaveScenes(Scene[] scenes)
        {
            var ok = true;
            foreach (var s in scenes) ok &= SaveScene(s);
            return ok;
        }

        // With a modified scene open, Unity asks on the main thread, in a modal dialog, whether to save it (native:
        // UnityCsReference 2021.3.0f1 Editor/Mono/EditorSceneManager.bindings.cs:186-194); false when the person
        // cancels. Nothing else of the editor runs until someone answers. The stand-in's buttons: Save, Don't Save,
        // Cancel (HeadlessEditor.ShowModal; the host's "dialog <n>").
        public static bool SaveCurrentModifiedScenesIfUserWantsTo()
        {
            return SaveModifiedScenesIfUserWantsTo(SceneRegistry.LoadedScenes.Select(d => new Scene(d.Handle)).ToArray());
        }

        public static bool SaveModifiedScenesIfUserWantsTo(Scene[] scenes)
        {
            var dirty = scenes.Where(s => s.isDirty).ToArray();
            if (dirty.Length == 0) return true;
            var names = string.Join("\n", dirty.Select(s => string.IsNullOrEmpty(s.path) ? "Untitled" : s.path).ToArray());
            var answer = Patchbay.Headless.HeadlessEditor.ShowModal("Scene(s) Have Been Modified",
                "Do you want to save the changes you made in the scenes:\n" + names + "\n\nYour changes will be lost if you don't save them.",
                "Save", "Don't Save", "Cancel");
            if (answer == 2) return false;
            if (answer == 0) foreach (var s in dirty) if (!string.IsNullOrEmpty(s.path)) SaveScene(s);
            return true;
        }

        // Re-reads a saved scene from disk in place of the loaded one, losing its unsaved changes (internal in
        // Unity: UnityCsReference 2021.3.0f1 Editor/Mono/EditorSceneManager.bindings.cs:130-133; the Test Framework
        // 1.4 calls it before a run, TestRun/Tasks/Scene/ReloadModifiedScenesTask.cs).
        internal static bool ReloadScene(Scene scene)
        {
            var data = scene.Data;
            if (data == null || string.IsNullOrEmpty(data.Path) || !File.Exists(AssetDatabase.FullPath(data.Path))) return false;
            var wasActive = SceneRegistry.Active == data;
            var path = data.Path;
            Close(data);
            var reloaded = Load(path, SceneRegistry.LoadedScenes.Count == 0 ? OpenSceneMode.Single : OpenSceneMode.Additive);
            if (wasActive) SceneRegistry.Active = reloaded.Data;
            return true;
        }

        // Open scenes whose file an import found changed on disk (SceneFileImports): at the next tick Unity asks, in a
        // modal dialog on the main thread, whether to reload them — also a scene without unsaved changes — and nothing
        // else of the editor runs until a person answers. Reload reads each from disk (its unsaved changes are lost);
        // Ignore keeps the editor's copy (saving it later overwrites the file). Native, not in UnityCsReference
        // (EditorSceneManager::HandleOpenScenesChangeOnDisk from OnApplicationTick, in native crash stacks); the title,
        // text and buttons as Unity 6000.3 shows them, reported by users. The stand-in asks in its tick, before
        // delayCall and EditorApplication.update.
        internal static void HandleOpenScenesChangedOnDisk()
        {
            var changed = UnityEditor.Internal.SceneFileImports.TakeMarked();
            if (changed.Count == 0) return;
            var paths = string.Join("\n", changed.Select(s => s.Path).ToArray());
            var answer = Patchbay.Headless.HeadlessEditor.ShowModal(ChangedOnDiskTitle,
                "The following open scene(s) have been changed on disk:\n\n" + paths + "\n\nDo you want to reload the scene(s)?",
                "Reload", "Ignore");
            if (answer != 0) return;
            foreach (var data in changed) ReloadScene(new Scene(data.Handle));
            RememberOpenScenes();
        }

        internal const string ChangedOnDiskTitle = "The open scene(s) have been modified externally";

        public static bool MarkSceneDirty(Scene scene)
        {
            var data = scene.Data;
            if (data == null || Application.isPlaying) return false;
            var was = data.IsDirty;
            data.IsDirty = true;
            var h = sceneDirtied;
            if (!was && h != null) h(scene);
            return true;
        }

        public static void MarkAllScenesDirty()
        {
            foreach (var s in SceneRegistry.LoadedScenes) MarkSceneDirty(new Scene(s.Handle));
        }

        public static SceneSetup[] GetSceneManagerSetup()
        {
            var active = SceneRegistry.Active;
            return SceneRegistry.LoadedScenes.Select(s => new SceneSetup { path = s.Path, isLoaded = s.IsLoaded, isActive = s == active }).ToArray();
        }

        public static void RestoreSceneManagerSetup(SceneSetup[] value)
        {
            var first = true;
            foreach (var setup in value)
            {
                var mode = first ? OpenSceneMode.Single : setup.isLoaded ? OpenSceneMode.Additive : OpenSceneMode.AdditiveWithoutLoading;
                var scene = OpenScene(setup.path, mode);
                if (setup.isActive) SetActiveScene(scene);
                first = false;
            }
        }

        // Where the host records the open scenes so the next start reopens them (as Unity does).
        static string LastScenesFile { get { return Path.Combine(Application.ProjectPath, "Library/HeadlessLastScenes.json"); } }

        internal static void RememberOpenScenes()
        {
            if (Application.isPlaying) return;
            try
            {
                var active = SceneRegistry.Active;
                var list = new JArray(SceneRegistry.LoadedScenes.Where(s => !string.IsNullOrEmpty(s.Path))
                    .Select(s => new JObject { { "path", s.Path }, { "loaded", s.IsLoaded }, { "active", s == active } }));
                Directory.CreateDirectory(Path.GetDirectoryName(LastScenesFile));
                File.WriteAllText(LastScenesFile, list.ToString(Formatting.None));
            }
            catch (IOException) { }
        }

        internal static void OpenInitialScenes()
        {
            SceneRegistry.RemoveAll();
            try
            {
                if (File.Exists(LastScenesFile))
                {
                    var list = JArray.Parse(File.ReadAllText(LastScenesFile)).Cast<JObject>()
                        .Where(s => File.Exists(AssetDatabase.FullPath((string)s["path"]))).ToList();
                    if (list.Count > 0)
                    {
                        RestoreSceneManagerSetup(list.Select(s => new SceneSetup { path = (string)s["path"], isLoaded = (bool)s["loaded"], isActive = (bool)s["active"] }).ToArray());
                        return;
                    }
                }
                var first = EditorBuildSettings.scenes.FirstOrDefault(s => s.enabled && File.Exists(AssetDatabase.FullPath(s.path)));
                if (first != null) { OpenScene(first.path, OpenSceneMode.Single); return; }
            }
            catch (Exception e)
            {
                Debug.LogException(e);
            }
            NewScene(NewSceneSetup.DefaultGameObjects, NewSceneMode.Single);
        }
    }
}
