using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Patchbay.Headless;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor.Internal
{
    // The stand-in's prefabs. An asset is a JSON file {"format": "patchbay-headless-prefab", "root": <game
    // object as scenes write it>}. An instance root carries a link {guid, path, baseline}, saved with its
    // scene: baseline is the asset's root as the instance last took it. Objects correspond by place: a
    // GameObject by its child-index path from the root ("" for the root, "0/2"), a component by its
    // GameObject's key, type and index among components of that type. Overrides are the leaves (Unity-style
    // property paths: m_Name, m_LocalPosition.x, speed) where the instance differs from its baseline. When
    // the asset changes, each instance takes every leaf it has not overridden; revert takes all but the
    // default overrides (root name, position and rotation) and removes added components and children.
    internal static class PrefabModel
    {
        internal const string Format = "patchbay-headless-prefab";
        const string Sep = "::";

        // ---- assets ----

        internal static JObject ReadAssetRoot(string assetPath)
        {
            var full = AssetDatabase.FullPath(assetPath);
            if (!File.Exists(full)) return null;
            try
            {
                var file = JObject.Parse(File.ReadAllText(full));
                return file["root"] as JObject;
            }
            catch (JsonException) { return null; }
        }

        internal static GameObject LoadAsset(string assetPath)
        {
            var data = ReadAssetRoot(assetPath);
            if (data == null) { Debug.LogError("Could not load prefab " + assetPath + ": not a headless prefab file."); return null; }
            var root = ObjectSerializer.RestoreGameObjects(new[] { (JObject)data.DeepClone() }, null, null, false)[0];
            foreach (var t in root.GetComponentsInChildren<Transform>(true))
            {
                t.gameObject.AssetPath = assetPath;
                foreach (var c in t.gameObject.ComponentList) c.AssetPath = assetPath;
            }
            return root;
        }

        internal static bool IsAssetObject(Object o)
        {
            return Object.IsAlive(o) && o.AssetPath != null && o.AssetPath.EndsWith(".prefab", StringComparison.OrdinalIgnoreCase);
        }

        // Writes root (a scene object, an instance or a stage's contents) as the asset at assetPath, then
        // brings the instances in the loaded scenes up to date, except skip.
        internal static void WriteAsset(GameObject root, string assetPath, GameObject skip)
        {
            WriteAsset(ObjectSerializer.WriteGameObject(root), assetPath, skip);
        }

        static void WriteAsset(JObject data, string assetPath, GameObject skip)
        {
            StripLinks(data);
            data["name"] = Path.GetFileNameWithoutExtension(assetPath);
            var file = new JObject { { "format", Format }, { "version", 1 }, { "root", data } };
            File.WriteAllText(AssetDatabase.FullPath(assetPath), file.ToString(Formatting.Indented));
            AssetDatabase.EnsureMeta(assetPath);
            Reload(assetPath, data);
            HeadlessEditor.MarkProjectChanged();
            foreach (var instance in InstancesOf(assetPath))
                if (instance != skip) Sync(instance, data, false);
        }

        // Nested prefabs are saved unpacked: the stand-in keeps one level of links.
        static void StripLinks(JObject data)
        {
            data.Remove("prefab");
            foreach (JObject child in (data["children"] as JArray ?? new JArray())) StripLinks(child);
        }

        internal static void Link(GameObject root, string assetPath)
        {
            root.PrefabLink = new JObject
            {
                { "guid", AssetDatabase.AssetPathToGUID(assetPath) },
                { "path", assetPath },
                { "baseline", ReadAssetRoot(assetPath) }
            };
        }

        internal static GameObject Instantiate(GameObject asset, SceneData scene, Transform parent)
        {
            var data = ReadAssetRoot(asset.AssetPath);
            if (data == null) return null;
            var created = ObjectSerializer.RestoreGameObjects(new[] { (JObject)data.DeepClone() }, parent == null ? scene : null, parent, false)[0];
            Link(created, asset.AssetPath);
            SceneRegistry.MarkDirtyFor(created);
            return created;
        }

        // ---- instances ----

        internal static string LinkedPath(GameObject root)
        {
            var link = root.PrefabLink;
            if (link == null) return null;
            var byGuid = AssetDatabase.GUIDToAssetPath((string)link["guid"]);
            return string.IsNullOrEmpty(byGuid) ? (string)link["path"] : byGuid;
        }

        internal static GameObject InstanceRoot(Object o)
        {
            var go = ObjectCloner.GameObjectOf(o);
            if (!Object.IsAlive(go) || IsAssetObject(go)) return null;
            for (var t = go.transform; t != null; t = t.parent)
            {
                if (t.gameObject.PrefabLink != null)
                {
                    // Added children are not part of the instance.
                    var key = KeyOf(t.gameObject, go);
                    return key != null && IndexData((JObject)t.gameObject.PrefabLink["baseline"]).ContainsKey(key) ? t.gameObject : null;
                }
            }
            return null;
        }

        internal static IEnumerable<GameObject> InstancesOf(string assetPath)
        {
            var found = new List<GameObject>();
            foreach (var scene in SceneRegistry.LoadedScenes)
                foreach (var root in scene.Roots.ToArray())
                    foreach (var t in root.GetComponentsInChildren<Transform>(true))
                        if (t.gameObject.PrefabLink != null && LinkedPath(t.gameObject) == assetPath) found.Add(t.gameObject);
            return found;
        }

        // The asset object o corresponds to, or null (o is not part of an instance, or was added to it).
        internal static Object Source(Object o)
        {
            var root = InstanceRoot(o);
            if (root == null) return null;
            var asset = AssetDatabase.LoadAssetAtPath<GameObject>(LinkedPath(root));
            if (asset == null) return null;
            var key = KeyOf(root, o);
            Object found;
            return key != null && Index(asset).TryGetValue(key, out found) ? found : null;
        }

        internal static void Apply(GameObject root)
        {
            var path = LinkedPath(root);
            var data = ObjectSerializer.WriteGameObject(root);
            var baseline = (JObject)root.PrefabLink["baseline"];
            // Default overrides stay on the instance: the asset keeps its root position and rotation.
            var rootTransform = RootTransformData(data);
            var baseTransform = RootTransformData(baseline);
            if (rootTransform != null && baseTransform != null)
            {
                rootTransform["m_LocalPosition"] = baseTransform["m_LocalPosition"].DeepClone();
                rootTransform["m_LocalRotation"] = baseTransform["m_LocalRotation"].DeepClone();
            }

            KeepSceneReferencesOut(data, baseline);
            WriteAsset(data, path, null);
        }

        // An asset cannot reference a scene object: applying an instance leaves such a reference out (the asset keeps
        // its value, the instance keeps the override), as Unity's apply does (UnityCsReference 2021.3.0f1 / 6000.5.2f1
        // Editor/Mono/Prefabs/PrefabUtility.cs ApplySingleProperty: "The property is a reference to a non-persistent
        // object (scene object which could not be mapped to the asset. It can not be applied."). References between
        // the instance's own objects map to the asset's, and asset references stay.
        static void KeepSceneReferencesOut(JObject data, JObject baseline)
        {
            var own = new HashSet<int>(data.Descendants().OfType<JProperty>()
                .Where(p => p.Name == "id" && p.Value.Type == JTokenType.Integer).Select(p => (int)p.Value));
            var outside = data.Descendants().OfType<JObject>()
                .Where(o => o["ref"] != null && o["ref"].Type == JTokenType.Integer && !own.Contains((int)o["ref"])).ToList();
            foreach (var reference in outside)
            {
                var before = baseline.SelectToken(reference.Path);
                reference.Replace(before != null ? before.DeepClone() : JValue.CreateNull());
            }
        }

        static JObject RootTransformData(JObject data)
        {
            var first = (data["components"] as JArray ?? new JArray()).OfType<JObject>().FirstOrDefault(c => (string)c["type"] == typeof(Transform).FullName);
            return first == null ? null : first["fields"] as JObject;
        }

        internal static void Revert(GameObject root)
        {
            var data = ReadAssetRoot(LinkedPath(root));
            if (data != null) Sync(root, data, true);
        }

        // ---- overrides ----

        // Unity keeps an instance's overrides as recorded property modifications: a change made through
        // SerializedObject is recorded, one made by a setter after Undo.RecordObject is not until
        // PrefabUtility.RecordPrefabInstancePropertyModifications says so ("If this method is not called after
        // making changes to a Prefab instance, the changes may be lost": Unity's scripting reference; UnityCsReference
        // 2021.3.0f1 Editor/Mono/Prefabs/PrefabUtility.bindings.cs:80). So here too: the leaves of an object of the
        // instance count as overrides once that object's changes are recorded (the root's name and place, default
        // overrides, always do); an unrecorded change is no override, and the next change of the asset replaces it.
        const string RecordedKey = "recorded";

        internal static void Record(Object o)
        {
            var root = InstanceRoot(o);
            if (root == null) return;
            var key = KeyOf(root, o);
            if (key == null) return;
            var recorded = root.PrefabLink[RecordedKey] as JArray;
            if (recorded == null) root.PrefabLink[RecordedKey] = recorded = new JArray();
            if (!recorded.Any(t => (string)t == key)) recorded.Add(key);
        }

        static bool IsRecorded(GameObject root, string objectKey, string path)
        {
            if (IsDefault(objectKey, path)) return true;
            var recorded = root.PrefabLink[RecordedKey] as JArray;
            return recorded != null && recorded.Any(t => (string)t == objectKey);
        }

        internal sealed class Modification
        {
            internal string ObjectKey;
            internal string Path;
            internal string Value;
            internal Object Reference;
        }

        internal static List<Modification> Modifications(GameObject root)
        {
            var baseline = Flatten((JObject)root.PrefabLink["baseline"]);
            var current = Flatten(ObjectSerializer.WriteGameObject(root));
            var live = Index(root);
            var result = new List<Modification>();
            foreach (var pair in current)
            {
                // A leaf the baseline lacks belongs to an added component or child (see Added).
                string before;
                if (!baseline.TryGetValue(pair.Key, out before) || before == pair.Value) continue;
                var split = pair.Key.IndexOf(Sep, StringComparison.Ordinal);
                var objectKey = pair.Key.Substring(0, split);
                if (!IsRecorded(root, objectKey, pair.Key.Substring(split + Sep.Length))) continue;
                Object target;
                live.TryGetValue(objectKey, out target);
                result.Add(new Modification { ObjectKey = objectKey, Path = pair.Key.Substring(split + Sep.Length), Value = pair.Value, Reference = target });
            }

            return result;
        }

        internal static bool IsDefault(string objectKey, string path)
        {
            if (objectKey == "" && path == "m_Name") return true;
            return objectKey == "|" + typeof(Transform).FullName + "#0"
                && (path.StartsWith("m_LocalPosition", StringComparison.Ordinal) || path.StartsWith("m_LocalRotation", StringComparison.Ordinal));
        }

        // Components and children present on the instance but not in its baseline.
        internal static List<Object> Added(GameObject root)
        {
            var baseline = IndexData((JObject)root.PrefabLink["baseline"]);
            var added = new List<Object>();
            foreach (var pair in Index(root))
                if (!baseline.ContainsKey(pair.Key) && !(pair.Value is Transform)) added.Add(pair.Value);
            return added;
        }

        // ---- bringing an instance to a new asset state ----

        static void Sync(GameObject root, JObject asset, bool revert)
        {
            var baseline = (JObject)root.PrefabLink["baseline"];
            var old = Flatten(baseline);
            var cur = Flatten(ObjectSerializer.WriteGameObject(root));
            var overridden = new HashSet<string>();
            foreach (var pair in cur)
            {
                var split = pair.Key.IndexOf(Sep, StringComparison.Ordinal);
                var objectKey = pair.Key.Substring(0, split);
                string before;
                var path = pair.Key.Substring(split + Sep.Length);
                var isDefault = IsDefault(objectKey, path);
                if (isDefault || (!revert && old.TryGetValue(pair.Key, out before) && before != pair.Value && IsRecorded(root, objectKey, path))) overridden.Add(pair.Key);
            }

            var oldObjects = IndexData(baseline);
            var newObjects = IndexData(asset);
            var live = Index(root);
            // Removed from the asset (or, on revert, added to the instance): gone.
            foreach (var pair in live.OrderByDescending(p => p.Key.Length))
            {
                if (newObjects.ContainsKey(pair.Key) || !(revert || oldObjects.ContainsKey(pair.Key))) continue;
                if (pair.Value is Transform || pair.Key == "" || !Object.IsAlive(pair.Value)) continue;
                pair.Value.DestroyCore();
            }

            // New in the asset: created (a GameObject with its subtree, or a component).
            live = Index(root);
            foreach (var pair in newObjects.Where(p => !p.Key.Contains("|")).OrderBy(p => p.Key.Length))
            {
                if (live.ContainsKey(pair.Key)) continue;
                var slash = pair.Key.LastIndexOf('/');
                var parentKey = slash < 0 ? "" : pair.Key.Substring(0, slash);
                Object parent;
                if (!live.TryGetValue(parentKey, out parent)) continue;
                ObjectSerializer.RestoreGameObjects(new[] { (JObject)pair.Value.DeepClone() }, null, ((GameObject)parent).transform, false);
                live = Index(root);
            }

            foreach (var pair in newObjects.Where(p => p.Key.Contains("|")))
            {
                if (live.ContainsKey(pair.Key)) continue;
                var goKey = pair.Key.Substring(0, pair.Key.IndexOf('|'));
                Object owner;
                var type = TypeResolver.Find((string)pair.Value["type"], (string)pair.Value["assembly"]);
                if (type == null || !live.TryGetValue(goKey, out owner)) continue;
                ((GameObject)owner).AddComponent(type);
                live = Index(root);
            }

            SetFrom(asset, Index(root), overridden);

            root.PrefabLink["baseline"] = asset.DeepClone();
            SceneRegistry.MarkDirtyFor(root);
            EditorHooks.NotifyHierarchyChanged();
        }

        // Sets the objects of live (an instance's or the loaded asset's, by place) from the asset data, except the overridden leaves.
        static void SetFrom(JObject asset, Dictionary<string, Object> live, HashSet<string> overridden)
        {
            var newObjects = IndexData(asset);
            var idToKey = new Dictionary<int, string>();
            IndexData(asset, idToKey);
            Func<JObject, Object> resolve = r =>
            {
                JToken id;
                string key;
                Object target;
                if (r != null && r.TryGetValue("ref", out id) && idToKey.TryGetValue((int)id, out key) && live.TryGetValue(key, out target)) return target;
                return ObjectSerializer.ResolveRef(r, null);
            };

            foreach (var pair in newObjects)
            {
                Object target;
                if (!live.TryGetValue(pair.Key, out target)) continue;
                var go = target as GameObject;
                if (go != null)
                {
                    if (!overridden.Contains(pair.Key + Sep + "m_Name")) go.name = (string)pair.Value["name"];
                    if (!overridden.Contains(pair.Key + Sep + "m_TagString")) go._tag = (string)pair.Value["tag"] ?? "Untagged";
                    if (!overridden.Contains(pair.Key + Sep + "m_Layer")) go._layer = (int?)pair.Value["layer"] ?? 0;
                    if (!overridden.Contains(pair.Key + Sep + "m_IsActive")) go.SetActive((bool?)pair.Value["active"] ?? true);
                    continue;
                }

                var fields = (JObject)(pair.Value["fields"] ?? new JObject()).DeepClone();
                var current = ObjectSerializer.WriteFields(target, target.GetType());
                var merged = Merge(fields, current, pair.Key, "", overridden) as JObject;
                ObjectSerializer.ReadFields(target, target.GetType(), merged, resolve);
            }
        }

        // The loaded asset object takes a rewritten file in place when its objects are the same (same places, same
        // components), as a reimported asset keeps its identity in Unity: scene references to it (a spawner's prefab
        // field) stay valid. Otherwise it is forgotten and loads again.
        static void Reload(string assetPath, JObject data)
        {
            var loaded = AssetDatabase.Loaded(assetPath) as GameObject;
            if (loaded != null)
            {
                var live = Index(loaded);
                if (live.Keys.OrderBy(k => k, StringComparer.Ordinal).SequenceEqual(IndexData(data).Keys.OrderBy(k => k, StringComparer.Ordinal)))
                {
                    SetFrom(data, live, new HashSet<string>());
                    return;
                }
            }

            AssetDatabase.Forget(assetPath);
        }

        static JToken Merge(JToken fromAsset, JToken current, string objectKey, string path, HashSet<string> overridden)
        {
            var obj = fromAsset as JObject;
            if (obj != null && !IsRef(obj) && current is JObject)
            {
                foreach (var property in obj.Properties().ToList())
                {
                    var child = path.Length == 0 ? property.Name : path + "." + property.Name;
                    var mine = ((JObject)current)[property.Name];
                    if (mine != null) obj[property.Name] = Merge(property.Value, mine, objectKey, child, overridden);
                }

                return obj;
            }

            return overridden.Contains(objectKey + Sep + path) ? current.DeepClone() : fromAsset;
        }

        // ---- keys and leaves ----

        static string KeyOf(GameObject root, Object o)
        {
            var go = ObjectCloner.GameObjectOf(o);
            var indices = new List<string>();
            var t = go.transform;
            while (t != root.transform)
            {
                if (t.parent == null) return null;
                indices.Insert(0, t.GetSiblingIndex().ToString(CultureInfo.InvariantCulture));
                t = t.parent;
            }

            var goKey = string.Join("/", indices.ToArray());
            var component = o as Component;
            if (component == null) return goKey;
            var n = 0;
            foreach (var c in go.ComponentList)
            {
                if (c == component) break;
                if (c.GetType() == component.GetType()) n++;
            }

            return goKey + "|" + component.GetType().FullName + "#" + n;
        }

        internal static Dictionary<string, Object> Index(GameObject root)
        {
            var result = new Dictionary<string, Object>();
            IndexLive(root, "", result);
            return result;
        }

        static void IndexLive(GameObject go, string key, Dictionary<string, Object> result)
        {
            result[key] = go;
            var counts = new Dictionary<Type, int>();
            foreach (var c in go.ComponentList)
            {
                if (!Object.IsAlive(c)) continue;
                int n;
                counts.TryGetValue(c.GetType(), out n);
                counts[c.GetType()] = n + 1;
                result[key + "|" + c.GetType().FullName + "#" + n] = c;
            }

            var children = go.transform.ChildList;
            for (var i = 0; i < children.Count; i++)
                IndexLive(children[i].gameObject, key.Length == 0 ? i.ToString(CultureInfo.InvariantCulture) : key + "/" + i, result);
        }

        internal static Dictionary<string, JObject> IndexData(JObject root)
        {
            return IndexData(root, new Dictionary<int, string>());
        }

        static Dictionary<string, JObject> IndexData(JObject root, Dictionary<int, string> idToKey)
        {
            var result = new Dictionary<string, JObject>();
            if (root != null) IndexData(root, "", result, idToKey);
            return result;
        }

        static void IndexData(JObject go, string key, Dictionary<string, JObject> result, Dictionary<int, string> idToKey)
        {
            result[key] = go;
            if (go["id"] != null) idToKey[(int)go["id"]] = key;
            var counts = new Dictionary<string, int>();
            foreach (JObject c in (go["components"] as JArray ?? new JArray()))
            {
                var type = (string)c["type"];
                int n;
                counts.TryGetValue(type, out n);
                counts[type] = n + 1;
                var componentKey = key + "|" + type + "#" + n;
                result[componentKey] = c;
                if (c["id"] != null) idToKey[(int)c["id"]] = componentKey;
            }

            var children = go["children"] as JArray ?? new JArray();
            for (var i = 0; i < children.Count; i++)
                IndexData((JObject)children[i], key.Length == 0 ? i.ToString(CultureInfo.InvariantCulture) : key + "/" + i, result, idToKey);
        }

        // "objectKey::propertyPath" → value, for a game object written by ObjectSerializer. References to
        // objects inside the hierarchy are written as their key, so an instance and its asset compare equal.
        internal static Dictionary<string, string> Flatten(JObject root)
        {
            var idToKey = new Dictionary<int, string>();
            var objects = IndexData(root, idToKey);
            var leaves = new Dictionary<string, string>();
            foreach (var pair in objects)
            {
                var data = pair.Value;
                if (!pair.Key.Contains("|"))
                {
                    leaves[pair.Key + Sep + "m_Name"] = (string)data["name"];
                    leaves[pair.Key + Sep + "m_IsActive"] = ((bool?)data["active"] ?? true) ? "1" : "0";
                    leaves[pair.Key + Sep + "m_TagString"] = (string)data["tag"];
                    leaves[pair.Key + Sep + "m_Layer"] = ((int?)data["layer"] ?? 0).ToString(CultureInfo.InvariantCulture);
                    continue;
                }

                FlattenToken(data["fields"], pair.Key, "", leaves, idToKey);
            }

            return leaves;
        }

        static void FlattenToken(JToken token, string objectKey, string path, Dictionary<string, string> leaves, Dictionary<int, string> idToKey)
        {
            var obj = token as JObject;
            if (obj != null && !IsRef(obj))
            {
                foreach (var property in obj.Properties())
                    FlattenToken(property.Value, objectKey, path.Length == 0 ? property.Name : path + "." + property.Name, leaves, idToKey);
                return;
            }

            if (path.Length == 0) return;
            string value;
            JToken id;
            string key;
            if (obj != null && obj.TryGetValue("ref", out id) && idToKey.TryGetValue((int)id, out key)) value = "{ref:" + key + "}";
            else if (token is JValue && ((JValue)token).Value is IFormattable) value = ((IFormattable)((JValue)token).Value).ToString(null, CultureInfo.InvariantCulture);
            else if (token is JValue) value = Convert.ToString(((JValue)token).Value, CultureInfo.InvariantCulture) ?? "";
            else value = token.ToString(Formatting.None);
            leaves[objectKey + Sep + path] = value;
        }

        static bool IsRef(JObject o)
        {
            return o.Count == 0 || o["ref"] != null || o["guid"] != null || o["builtin"] != null;
        }
    }
}
