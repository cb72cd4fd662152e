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

        public static int[] instanceIDs
        {
            get { return _ids.Where(id => ObjectRegistry.Find(id) != null).ToArray(); }
            set
            {
                _ids = (value ?? new int[0]).ToArray();
                var h = selectionChanged;
                if (h != null) { try { h(); } catch (Exception e) { Debug.LogException(e); } }
            }
        }

        public static Object[] objects
        {
            get { return instanceIDs.Select(ObjectRegistry.Find).Where(o => o != null).ToArray(); }
            set { instanceIDs = (value ?? new Object[0]).Where(o => o != null).Select(o => o._instanceId).ToArray(); }
        }

        public static Object activeObject
        {
            get { return objects.FirstOrDefault(); }
            set { objects = value == null ? new Object[0] : new[] { value }; }
        }

        public static int activeInstanceID
        {
            get { var o = activeObject; return o == null ? 0 : o._instanceId; }
            set { instanceIDs = value == 0 ? new int[0] : new[] { value }; }
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
        public static int count { get { return instanceIDs.Length; } }

        public static string[] assetGUIDs
        {
            get { return objects.Select(AssetDatabase.GetAssetPath).Where(p => !string.IsNullOrEmpty(p)).Select(AssetDatabase.AssetPathToGUID).ToArray(); }
        }

        public static bool Contains(Object obj) { return obj != null && Contains(obj._instanceId); }
        public static bool Contains(int instanceID) { return instanceIDs.Contains(instanceID); }
    }
}
