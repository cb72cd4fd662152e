using System;
using System.Linq;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    public sealed class Selection
    {
        public static Action selectionChanged;
        static int[] _ids = new int[0];

        Selection() { }

        // The selection as instance ids, for the stand-in itself (the host's reload snapshot): the public int members are
        // obsolete from 6000.3 (errors in 6000.5) and the EntityId ones take over, as in Unity (UnityCsReference
        // 6000.3.0f1 / 6000.5.2f1 Editor/Mono/Selection/Selection.bindings.cs `activeEntityId`, `entityIds`,
        // `Contains(EntityId)`, `[Obsolete("Use activeEntityId instead.")]`, `[Obsolete("Use entityIds instead.")]`,
        // `[Obsolete("Use Contains() with EntityId instead.")]`; 2021.3.0f1 the same file: the int members only).
        internal static int[] InstanceIds
        {
            get { return _ids.Where(id => ObjectRegistry.Find(id) != null).ToArray(); }
            set
            {
                _ids = (value ?? new int[0]).ToArray();
                var h = selectionChanged;
                if (h != null) { try { h(); } catch (Exception e) { Debug.LogException(e); } }
            }
        }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("Use entityIds instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [Obsolete("Use entityIds instead.")]
#endif
        public static int[] instanceIDs { get { return InstanceIds; } set { InstanceIds = value; } }

#if UNITY_6000_3_OR_NEWER
        public static EntityId[] entityIds
        {
            get { return InstanceIds.Select(EntityId.FromInstanceId).ToArray(); }
            set
            {
                if (value == null) throw new ArgumentNullException("entityIds");
                InstanceIds = value.Where(e => EditorUtility.EntityIdToObject(e) != null).Select(e => e.InstanceId).ToArray();
            }
        }

        public static EntityId activeEntityId
        {
            get { var o = activeObject; return o == null ? EntityId.None : o.GetEntityId(); }
            set { var o = EditorUtility.EntityIdToObject(value); InstanceIds = o == null ? new int[0] : new[] { o._instanceId }; }
        }

        public static bool Contains(EntityId entityId) { return entityId.IsValid() && InstanceIds.Contains(entityId.InstanceId) && EntityId.FromInstanceId(entityId.InstanceId) == entityId; }
#endif

        public static Object[] objects
        {
            get { return InstanceIds.Select(ObjectRegistry.Find).Where(o => o != null).ToArray(); }
            set { InstanceIds = (value ?? new Object[0]).Where(o => o != null).Select(o => o._instanceId).ToArray(); }
        }

        public static Object activeObject
        {
            get { return objects.FirstOrDefault(); }
            set { objects = value == null ? new Object[0] : new[] { value }; }
        }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("Use activeEntityId instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [Obsolete("Use activeEntityId instead.")]
#endif
        public static int activeInstanceID
        {
            get { var o = activeObject; return o == null ? 0 : o._instanceId; }
            set { InstanceIds = value == 0 ? new int[0] : new[] { value }; }
        }

        public static GameObject activeGameObject
        {
            get { return activeObject as GameObject ?? (activeObject is Component ? ((Component)activeObject).gameObject : null); }
            set { activeObject = value; }
        }

        public static Transform activeTransform
        {
            get { var go = activeObject as GameObject; return go != null && go.scene.IsValid() ? go.transform : null; }
            set { activeObject = value == null ? null : value.gameObject; }
        }

        public static GameObject[] gameObjects { get { return objects.OfType<GameObject>().ToArray(); } }
        public static Transform[] transforms { get { return gameObjects.Where(g => g.scene.IsValid()).Select(g => g.transform).ToArray(); } }
        public static int count { get { return InstanceIds.Length; } }

        public static string[] assetGUIDs
        {
            get { return objects.Select(AssetDatabase.GetAssetPath).Where(p => !string.IsNullOrEmpty(p)).Select(AssetDatabase.AssetPathToGUID).ToArray(); }
        }

        public static bool Contains(Object obj) { return obj != null && InstanceIds.Contains(obj._instanceId); }
#if UNITY_6000_5_OR_NEWER
        [Obsolete("Use Contains() with EntityId instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [Obsolete("Use Contains() with EntityId instead.")]
#endif
        public static bool Contains(int instanceID) { return InstanceIds.Contains(instanceID); }
    }
}
