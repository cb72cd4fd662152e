using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>
    /// An asset: its objects (depth-limited, paged) with component types. A scene object: whether it is part
    /// of an instance, of which asset, and the instance's overrides (property changes, added components and
    /// children; Unity's default overrides — root name, position, rotation — left out).
    /// </summary>
    [McpTool("get_prefab", "Read a prefab asset, or a scene object's prefab link and overrides.",
        Group = "prefabs", ReadOnly = true, Idempotent = true)]
    public sealed class GetPrefabTool : McpTool<GetPrefabParams, string>
    {
        protected override Task<string> ExecuteAsync(GetPrefabParams parameters, ToolCallContext context)
        {
            var hasTarget = !string.IsNullOrEmpty(parameters.Target);
            if (hasTarget == !string.IsNullOrEmpty(parameters.Path))
            {
                throw ToolErrors.Invalid("target", "target or path", "Pass target (a scene object) or path (Assets/….prefab), one of them.");
            }

            return Done(ToolJson.Text(hasTarget ? DescribeInstance(SceneObjects.Resolve(parameters.Target, "target"), parameters.Limit) : DescribeAsset(parameters)));
        }

        private static JObject DescribeAsset(GetPrefabParams parameters)
        {
            var asset = PrefabAssets.Load(parameters.Path, "path");
            var items = new JArray();
            var total = 0;
            Walk(asset, 0, parameters, items, ref total);
            var result = new JObject { { "path", parameters.Path }, { "guid", AssetDatabase.AssetPathToGUID(parameters.Path) }, { "total", total }, { "items", items } };
            if (items.Count < total)
            {
                result["more"] = total - items.Count;
            }

            return result;
        }

        private static void Walk(GameObject go, int depth, GetPrefabParams parameters, JArray items, ref int total)
        {
            total++;
            if (items.Count < parameters.Limit)
            {
                var types = new JArray();
                foreach (var component in go.GetComponents<Component>())
                {
                    types.Add(component == null ? "(missing script)" : component.GetType().Name);
                }

                var item = new JObject { { "path", SceneObjects.PathOf(go) }, { "components", types } };
                if (depth >= parameters.Depth && go.transform.childCount > 0)
                {
                    item["hiddenChildren"] = go.transform.childCount;
                }

                items.Add(item);
            }

            if (depth >= parameters.Depth)
            {
                return;
            }

            for (var i = 0; i < go.transform.childCount; i++)
            {
                Walk(go.transform.GetChild(i).gameObject, depth + 1, parameters, items, ref total);
            }
        }

        private static JObject DescribeInstance(GameObject go, int limit)
        {
            var result = new JObject { { "target", SceneObjects.PathOf(go) }, { "id", ObjectIds.Of(go) } };
            var status = PrefabUtility.GetPrefabInstanceStatus(go);
            if (status == PrefabInstanceStatus.NotAPrefab)
            {
                result["instance"] = false;
                return result;
            }

            var root = PrefabUtility.GetOutermostPrefabInstanceRoot(go);
            result["instance"] = true;
            result["prefab"] = PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(go);
            if (root != go)
            {
                result["root"] = SceneObjects.PathOf(root);
            }

            if (status == PrefabInstanceStatus.MissingAsset)
            {
                result["missingAsset"] = true;
                return result;
            }

            var overrides = new JArray();
            var count = 0;
            foreach (var modification in PrefabUtility.GetPropertyModifications(root) ?? new PropertyModification[0])
            {
                if (PrefabUtility.IsDefaultOverride(modification) || modification.target == null)
                {
                    continue;
                }

                if (count++ >= limit)
                {
                    continue;
                }

                var component = modification.target as Component;
                var owner = component != null ? component.gameObject : modification.target as GameObject;
                var entry = new JObject { { "object", SceneObjects.PathOf(owner) } };
                if (component != null)
                {
                    entry["component"] = component.GetType().Name;
                }

                entry["property"] = modification.propertyPath;
                // A reference reads as the Inspector's object field shows it, "Game Manager (ScoreBoard)": a name alone
                // does not say which of a game object's components is meant.
                entry["value"] = modification.objectReference != null
                    ? modification.objectReference.name + " (" + modification.objectReference.GetType().Name + ")"
                    : modification.value;
                overrides.Add(entry);
            }

            var added = new JArray();
            AddedUnder(root, added);
            result["hasOverrides"] = count > 0 || added.Count > 0;
            if (count > 0)
            {
                result["overrides"] = overrides;
            }

            if (count > overrides.Count)
            {
                result["moreOverrides"] = count - overrides.Count;
            }

            if (added.Count > 0)
            {
                result["added"] = added;
            }

            return result;
        }

        // Objects and components of the instance with no counterpart in the asset, as "path" or "path: Type".
        private static void AddedUnder(GameObject go, JArray added)
        {
            if (PrefabUtility.GetCorrespondingObjectFromSource(go) == null)
            {
                added.Add(SceneObjects.PathOf(go));
                return;
            }

            foreach (var component in go.GetComponents<Component>())
            {
                if (component != null && PrefabUtility.GetCorrespondingObjectFromSource(component) == null)
                {
                    added.Add(SceneObjects.PathOf(go) + ": " + component.GetType().Name);
                }
            }

            for (var i = 0; i < go.transform.childCount; i++)
            {
                AddedUnder(go.transform.GetChild(i).gameObject, added);
            }
        }
    }
}
