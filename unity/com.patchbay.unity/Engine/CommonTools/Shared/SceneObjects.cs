using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// Finds GameObjects and scenes the way agents name them: an object id as results give it ("12345", a string of digits), a hierarchy path
    /// ("Player/Weapon/Muzzle", optionally prefixed with the scene "Main:Player/Weapon"), or a bare name.
    /// A name that matches several objects is an error listing them, never a guess.
    /// </summary>
    public static class SceneObjects
    {
        private const int MaxListed = 10;

        public static IEnumerable<Scene> LoadedScenes()
        {
            for (var i = 0; i < SceneManager.sceneCount; i++)
            {
                var scene = SceneManager.GetSceneAt(i);
                if (scene.isLoaded)
                {
                    yield return scene;
                }
            }
        }

        /// <summary>
        /// The scenes the object tools work on: the open prefab stage's scene alone while one is open (as
        /// Unity's Hierarchy shows only the prefab), else the loaded scenes.
        /// </summary>
        public static IEnumerable<Scene> EditedScenes()
        {
            Scene stage;
            string stagePath;
            return PlayHost.Current.TryGetPrefabStage(out stage, out stagePath) ? new[] { stage } : LoadedScenes();
        }

        /// <summary>Every GameObject in the edited scenes (or one scene), depth first in hierarchy order.</summary>
        public static IEnumerable<GameObject> All(Scene? only)
        {
            foreach (var scene in EditedScenes())
            {
                if (only.HasValue && scene != only.Value)
                {
                    continue;
                }

                foreach (var root in scene.GetRootGameObjects())
                {
                    foreach (var go in Subtree(root))
                    {
                        yield return go;
                    }
                }
            }
        }

        public static IEnumerable<GameObject> Subtree(GameObject root)
        {
            yield return root;
            var transform = root.transform;
            for (var i = 0; i < transform.childCount; i++)
            {
                foreach (var go in Subtree(transform.GetChild(i).gameObject))
                {
                    yield return go;
                }
            }
        }

        public static string PathOf(GameObject go)
        {
            var path = go.name;
            var parent = go.transform.parent;
            while (parent != null)
            {
                path = parent.name + "/" + path;
                parent = parent.parent;
            }

            return path;
        }

        /// <summary>Depth below the scene root (roots are 0).</summary>
        public static int DepthOf(GameObject go)
        {
            var depth = 0;
            for (var parent = go.transform.parent; parent != null; parent = parent.parent)
            {
                depth++;
            }

            return depth;
        }

        /// <summary>"Main:Player/Gun (#123)" — what error messages list.</summary>
        public static string Label(GameObject go)
        {
            return go.scene.name + ":" + PathOf(go) + " (id " + ObjectIds.Of(go) + ")";
        }

        public static JObject Describe(GameObject go)
        {
            return new JObject
            {
                { "name", go.name },
                { "path", PathOf(go) },
                { "id", ObjectIds.Of(go) },
                { "scene", go.scene.name },
            };
        }

        /// <summary>Resolves <paramref name="target"/> or throws a ToolException naming <paramref name="field"/>.</summary>
        public static GameObject Resolve(string target, string field)
        {
            if (string.IsNullOrEmpty(target))
            {
                throw ToolErrors.Invalid(field, "GameObject", "'" + field + "' is empty; give an id from a result, a hierarchy path like \"Parent/Child\" or a name.");
            }

            var byId = PlayHost.Current.FindObject(target) as GameObject;
            if (byId != null && byId.scene.IsValid())
            {
                return byId;
            }

            var matches = Matching(target);
            if (matches.Count == 1)
            {
                return matches[0];
            }

            if (matches.Count == 0)
            {
                var names = new List<string>();
                foreach (var go in All(null))
                {
                    names.Add(go.name);
                }

                var suggestions = NameMatcher.Suggest(LastSegment(target), names, 5);
                throw ToolErrors.Missing(field, "No GameObject '" + target + "' in "
                    + (InPrefabStage() ? "the open prefab stage." : "the loaded scenes.")
                    + (suggestions.Count > 0 ? " Similar names: " + string.Join(", ", ToArray(suggestions)) + "." : string.Empty)
                    + " Use find_game_objects or get_hierarchy to look it up.");
            }

            var labels = new List<string>();
            foreach (var go in matches)
            {
                labels.Add(Label(go));
            }

            throw ToolErrors.AmbiguousMatch(field, "'" + target + "' matches " + matches.Count + " GameObjects: "
                + ToolErrors.List(labels, MaxListed) + ". Pass the id or the full path instead.", labels);
        }

        private static List<GameObject> Matching(string target)
        {
            string sceneName = null;
            var path = target;
            var colon = target.IndexOf(':');
            if (colon > 0)
            {
                sceneName = target.Substring(0, colon);
                path = target.Substring(colon + 1);
            }

            var matches = new List<GameObject>();
            var isPath = path.IndexOf('/') >= 0;
            foreach (var go in All(null))
            {
                if (sceneName != null && go.scene.name != sceneName && go.scene.path != sceneName)
                {
                    continue;
                }

                if (isPath ? PathOf(go) == path.Trim('/') : go.name == path)
                {
                    matches.Add(go);
                }
            }

            return matches;
        }

        /// <summary>A loaded scene by path or name; null/empty means the active scene.</summary>
        public static Scene ResolveScene(string scene, string field)
        {
            if (string.IsNullOrEmpty(scene))
            {
                Scene stage;
                string stagePath;
                return PlayHost.Current.TryGetPrefabStage(out stage, out stagePath) ? stage : SceneManager.GetActiveScene();
            }

            var found = new List<Scene>();
            foreach (var loaded in EditedScenes())
            {
                if (loaded.path == scene || loaded.name == scene)
                {
                    found.Add(loaded);
                }
            }

            if (found.Count == 1)
            {
                return found[0];
            }

            var open = new List<string>();
            foreach (var loaded in EditedScenes())
            {
                open.Add(string.IsNullOrEmpty(loaded.path) ? loaded.name + " (untitled)" : loaded.path);
            }

            if (found.Count == 0)
            {
                throw ToolErrors.Missing(field, "No loaded scene '" + scene + "'. Loaded: " + ToolErrors.List(open, MaxListed)
                    + (InPrefabStage()
                        ? ". A prefab stage is open; close it (prefab_stage close) to reach the scenes."
                        : ". Open it with open_scene first."));
            }

            throw ToolErrors.AmbiguousMatch(field, "Several loaded scenes are named '" + scene + "'; pass the path: "
                + ToolErrors.List(open, MaxListed) + ".", open);
        }

        /// <summary>Marks the scene dirty (never saves): agents' edits stay reviewable and revertible.</summary>
        public static void MarkDirty(Scene scene)
        {
            if (scene.IsValid())
            {
                PlayHost.Current.MarkDirty(scene);
            }
        }

        private static bool InPrefabStage()
        {
            Scene stage;
            string stagePath;
            return PlayHost.Current.TryGetPrefabStage(out stage, out stagePath);
        }

        private static string LastSegment(string target)
        {
            var slash = target.LastIndexOf('/');
            return slash >= 0 ? target.Substring(slash + 1) : target;
        }

        private static string[] ToArray(IList<string> items)
        {
            var array = new string[items.Count];
            items.CopyTo(array, 0);
            return array;
        }
    }
}
