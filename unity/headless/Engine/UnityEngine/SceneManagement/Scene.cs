using System;
using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine.SceneManagement
{
    [Serializable]
    public struct Scene
    {
        [SerializeField] [HideInInspector] int m_Handle;

        internal Scene(int handle) { m_Handle = handle; }

        // The stand-in's own int key (Unity 6 turned the public handle into a SceneHandle).
        internal int HandleId { get { return m_Handle; } }

#if UNITY_6000_3_OR_NEWER
        public SceneHandle handle { get { return SceneHandle.FromSceneId(m_Handle); } }
#else
        public int handle { get { return m_Handle; } }
#endif

        internal SceneData Data { get { return SceneRegistry.Get(m_Handle); } }

        public bool IsValid() { return m_Handle != 0 && Data != null; }
        public string path { get { var d = Data; return d == null ? null : d.Path; } }
        public string name
        {
            get { var d = Data; return d == null ? null : d.Name; }
            set { var d = Data; if (d != null) d.Name = value; }
        }
        public bool isLoaded { get { var d = Data; return d != null && d.IsLoaded; } }
        public int buildIndex { get { var d = Data; return d == null ? -1 : d.BuildIndex; } }
        public bool isDirty { get { var d = Data; return d != null && d.IsDirty; } }
        public int rootCount { get { var d = Data; return d == null ? 0 : d.Roots.Count; } }
        public bool isSubScene { get { return false; } set { } }

        public GameObject[] GetRootGameObjects()
        {
            var d = Data;
            if (d == null) throw new ArgumentException("The scene is invalid.");
            if (!d.IsLoaded) throw new ArgumentException("The scene is not loaded.");
            return d.Roots.ToArray();
        }

        public void GetRootGameObjects(List<GameObject> rootGameObjects)
        {
            rootGameObjects.Clear();
            rootGameObjects.AddRange(GetRootGameObjects());
        }

        public static bool operator ==(Scene lhs, Scene rhs) { return lhs.m_Handle == rhs.m_Handle; }
        public static bool operator !=(Scene lhs, Scene rhs) { return lhs.m_Handle != rhs.m_Handle; }
        public override int GetHashCode() { return m_Handle; }
        public override bool Equals(object other) { return other is Scene && ((Scene)other).m_Handle == m_Handle; }
    }
}
