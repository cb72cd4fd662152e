using System;
using UnityEngine;

namespace UnityEditor
{
    [Serializable]
    public class EditorBuildSettingsScene : IComparable
    {
        public EditorBuildSettingsScene() { }

        public EditorBuildSettingsScene(string path, bool enabled)
        {
            this.path = path;
            this.enabled = enabled;
            guid = AssetDatabase.GUIDFromAssetPath(path);
        }

        public EditorBuildSettingsScene(GUID guid, bool enabled)
        {
            this.guid = guid;
            this.enabled = enabled;
            path = AssetDatabase.GUIDToAssetPath(guid);
        }

        public bool enabled { get; set; }
        public string path { get; set; }
        public GUID guid { get; set; }

        public int CompareTo(object obj)
        {
            var other = obj as EditorBuildSettingsScene;
            return other == null ? 1 : string.CompareOrdinal(path, other.path);
        }

        public static string[] GetActiveSceneList(EditorBuildSettingsScene[] scenes)
        {
            return System.Linq.Enumerable.ToArray(System.Linq.Enumerable.Select(Array.FindAll(scenes, s => s.enabled), s => s.path));
        }
    }
}
