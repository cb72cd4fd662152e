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

        public static void LoadScene(string sceneName) { LoadScene(sceneName, LoadSceneMode.Single); }
        public static void LoadScene(int sceneBuildIndex) { LoadScene(sceneBuildIndex, LoadSceneMode.Single); }

        public static void LoadScene(int sceneBuildIndex, LoadSceneMode mode)
        {
            var list = SceneBuildList == null ? new string[0] : SceneBuildList();
            if (sceneBuildIndex < 0 || sceneBuildIndex >= list.Length)
            {
                Debug.LogError("Cannot load scene: Invalid scene build index " + sceneBuildIndex);
                return;
            }
            LoadScene(list[sceneBuildIndex], mode);
        }

        public static void LoadScene(string sceneName, LoadSceneMode mode)
        {
            if (!Application.isPlaying || PlayModeSceneLoader == null)
            {
                Debug.LogError("Scene '" + sceneName + "' couldn't be loaded because it has not been added to the build settings or the AssetBundle has not been loaded.");
                return;
            }
            PlayModeSceneLoader(sceneName, mode);
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
