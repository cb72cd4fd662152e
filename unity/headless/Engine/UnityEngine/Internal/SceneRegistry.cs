using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEngine.Internal
{
    // Open scenes in hierarchy order. There is always at least one scene, as in the editor.
    internal static class SceneRegistry
    {
        static readonly List<SceneData> _scenes = new List<SceneData>();
        // Preview scenes (a prefab stage's): valid Scene handles, but not among the loaded scenes.
        static readonly List<SceneData> _previews = new List<SceneData>();
        static SceneData _active;
        static int _nextHandle = 1;

        // Resolves build indices by path; UnityEditor installs the EditorBuildSettings lookup.
        internal static Func<string, int> BuildIndexOf = p => -1;

        internal static IList<SceneData> LoadedScenes
        {
            get
            {
                EnsureOne();
                return _scenes;
            }
        }

        internal static SceneData Active
        {
            get
            {
                EnsureOne();
                return _active;
            }
            set
            {
                var previous = _active;
                _active = value;
                if (previous != value && SceneManagement.SceneManager.InvokeActiveSceneChanged != null)
                    SceneManagement.SceneManager.InvokeActiveSceneChanged(previous, value);
            }
        }

        internal static int NextHandle
        {
            get { return _nextHandle; }
            set { _nextHandle = Math.Max(_nextHandle, value); }
        }

        static void EnsureOne()
        {
            if (_scenes.Count == 0)
            {
                var scene = Create("", "Untitled");
                _active = scene;
            }
        }

        internal static SceneData Create(string path, string name)
        {
            var scene = new SceneData { Handle = _nextHandle++, Path = path ?? "", Name = name ?? "" };
            scene.BuildIndex = BuildIndexOf(scene.Path);
            _scenes.Add(scene);
            if (_active == null) _active = scene;
            return scene;
        }

        internal static SceneData Get(int handle)
        {
            return _scenes.FirstOrDefault(s => s.Handle == handle) ?? _previews.FirstOrDefault(s => s.Handle == handle);
        }

        internal static SceneData CreatePreview(string name)
        {
            var scene = new SceneData { Handle = _nextHandle++, Name = name ?? "" };
            _previews.Add(scene);
            return scene;
        }

        // The scene DontDestroyOnLoad moves objects to: made on first use, a valid handle but not a loaded scene.
        static SceneData _dontDestroyOnLoad;

        // The DontDestroyOnLoad scene if anything was kept, else null.
        internal static SceneData KeptScene
        {
            get { return _dontDestroyOnLoad; }
        }

        internal static SceneData DontDestroyOnLoadScene()
        {
            if (_dontDestroyOnLoad == null) _dontDestroyOnLoad = CreatePreview("DontDestroyOnLoad");
            return _dontDestroyOnLoad;
        }

        internal static void RemovePreview(SceneData scene)
        {
            foreach (var root in scene.Roots.ToArray())
                if (Object.IsAlive(root)) root.DestroyCore();
            scene.Roots.Clear();
            scene.IsLoaded = false;
            _previews.Remove(scene);
        }

        internal static void Remove(SceneData scene)
        {
            foreach (var root in scene.Roots.ToArray())
                if (Object.IsAlive(root)) root.DestroyCore();
            scene.Roots.Clear();
            scene.IsLoaded = false;
            _scenes.Remove(scene);
            if (_active == scene) _active = _scenes.FirstOrDefault();
        }

        internal static void RemoveAll()
        {
            foreach (var s in _scenes.ToArray()) Remove(s);
            _active = null;
            // Leaving play mode ends what DontDestroyOnLoad kept, as in Unity.
            if (_dontDestroyOnLoad != null) RemovePreview(_dontDestroyOnLoad);
            _dontDestroyOnLoad = null;
        }

        internal static void AddExisting(SceneData scene)
        {
            _scenes.Add(scene);
            if (_active == null) _active = scene;
            if (scene.Handle >= _nextHandle) _nextHandle = scene.Handle + 1;
        }

        internal static void MarkDirtyFor(GameObject go)
        {
            if (Application.isPlaying || go == null) return;
            var scene = go.SceneData;
            if (scene != null) scene.IsDirty = true;
        }
    }
}
