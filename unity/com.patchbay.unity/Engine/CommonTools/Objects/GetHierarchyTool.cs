using System.Collections.Generic;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>A flat, paged, depth-first list of paths: compact, and each path is itself a valid target for the other tools.</summary>
    [McpTool("get_hierarchy", "List a scene or subtree: paths and ids; paged.",
        ReadOnly = true, Idempotent = true)]
    [Preserve]
    public sealed class GetHierarchyTool : McpTool<GetHierarchyParams, string>
    {
        [Preserve]
        protected override Task<string> ExecuteAsync(GetHierarchyParams parameters, ToolCallContext context)
        {
            if (parameters.Offset < 0)
            {
                throw ToolErrors.Invalid("offset", ">= 0", "Argument 'offset' must be >= 0.");
            }

            var roots = new List<GameObject>();
            string sceneName;
            if (!string.IsNullOrEmpty(parameters.Root))
            {
                var root = SceneObjects.Resolve(parameters.Root, "root");
                roots.Add(root);
                sceneName = root.scene.name;
            }
            else
            {
                var scene = SceneObjects.ResolveScene(parameters.Scene, "scene");
                roots.AddRange(scene.GetRootGameObjects());
                sceneName = scene.name;
            }

            var items = new JArray();
            var total = 0;
            foreach (var root in roots)
            {
                Walk(root, 0, parameters, items, ref total);
            }

            var result = new JObject { { "scene", sceneName }, { "total", total }, { "items", items } };
            // With several scenes loaded, say which others exist (pass scene to list one): an agent would
            // otherwise think it saw everything.
            Scene stage;
            string stagePath;
            var inStage = PlayHost.Current.TryGetPrefabStage(out stage, out stagePath);
            if (inStage)
            {
                result["prefabStage"] = stagePath;
            }

            var others = new JArray();
            for (var i = 0; !inStage && string.IsNullOrEmpty(parameters.Root) && i < SceneManager.sceneCount; i++)
            {
                var loaded = SceneManager.GetSceneAt(i);
                if (loaded.isLoaded && loaded.name != sceneName)
                {
                    others.Add(loaded.name);
                }
            }

            if (others.Count > 0)
            {
                result["otherLoadedScenes"] = others;
            }

            var shown = parameters.Offset + items.Count;
            if (shown < total)
            {
                result["next"] = "More: call again with offset=" + shown + ".";
            }

            return Done(ToolJson.Text(result));
        }

        private static void Walk(GameObject go, int depth, GetHierarchyParams parameters, JArray items, ref int total)
        {
            var index = total++;
            var transform = go.transform;
            if (index >= parameters.Offset && items.Count < parameters.Limit)
            {
                var item = new JObject { { "path", SceneObjects.PathOf(go) }, { "id", ObjectIds.Of(go) } };
                if (!go.activeSelf)
                {
                    item["inactive"] = true;
                }

                var prefab = PlayHost.Current.PrefabAssetPathOf(go);
                if (prefab != null)
                {
                    item["prefab"] = prefab;
                }

                if (depth >= parameters.Depth && transform.childCount > 0)
                {
                    item["hiddenChildren"] = transform.childCount;
                }

                if (parameters.Components)
                {
                    var types = new JArray();
                    foreach (var component in go.GetComponents<Component>())
                    {
                        types.Add(component == null ? "(missing script)" : component.GetType().Name);
                    }

                    item["components"] = types;
                }

                items.Add(item);
            }

            if (depth >= parameters.Depth)
            {
                return;
            }

            for (var i = 0; i < transform.childCount; i++)
            {
                Walk(transform.GetChild(i).gameObject, depth + 1, parameters, items, ref total);
            }
        }
    }
}
