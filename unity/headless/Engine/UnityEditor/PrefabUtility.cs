using System;
using System.Collections.Generic;
using System.IO;
using Newtonsoft.Json.Linq;
using UnityEditor.Internal;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // The part of Unity's PrefabUtility the package uses, over Internal/PrefabModel (one level of prefabs:
    // no nesting, no variants).
    public sealed class PrefabUtility
    {
        PrefabUtility() { }

        public static GameObject SaveAsPrefabAsset(GameObject instanceRoot, string assetPath)
        {
            bool success;
            return SaveAsPrefabAsset(instanceRoot, assetPath, out success);
        }

        public static GameObject SaveAsPrefabAsset(GameObject instanceRoot, string assetPath, out bool success)
        {
            success = false;
            CheckSavePath(instanceRoot, assetPath);
            PrefabModel.WriteAsset(instanceRoot, assetPath, instanceRoot);
            success = true;
            return AssetDatabase.LoadAssetAtPath<GameObject>(assetPath);
        }

        public static GameObject SaveAsPrefabAssetAndConnect(GameObject instanceRoot, string assetPath, InteractionMode action)
        {
            bool success;
            return SaveAsPrefabAssetAndConnect(instanceRoot, assetPath, action, out success);
        }

        public static GameObject SaveAsPrefabAssetAndConnect(GameObject instanceRoot, string assetPath, InteractionMode action, out bool success)
        {
            success = false;
            CheckSavePath(instanceRoot, assetPath);
            if (EditorUtility.IsPersistent(instanceRoot))
                throw new ArgumentException("Can't save persistent object as a Prefab asset");
            if (action == InteractionMode.UserAction) Undo.RegisterFullObjectHierarchyUndo(instanceRoot, "Create Prefab");
            PrefabModel.WriteAsset(instanceRoot, assetPath, instanceRoot);
            // The scene object becomes the instance: its children links go (one level of prefabs).
            foreach (var t in instanceRoot.GetComponentsInChildren<Transform>(true)) t.gameObject.PrefabLink = null;
            PrefabModel.Link(instanceRoot, assetPath);
            SceneRegistry.MarkDirtyFor(instanceRoot);
            success = true;
            return AssetDatabase.LoadAssetAtPath<GameObject>(assetPath);
        }

        static void CheckSavePath(GameObject root, string assetPath)
        {
            if (root == null) throw new ArgumentNullException("instanceRoot");
            if (string.IsNullOrEmpty(assetPath) || !assetPath.EndsWith(".prefab", StringComparison.Ordinal))
                throw new ArgumentException("Given path does not have the .prefab extension: " + assetPath, "assetPath");
            if (!assetPath.StartsWith("Assets/", StringComparison.Ordinal) || !Directory.Exists(Path.GetDirectoryName(AssetDatabase.FullPath(assetPath))))
                throw new ArgumentException("Can't save Prefab to '" + assetPath + "': the folder does not exist in the project.", "assetPath");
        }

        public static Object InstantiatePrefab(Object assetComponentOrGameObject)
        {
            return InstantiatePrefab(assetComponentOrGameObject, SceneManager.GetActiveScene());
        }

        public static Object InstantiatePrefab(Object assetComponentOrGameObject, Scene destinationScene)
        {
            return Instantiate(assetComponentOrGameObject, destinationScene.Data, null);
        }

        public static Object InstantiatePrefab(Object assetComponentOrGameObject, Transform parent)
        {
            return Instantiate(assetComponentOrGameObject, parent == null ? SceneManager.GetActiveScene().Data : null, parent);
        }

        static Object Instantiate(Object asset, SceneData scene, Transform parent)
        {
            if (!PrefabModel.IsAssetObject(asset)) return null;
            var assetGo = ObjectCloner.GameObjectOf(asset);
            var root = assetGo.transform.root.gameObject;
            var created = PrefabModel.Instantiate(root, scene, parent);
            if (created == null) return null;
            var key = new List<KeyValuePair<string, Object>>(PrefabModel.Index(root)).Find(p => p.Value == asset).Key;
            Object result;
            return key != null && PrefabModel.Index(created).TryGetValue(key, out result) ? result : created;
        }

        public static void ApplyPrefabInstance(GameObject instanceRoot, InteractionMode action)
        {
            var root = RequireInstanceRoot(instanceRoot);
            if (action == InteractionMode.UserAction) RecordInstances(PrefabModel.LinkedPath(root), "Apply Prefab Instance");
            PrefabModel.Apply(root);
        }

        public static void RevertPrefabInstance(GameObject instanceRoot, InteractionMode action)
        {
            var root = RequireInstanceRoot(instanceRoot);
            if (action == InteractionMode.UserAction) Undo.RegisterFullObjectHierarchyUndo(root, "Revert Prefab Instance");
            PrefabModel.Revert(root);
        }

        static GameObject RequireInstanceRoot(GameObject go)
        {
            var root = go == null ? null : PrefabModel.InstanceRoot(go);
            if (root == null || root != go)
                throw new ArgumentException("Provided GameObject is not a Prefab instance root.");
            if (AssetDatabase.LoadAssetAtPath<GameObject>(PrefabModel.LinkedPath(root)) == null)
                throw new ArgumentException("The Prefab instance's asset is missing.");
            return root;
        }

        static void RecordInstances(string assetPath, string name)
        {
            foreach (var instance in PrefabModel.InstancesOf(assetPath)) Undo.RegisterFullObjectHierarchyUndo(instance, name);
        }

        public static PrefabInstanceStatus GetPrefabInstanceStatus(Object componentOrGameObject)
        {
            var root = PrefabModel.InstanceRoot(componentOrGameObject);
            if (root == null) return PrefabInstanceStatus.NotAPrefab;
            return AssetDatabase.LoadAssetAtPath<GameObject>(PrefabModel.LinkedPath(root)) == null
                ? PrefabInstanceStatus.MissingAsset : PrefabInstanceStatus.Connected;
        }

        public static PrefabAssetType GetPrefabAssetType(Object componentOrGameObject)
        {
            if (PrefabModel.IsAssetObject(componentOrGameObject)) return PrefabAssetType.Regular;
            var status = GetPrefabInstanceStatus(componentOrGameObject);
            if (status == PrefabInstanceStatus.MissingAsset) return PrefabAssetType.MissingAsset;
            return status == PrefabInstanceStatus.Connected ? PrefabAssetType.Regular : PrefabAssetType.NotAPrefab;
        }

        public static string GetPrefabAssetPathOfNearestInstanceRoot(Object instanceComponentOrGameObject)
        {
            var root = PrefabModel.InstanceRoot(instanceComponentOrGameObject);
            return root == null ? string.Empty : PrefabModel.LinkedPath(root);
        }

        public static GameObject GetOutermostPrefabInstanceRoot(Object componentOrGameObject)
        {
            if (componentOrGameObject == null) throw new ArgumentNullException("componentOrGameObject");
            return PrefabModel.InstanceRoot(componentOrGameObject);
        }

        public static bool IsAnyPrefabInstanceRoot(GameObject gameObject)
        {
            return gameObject != null && gameObject.PrefabLink != null && PrefabModel.InstanceRoot(gameObject) == gameObject;
        }

        public static TObject GetCorrespondingObjectFromSource<TObject>(TObject componentOrGameObject) where TObject : Object
        {
            return PrefabModel.Source(componentOrGameObject) as TObject;
        }

        // UnityCsReference 2021.3.0f1 Editor/Mono/Prefabs/PrefabUtility.bindings.cs:297.
        public static bool IsPartOfPrefabInstance(Object componentOrGameObject)
        {
            if (componentOrGameObject == null) throw new ArgumentNullException("componentOrGameObject");
            return PrefabModel.InstanceRoot(componentOrGameObject) != null;
        }

        // Records the changes made to an object of a prefab instance by setters as overrides (PrefabModel.Record).
        public static void RecordPrefabInstancePropertyModifications(Object targetObject)
        {
            if (targetObject == null) throw new ArgumentNullException("targetObject");
            PrefabModel.Record(targetObject);
        }

        public static bool HasPrefabInstanceAnyOverrides(GameObject instanceRoot, bool includeDefaultOverrides)
        {
            var root = PrefabModel.InstanceRoot(instanceRoot);
            if (root == null) return false;
            if (PrefabModel.Added(root).Count > 0) return true;
            foreach (var m in PrefabModel.Modifications(root))
                if (includeDefaultOverrides || !PrefabModel.IsDefault(m.ObjectKey, m.Path)) return true;
            return false;
        }

        // Every modification of the instance targetPrefab belongs to (default overrides included), each
        // targeting the asset object it modifies; null when targetPrefab is not part of an instance.
        public static PropertyModification[] GetPropertyModifications(Object targetPrefab)
        {
            var root = PrefabModel.InstanceRoot(targetPrefab);
            if (root == null) return null;
            var asset = AssetDatabase.LoadAssetAtPath<GameObject>(PrefabModel.LinkedPath(root));
            var assetObjects = asset == null ? new Dictionary<string, Object>() : PrefabModel.Index(asset);
            var result = new List<PropertyModification>();
            foreach (var m in PrefabModel.Modifications(root))
            {
                Object target;
                assetObjects.TryGetValue(m.ObjectKey, out target);
                result.Add(Modification(target, m.Path, m.Value));
            }

            return result.ToArray();
        }

        // A modified object reference comes as objectReference, with an empty value, as in Unity (UnityCsReference
        // 2021.3.0f1 / 6000.5.2f1 Editor/Mono/Prefabs/PropertyModification.bindings.cs: objectReference is "the value
        // being applied when it is a object reference (which can not be represented as a string)"); the stand-in's
        // leaf for it is the reference's JSON, which no agent or script should see.
        static PropertyModification Modification(Object target, string path, string value)
        {
            var reference = value != null && value.StartsWith("{", StringComparison.Ordinal) ? ReferenceOf(value) : null;
            if (reference == null) return new PropertyModification { target = target, propertyPath = path, value = value };
            return new PropertyModification { target = target, propertyPath = path, value = "", objectReference = ObjectSerializer.ResolveRef(reference, null) };
        }

        static JObject ReferenceOf(string value)
        {
            try
            {
                var o = JObject.Parse(value);
                return o["ref"] != null || o["guid"] != null || o["builtin"] != null ? o : null;
            }
            catch (Newtonsoft.Json.JsonException) { return null; }
        }

        public static bool IsDefaultOverride(PropertyModification modification)
        {
            if (modification == null || !PrefabModel.IsAssetObject(modification.target)) return false;
            var go = ObjectCloner.GameObjectOf(modification.target);
            if (go.transform.parent != null) return false;
            var key = modification.target is GameObject ? "" : modification.target is Transform ? "|" + typeof(Transform).FullName + "#0" : null;
            return key != null && PrefabModel.IsDefault(key, modification.propertyPath);
        }
    }
}
