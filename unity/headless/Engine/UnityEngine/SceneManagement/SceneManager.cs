using System;
using System.Linq;
using UnityEngine.Events;
using UnityEngine.Internal;

namespace UnityEngine.SceneManagement
{
    public class SceneManager
    {
        public static event UnityAction<Scene, LoadSceneMode> sceneLoaded;
        public static event UnityAction<Scene> sceneUnloaded;
        public static event UnityAction<Scene, Scene> activeSceneChanged;

        internal SceneManager() { }

        // Lets SceneRegistry raise activeSceneChanged without exposing the event invocation.
        internal static Action<SceneData, SceneData> InvokeActiveSceneChanged = (previous, next) =>
        {
            var h = activeSceneChanged;
            if (h != null) h(new Scene(previous == null ? 0 : previous.Handle), new Scene(next == null ? 0 : next.Handle));
        };

        public static int sceneCount { get { return SceneRegistry.LoadedScenes.Count; } }
#if UNITY_2022_2_OR_NEWER
        // From 2022.2 (UnityCsReference 2022.2.0f1, 6000.5.2f1 Runtime/Export/SceneManager/SceneManager.bindings.cs; not in
        // 2022.1 or 2021.3).
        public static int loadedSceneCount { get { return SceneRegistry.LoadedScenes.Count(s => s.IsLoaded); } }
#endif
        public static int sceneCountInBuildSettings { get { return SceneBuildList == null ? 0 : SceneBuildList().Length; } }

        // Installed by UnityEditor: the enabled scene paths of EditorBuildSettings.
        internal static Func<string[]> SceneBuildList;

        public static Scene GetActiveScene() { return new Scene(SceneRegistry.Active.Handle); }

        public static bool SetActiveScene(Scene scene)
        {
            var d = scene.Data;
            if (d == null || !d.IsLoaded) return false;
            SceneRegistry.Active = d;
            return true;
        }

        public static Scene GetSceneAt(int index)
        {
            var scenes = SceneRegistry.LoadedScenes;
            if (index < 0 || index >= scenes.Count) throw new ArgumentException("The scene index is out of range.");
            return new Scene(scenes[index].Handle);
        }

        public static Scene GetSceneByName(string name)
        {
            var d = SceneRegistry.LoadedScenes.FirstOrDefault(s => s.Name == name || s.Path == name);
            return new Scene(d == null ? 0 : d.Handle);
        }

        public static Scene GetSceneByPath(string scenePath)
        {
            var d = SceneRegistry.LoadedScenes.FirstOrDefault(s => s.Path == scenePath);
            return new Scene(d == null ? 0 : d.Handle);
        }

        public static Scene GetSceneByBuildIndex(int buildIndex)
        {
            var d = SceneRegistry.LoadedScenes.FirstOrDefault(s => s.BuildIndex == buildIndex && buildIndex >= 0);
            return new Scene(d == null ? 0 : d.Handle);
        }

        public static Scene CreateScene(string sceneName)
        {
            var d = SceneRegistry.Create("", sceneName);
            return new Scene(d.Handle);
        }

        public static void MoveGameObjectToScene(GameObject go, Scene scene)
        {
            var d = scene.Data;
            if (go == null || d == null) throw new ArgumentException("Invalid GameObject or scene.");
            if (go.transform.parent != null) throw new ArgumentException("Gameobject is not a root in a scene");
            if (go.SceneData != null) go.SceneData.Roots.Remove(go);
            Transform.MoveToScene(go, d);
            d.Roots.Add(go);
        }

        public static Scene CreateScene(string sceneName, CreateSceneParameters parameters) { return CreateScene(sceneName); }

        public static void LoadScene(string sceneName) { LoadScene(sceneName, LoadSceneMode.Single); }
        public static void LoadScene(int sceneBuildIndex) { LoadScene(sceneBuildIndex, LoadSceneMode.Single); }
        public static void LoadScene(string sceneName, LoadSceneMode mode) { LoadScene(sceneName, new LoadSceneParameters(mode)); }
        public static void LoadScene(int sceneBuildIndex, LoadSceneMode mode) { LoadScene(sceneBuildIndex, new LoadSceneParameters(mode)); }

        // UnityCsReference 2021.3.0f1 Runtime/Export/SceneManager/SceneManager.cs:126-130: the scene returned is the
        // last one of the loaded scenes. The stand-in loads at once (Unity completes it in the next frame).
        public static Scene LoadScene(string sceneName, LoadSceneParameters parameters)
        {
            var path = ResolveForLoad(sceneName, -1);
            if (path == null) return new Scene(0);
            Activate(path, parameters.loadSceneMode);
            return GetSceneAt(sceneCount - 1);
        }

        public static Scene LoadScene(int sceneBuildIndex, LoadSceneParameters parameters)
        {
            var path = ResolveForLoad(null, sceneBuildIndex);
            if (path == null) return new Scene(0);
            Activate(path, parameters.loadSceneMode);
            return GetSceneAt(sceneCount - 1);
        }

        public static AsyncOperation LoadSceneAsync(int sceneBuildIndex, LoadSceneMode mode) { return LoadSceneAsync(sceneBuildIndex, new LoadSceneParameters(mode)); }
        public static AsyncOperation LoadSceneAsync(int sceneBuildIndex) { return LoadSceneAsync(sceneBuildIndex, new LoadSceneParameters(LoadSceneMode.Single)); }
        public static AsyncOperation LoadSceneAsync(int sceneBuildIndex, LoadSceneParameters parameters) { return LoadAsync(ResolveForLoad(null, sceneBuildIndex), parameters.loadSceneMode); }
        public static AsyncOperation LoadSceneAsync(string sceneName, LoadSceneMode mode) { return LoadSceneAsync(sceneName, new LoadSceneParameters(mode)); }
        public static AsyncOperation LoadSceneAsync(string sceneName) { return LoadSceneAsync(sceneName, new LoadSceneParameters(LoadSceneMode.Single)); }
        public static AsyncOperation LoadSceneAsync(string sceneName, LoadSceneParameters parameters) { return LoadAsync(ResolveForLoad(sceneName, -1), parameters.loadSceneMode); }

        // An AsyncOperation stepped once a frame by the player loop (Internal/AsyncOperations.cs): the first frame
        // after the call brings progress to 0.9 (loaded, waiting for activation); the scene is activated — loaded into
        // the hierarchy, sceneLoaded raised — in that frame, or in the first frame after allowSceneActivation
        // becomes true, and the operation is then done (progress 1, completed raised). Null when the scene cannot be
        // loaded (the error is logged), as in Unity.
        static AsyncOperation LoadAsync(string path, LoadSceneMode mode)
        {
            if (path == null) return null;
            var op = new AsyncOperation();
            op.Step = o =>
            {
                o.Progress = 0.9f;
                if (!o.AllowActivation) return false;
                Activate(path, mode);
                return true;
            };
            AsyncOperations.Add(op);
            return op;
        }

        static void Activate(string path, LoadSceneMode mode)
        {
            PlayModeSceneLoader(path, mode);
            if (mode == LoadSceneMode.Single) Time.LevelLoadTime = Time.PlayTime;
        }

        // The build-list path of a scene given by name, path or build index; null (with Unity's error) when there is none.
        static string ResolveForLoad(string sceneName, int sceneBuildIndex)
        {
            var list = SceneBuildList == null ? new string[0] : SceneBuildList();
            if (sceneName == null)
            {
                if (sceneBuildIndex < 0 || sceneBuildIndex >= list.Length)
                {
                    Debug.LogError("Cannot load scene: Invalid scene build index " + sceneBuildIndex);
                    return null;
                }
                sceneName = list[sceneBuildIndex];
            }
            if (!Application.isPlaying || PlayModeSceneLoader == null)
            {
                Debug.LogError("Scene '" + sceneName + "' couldn't be loaded because it has not been added to the build settings or the AssetBundle has not been loaded.");
                return null;
            }
            var path = list.FirstOrDefault(p => p == sceneName || System.IO.Path.GetFileNameWithoutExtension(p) == sceneName
                || p == "Assets/" + sceneName + ".unity" || p.EndsWith("/" + sceneName + ".unity", StringComparison.Ordinal));
            if (path == null)
            {
                Debug.LogError("Scene '" + sceneName + "' couldn't be loaded because it has not been added to the build settings or the AssetBundle has not been loaded.\nTo add a scene to the build settings use the menu File->Build Settings...");
                return null;
            }
            return path;
        }

        [Obsolete("Use SceneManager.UnloadSceneAsync. This function is not safe to use during triggers and under other circumstances. See Scripting reference for more details.")]
        public static bool UnloadScene(Scene scene) { return UnloadNow(scene.Data); }
        [Obsolete("Use SceneManager.UnloadSceneAsync. This function is not safe to use during triggers and under other circumstances. See Scripting reference for more details.")]
        public static bool UnloadScene(int sceneBuildIndex) { return UnloadNow(GetSceneByBuildIndex(sceneBuildIndex).Data); }
        [Obsolete("Use SceneManager.UnloadSceneAsync. This function is not safe to use during triggers and under other circumstances. See Scripting reference for more details.")]
        public static bool UnloadScene(string sceneName) { return UnloadNow(GetSceneByName(sceneName).Data); }

        public static AsyncOperation UnloadSceneAsync(int sceneBuildIndex) { return UnloadAsync(GetSceneByBuildIndex(sceneBuildIndex).Data); }
        public static AsyncOperation UnloadSceneAsync(string sceneName) { return UnloadAsync(GetSceneByName(sceneName).Data); }
        public static AsyncOperation UnloadSceneAsync(Scene scene) { return UnloadAsync(scene.Data); }
        public static AsyncOperation UnloadSceneAsync(int sceneBuildIndex, UnloadSceneOptions options) { return UnloadAsync(GetSceneByBuildIndex(sceneBuildIndex).Data); }
        public static AsyncOperation UnloadSceneAsync(string sceneName, UnloadSceneOptions options) { return UnloadAsync(GetSceneByName(sceneName).Data); }
        public static AsyncOperation UnloadSceneAsync(Scene scene, UnloadSceneOptions options) { return UnloadAsync(scene.Data); }

        // Unloading is refused for a scene that is not loaded and for the last loaded scene (with Unity's error).
        static bool CanUnload(SceneData d)
        {
            if (d == null || !d.IsLoaded) return false;
            if (SceneRegistry.LoadedScenes.Count(s => s.IsLoaded) <= 1)
            {
                Debug.LogError("Unloading the last loaded scene " + d.Path + "(build index: " + d.BuildIndex + "), is not supported. Please use SceneManager.LoadScene()/EditorSceneManager.OpenScene() to switch to another scene.");
                return false;
            }
            return true;
        }

        static bool UnloadNow(SceneData d)
        {
            if (!CanUnload(d)) return false;
            SceneRegistry.Remove(d);
            RaiseSceneUnloaded(d);
            return true;
        }

        static AsyncOperation UnloadAsync(SceneData d)
        {
            if (!CanUnload(d)) return null;
            var op = new AsyncOperation();
            op.Step = o => { if (d.IsLoaded) { SceneRegistry.Remove(d); RaiseSceneUnloaded(d); } return true; };
            AsyncOperations.Add(op);
            return op;
        }

        // Installed by UnityEditor (it owns the scene file format and the build list).
        internal static Action<string, LoadSceneMode> PlayModeSceneLoader;

        internal static void RaiseSceneLoaded(SceneData d, LoadSceneMode mode)
        {
            var h = sceneLoaded;
            if (h != null) h(new Scene(d.Handle), mode);
        }

        internal static void RaiseSceneUnloaded(SceneData d)
        {
            var h = sceneUnloaded;
            if (h != null) h(new Scene(d.Handle));
        }
    }
}
