using System;
using System.Collections.Generic;
using Patchbay.Headless;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    public class EditorUtility
    {
        static readonly HashSet<int> _dirty = new HashSet<int>();
        internal static bool LastCompilationFailed;

        public static bool scriptCompilationFailed { get { return LastCompilationFailed; } }

        public static void SetDirty(Object target)
        {
            if (!Object.IsAlive(target)) return;
            lock (_dirty) _dirty.Add(target._instanceId);
            var go = target as GameObject ?? (target is Component ? ((Component)target).gameObject : null);
            if (go != null) SceneRegistry.MarkDirtyFor(go);
        }

        // IsDirty(int) gives way to IsDirty(EntityId): a warning in 6000.3, an error in 6000.5 (UnityCsReference 6000.3.0f1 /
        // 6000.5.2f1 Editor/Mono/EditorUtility.bindings.cs `IsDirty`; 2021.3.0f1 the same file: IsDirty(int) only).
        public static bool IsDirty(Object target) { return target != null && IsDirtyId(target._instanceId); }
#if UNITY_6000_5_OR_NEWER
        [Obsolete("IsDirty(int) is deprecated. Use IsDirty(EntityId) instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [Obsolete("IsDirty(int) is deprecated. Use IsDirty(EntityId) instead.")]
#endif
        public static bool IsDirty(int instanceID) { return IsDirtyId(instanceID); }
#if UNITY_6000_3_OR_NEWER
        public static bool IsDirty(EntityId entityId) { return EntityIdToObject(entityId) != null && IsDirtyId(entityId.InstanceId); }
#endif
        static bool IsDirtyId(int instanceID) { lock (_dirty) return _dirty.Contains(instanceID); }
        public static void ClearDirty(Object obj) { if (obj != null) lock (_dirty) _dirty.Remove(obj._instanceId); }

        internal static List<Object> TakeDirtyAssets()
        {
            var result = new List<Object>();
            lock (_dirty)
            {
                foreach (var id in new List<int>(_dirty))
                {
                    var o = ObjectRegistry.Find(id);
                    if (o != null && o.AssetPath != null) { result.Add(o); _dirty.Remove(id); }
                }
            }
            return result;
        }

        public static bool IsPersistent(Object target) { return target != null && target.AssetPath != null; }
#if UNITY_6000_5_OR_NEWER
        [Obsolete("InstanceIDToObject(int) is obsolete. Use EditorUtility.EntityIdToObject instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [Obsolete("InstanceIDToObject(int) is obsolete. Use EditorUtility.EntityIdToObject instead.")]
#endif
        public static Object InstanceIDToObject(int instanceID) { return ObjectRegistry.Find(instanceID); }

#if UNITY_6000_3_OR_NEWER
        public static Object EntityIdToObject(EntityId entityId)
        {
            // An id the stand-in never handed out (wrong version half) names no object, as in Unity.
            var instanceId = entityId.InstanceId;
            return EntityId.FromInstanceId(instanceId) == entityId ? ObjectRegistry.Find(instanceId) : null;
        }
#endif

        public static bool DisplayDialog(string title, string message, string ok)
        {
            return DisplayDialog(title, message, ok, "");
        }

        // Modal: the main thread waits for a person's answer (HeadlessEditor.ShowModal; the host's stdin command
        // "dialog <button>", or a scripted answer in-process). Native, main thread only (UnityCsReference 2021.3.0f1
        // Editor/Mono/EditorUtility.bindings.cs:35,44).
        public static bool DisplayDialog(string title, string message, string ok, string cancel)
        {
            return string.IsNullOrEmpty(cancel)
                ? HeadlessEditor.ShowModal(title, message, ok) == 0
                : HeadlessEditor.ShowModal(title, message, ok, cancel) == 0;
        }

        // 0 = ok, 1 = cancel, 2 = alt, as in Unity.
        public static int DisplayDialogComplex(string title, string message, string ok, string cancel, string alt)
        {
            return HeadlessEditor.ShowModal(title, message, ok, cancel, alt);
        }

        public static void DisplayProgressBar(string title, string info, float progress) { }
        public static bool DisplayCancelableProgressBar(string title, string info, float progress) { return false; }
        public static void ClearProgressBar() { }
        public static void FocusProjectWindow() { }
        public static void UnloadUnusedAssetsImmediate() { }

        public static string OpenFilePanel(string title, string directory, string extension) { return ""; }
        public static string SaveFilePanel(string title, string directory, string defaultName, string extension) { return ""; }
        public static string OpenFolderPanel(string title, string folder, string defaultName) { return ""; }
        public static string SaveFilePanelInProject(string title, string defaultName, string extension, string message) { return ""; }

        public static void CopySerialized(Object source, Object dest)
        {
            var fields = ObjectSerializer.WriteFields(source, source.GetType());
            ObjectSerializer.ReadFields(dest, dest.GetType(), fields, r => ObjectSerializer.ResolveRef(r, null));
            SetDirty(dest);
        }

        public static string FormatBytes(long bytes)
        {
            if (bytes < 1024) return bytes + " B";
            if (bytes < 1024 * 1024) return (bytes / 1024.0).ToString("0.0") + " KB";
            if (bytes < 1024L * 1024 * 1024) return (bytes / 1048576.0).ToString("0.0") + " MB";
            return (bytes / 1073741824.0).ToString("0.00") + " GB";
        }

        // Asks for a domain reload without a recompile (Unity 2019.3+).
        public static void RequestScriptReload()
        {
            HeadlessEditor.Host.RequestDomainReload("script-reload");
        }
    }
}
