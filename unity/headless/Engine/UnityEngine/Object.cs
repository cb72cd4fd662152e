using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    // Every engine object gets an instance id and lives in ObjectRegistry until destroyed. A destroyed
    // object stays a live C# reference but compares equal to null, as in Unity.
    public class Object
    {
        internal int _instanceId;
        internal bool _destroyed;
        internal string _name = "";

        public Object()
        {
            ObjectRegistry.Register(this);
        }

        public string name
        {
            get { ThrowIfDestroyed(); return NameCore; }
            set { ThrowIfDestroyed(); NameCore = value ?? ""; }
        }

        internal virtual string NameCore
        {
            get { return _name; }
            set { _name = value; }
        }

        public HideFlags hideFlags { get; set; }

#if UNITY_6000_3_OR_NEWER
        public EntityId GetEntityId()
        {
            return EntityId.FromInstanceId(_instanceId);
        }
#endif

#if UNITY_6000_5_OR_NEWER
        [Obsolete("GetInstanceID is deprecated. Use GetEntityId instead. This will be removed in a future version.", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("GetInstanceID is deprecated. Use GetEntityId instead. This will be removed in a future version.")]
#endif
        public int GetInstanceID()
        {
            return _instanceId;
        }

        public override int GetHashCode()
        {
            return _instanceId;
        }

        public override bool Equals(object other)
        {
            var otherObject = other as Object;
            if (otherObject == null && other != null && !(other is Object)) return false;
            return CompareBaseObjects(this, otherObject);
        }

        public override string ToString()
        {
            return IsAlive(this) ? _name + " (" + GetType().FullName + ")" : "null";
        }

        public static implicit operator bool(Object exists)
        {
            return IsAlive(exists);
        }

        public static bool operator ==(Object x, Object y)
        {
            return CompareBaseObjects(x, y);
        }

        public static bool operator !=(Object x, Object y)
        {
            return !CompareBaseObjects(x, y);
        }

        static bool CompareBaseObjects(Object lhs, Object rhs)
        {
            var lhsNull = (object)lhs == null;
            var rhsNull = (object)rhs == null;
            if (lhsNull && rhsNull) return true;
            if (rhsNull) return !IsAlive(lhs);
            if (lhsNull) return !IsAlive(rhs);
            return ReferenceEquals(lhs, rhs);
        }

        internal static bool IsAlive(Object o)
        {
            return (object)o != null && !o._destroyed;
        }

        internal void ThrowIfDestroyed()
        {
            if (_destroyed)
                throw new MissingReferenceException("The object of type '" + GetType().Name +
                    "' has been destroyed but you are still trying to access it.");
        }

        public static void Destroy(Object obj)
        {
            Destroy(obj, 0f);
        }

        public static void Destroy(Object obj, float t)
        {
            if (!IsAlive(obj)) return;
            if (!Application.isPlaying)
            {
                Debug.LogError("Destroy may not be called from edit mode! Use DestroyImmediate instead.\n" +
                    "Destroying an object in edit mode destroys it permanently.");
                return;
            }
            ObjectRegistry.ScheduleDestroy(obj, t);
        }

        public static void DestroyImmediate(Object obj)
        {
            DestroyImmediate(obj, false);
        }

        public static void DestroyImmediate(Object obj, bool allowDestroyingAssets)
        {
            if (!IsAlive(obj)) return;
            if (obj.IsPersistentAsset && !allowDestroyingAssets)
                throw new InvalidOperationException(
                    "Destroying assets is not permitted to avoid data loss.\n" +
                    "If you really want to remove an asset use DestroyImmediate (theObject, true);");
            obj.DestroyCore();
        }

        // In play mode the root object moves to Unity's own "DontDestroyOnLoad" scene, which is valid but not one of the
        // loaded scenes (SceneManager.sceneCount leaves it out), so scene walks do not see it. The signature is
        // UnityCsReference 2021.3.0f1 Runtime/Export/Scripting/UnityEngineObject.bindings.cs:295-296 (6000.0.0f1 :456-457).
        public static void DontDestroyOnLoad(Object target)
        {
            if (target == null) throw new ArgumentNullException("target");
            if (!Application.isPlaying) return;
            var component = target as Component;
            var go = component != null ? component.gameObject : target as GameObject;
            if (go == null) return;
            if (go.transform.parent != null)
            {
                Debug.LogWarning("DontDestroyOnLoad only works for root GameObjects or components on root GameObjects.");
                return;
            }
            var scene = SceneRegistry.DontDestroyOnLoadScene();
            if (go.SceneData == scene) return;
            if (go.SceneData != null) go.SceneData.Roots.Remove(go);
            Transform.MoveToScene(go, scene);
            scene.Roots.Add(go);
        }

        internal virtual bool IsPersistentAsset
        {
            get { return AssetPath != null; }
        }

        // Set for objects that are backed by an asset file (AssetDatabase).
        internal string AssetPath;

        // Set for engine built-ins (primitive meshes, default material, shaders), saved by name.
        internal string BuiltinName;

        internal virtual void DestroyCore()
        {
            _destroyed = true;
            ObjectRegistry.Unregister(this);
        }

        public static T Instantiate<T>(T original) where T : Object
        {
            return (T)Instantiate((Object)original);
        }

        public static T Instantiate<T>(T original, Transform parent) where T : Object
        {
            return (T)Instantiate((Object)original, parent);
        }

        public static T Instantiate<T>(T original, Transform parent, bool worldPositionStays) where T : Object
        {
            return (T)Instantiate((Object)original, parent, worldPositionStays);
        }

        public static T Instantiate<T>(T original, Vector3 position, Quaternion rotation) where T : Object
        {
            return (T)Instantiate((Object)original, position, rotation);
        }

        public static T Instantiate<T>(T original, Vector3 position, Quaternion rotation, Transform parent) where T : Object
        {
            return (T)Instantiate((Object)original, position, rotation, parent);
        }

        public static Object Instantiate(Object original)
        {
            return Instantiate(original, null, false);
        }

        public static Object Instantiate(Object original, Transform parent)
        {
            return Instantiate(original, parent, false);
        }

        public static Object Instantiate(Object original, Transform parent, bool instantiateInWorldSpace)
        {
            if (!IsAlive(original)) throw new ArgumentException("The Object you want to instantiate is null.");
            var clone = ObjectCloner.Clone(original);
            var go = ObjectCloner.GameObjectOf(clone);
            if (go != null && parent != null) go.transform.SetParent(parent, instantiateInWorldSpace);
            return clone;
        }

        public static Object Instantiate(Object original, Vector3 position, Quaternion rotation)
        {
            return Instantiate(original, position, rotation, null);
        }

        public static Object Instantiate(Object original, Vector3 position, Quaternion rotation, Transform parent)
        {
            var clone = Instantiate(original, parent, false);
            var go = ObjectCloner.GameObjectOf(clone);
            if (go != null)
            {
                go.transform.position = position;
                go.transform.rotation = rotation;
            }
            return clone;
        }

        // Obsolete from 2023.1 for FindAnyObjectByType (UnityCsReference 2023.1.0f1, 6000.5.2f1
        // Runtime/Export/Scripting/UnityEngineObject.bindings.cs; plain in 2021.3.0f1 and 2022.3).
#if UNITY_2023_1_OR_NEWER
        [Obsolete("Object.FindObjectOfType has been deprecated. Use Object.FindAnyObjectByType instead.", false)]
#endif
        public static T FindObjectOfType<T>() where T : Object
        {
            return (T)FindAny(typeof(T), false);
        }

#if UNITY_2023_1_OR_NEWER
        [Obsolete("Object.FindObjectOfType has been deprecated. Use Object.FindAnyObjectByType instead.", false)]
#endif
        public static T FindObjectOfType<T>(bool includeInactive) where T : Object
        {
            return (T)FindAny(typeof(T), includeInactive);
        }

#if UNITY_2023_1_OR_NEWER
        [Obsolete("Object.FindObjectOfType has been deprecated. Use Object.FindAnyObjectByType instead.", false)]
#endif
        public static Object FindObjectOfType(Type type)
        {
            return FindAny(type, false);
        }

#if UNITY_2023_1_OR_NEWER
        [Obsolete("Object.FindObjectOfType has been deprecated. Use Object.FindAnyObjectByType instead.", false)]
#endif
        public static Object FindObjectOfType(Type type, bool includeInactive)
        {
            return FindAny(type, includeInactive);
        }

        static Object FindAny(Type type, bool includeInactive)
        {
            return ObjectRegistry.SceneObjects(type, includeInactive).FirstOrDefault();
        }

#if UNITY_2022_3_OR_NEWER
        // What Unity recommends instead of FindObjectOfType (UnityCsReference 2022.3.0f1, 6000.5.2f1
        // Runtime/Export/Scripting/UnityEngineObject.bindings.cs); as FindObjectsByType, not in the 2021.3 profile.
        public static T FindAnyObjectByType<T>() where T : Object { return (T)FindAny(typeof(T), false); }
        public static T FindAnyObjectByType<T>(FindObjectsInactive findObjectsInactive) where T : Object { return (T)FindAny(typeof(T), findObjectsInactive == FindObjectsInactive.Include); }
        public static Object FindAnyObjectByType(Type type) { return FindAny(type, false); }
        public static Object FindAnyObjectByType(Type type, FindObjectsInactive findObjectsInactive) { return FindAny(type, findObjectsInactive == FindObjectsInactive.Include); }
#endif

#if UNITY_6000_0_OR_NEWER
        [Obsolete("Object.FindObjectsOfType has been deprecated. Use Object.FindObjectsByType instead which lets you decide whether you need the results sorted or not.  FindObjectsOfType sorts the results by InstanceID but if you do not need this using FindObjectSortMode.None is considerably faster.", false)]
#endif
        public static T[] FindObjectsOfType<T>() where T : Object
        {
            return ObjectRegistry.SceneObjects(typeof(T), false).Cast<T>().ToArray();
        }

#if UNITY_6000_0_OR_NEWER
        [Obsolete("Object.FindObjectsOfType has been deprecated. Use Object.FindObjectsByType instead which lets you decide whether you need the results sorted or not.  FindObjectsOfType sorts the results by InstanceID but if you do not need this using FindObjectSortMode.None is considerably faster.", false)]
#endif
        public static T[] FindObjectsOfType<T>(bool includeInactive) where T : Object
        {
            return ObjectRegistry.SceneObjects(typeof(T), includeInactive).Cast<T>().ToArray();
        }

#if UNITY_6000_0_OR_NEWER
        [Obsolete("Object.FindObjectsOfType has been deprecated. Use Object.FindObjectsByType instead which lets you decide whether you need the results sorted or not.  FindObjectsOfType sorts the results by InstanceID but if you do not need this using FindObjectSortMode.None is considerably faster.", false)]
#endif
        public static Object[] FindObjectsOfType(Type type)
        {
            return ObjectRegistry.SceneObjects(type, false).ToArray();
        }

#if UNITY_6000_0_OR_NEWER
        [Obsolete("Object.FindObjectsOfType has been deprecated. Use Object.FindObjectsByType instead which lets you decide whether you need the results sorted or not.  FindObjectsOfType sorts the results by InstanceID but if you do not need this using FindObjectSortMode.None is considerably faster.", false)]
#endif
        public static Object[] FindObjectsOfType(Type type, bool includeInactive)
        {
            return ObjectRegistry.SceneObjects(type, includeInactive).ToArray();
        }

#if UNITY_2022_3_OR_NEWER
        // Not in the 2021.3 profile: 2021.3.0 lacks it (a later 2021.3 patch added it), and we claim all of 2021.3.
#if UNITY_6000_5_OR_NEWER
        [Obsolete("FindObjectsByType with FindObjectsSortMode parameter has been deprecated. Use FindObjectsByType<T>() or FindObjectsByType<T>(FindObjectsInactive) instead. InstanceID will be replaced in the future with EntityId and previous sort order cannot be maintained.", false)]
#endif
        public static T[] FindObjectsByType<T>(FindObjectsInactive findObjectsInactive, FindObjectsSortMode sortMode) where T : Object
        {
            var found = ObjectRegistry.SceneObjects(typeof(T), findObjectsInactive == FindObjectsInactive.Include).Cast<T>();
            return ((int)sortMode == 1 ? found.OrderBy(o => o._instanceId) : found).ToArray();
        }
#endif

#if UNITY_6000_4_OR_NEWER
        public static T[] FindObjectsByType<T>() where T : Object
        {
            return FindObjectsByType<T>(FindObjectsInactive.Exclude);
        }

        public static T[] FindObjectsByType<T>(FindObjectsInactive findObjectsInactive) where T : Object
        {
            return ObjectRegistry.SceneObjects(typeof(T), findObjectsInactive == FindObjectsInactive.Include).Cast<T>().ToArray();
        }
#endif
    }
}
