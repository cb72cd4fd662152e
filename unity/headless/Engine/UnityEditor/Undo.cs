using System;
using System.Collections.Generic;
using System.Linq;
using Newtonsoft.Json.Linq;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // A real in-memory undo stack: records hold JSON snapshots of objects (ObjectSerializer), so undo
    // and redo restore values, re-create destroyed hierarchies with their instance ids, and destroy
    // created ones. Groups close at the end of each editor frame, as user events close them in Unity.
    public class Undo
    {
        public delegate void UndoRedoCallback();
        public delegate void WillFlushUndoRecord();

        public static UndoRedoCallback undoRedoPerformed;
        public static WillFlushUndoRecord willFlushUndoRecord;
#if UNITY_2022_2_OR_NEWER
        public delegate void UndoRedoEventCallback(in UndoRedoInfo undo);
        public static UndoRedoEventCallback undoRedoEvent;
#endif

        static readonly List<UndoGroup> _undo = new List<UndoGroup>();
        static readonly List<UndoGroup> _redo = new List<UndoGroup>();
        static int _currentGroup = 1;
        static string _currentName = "";
        static bool _processing;

#if UNITY_2022_3_OR_NEWER
        // Not in any 2021.3 release; first in 2022.2.18f1 (UnityCsReference Editor/Mono/Undo/Undo.bindings.cs); the
        // profiles' defines go down to minor versions only, so it starts at 2022.3 here.
        public static bool isProcessing { get { return _processing; } }
#endif

        public static int GetCurrentGroup() { return _currentGroup; }

        // The undo and redo stacks across a domain reload (HeadlessEditor.CaptureSnapshot / RestoreSnapshot): in Unity
        // they are native and outlive every reload (UndoRecord.ToJson says more).
        internal static JObject CaptureHistory()
        {
            Func<List<UndoGroup>, JArray> groups = list => new JArray(list.Select(g => (JToken)new JObject
            {
                { "index", g.Index }, { "name", g.Name }, { "records", new JArray(g.Records.Select(r => (JToken)r.ToJson())) }
            }));
            return new JObject { { "undo", groups(_undo) }, { "redo", groups(_redo) }, { "group", _currentGroup }, { "name", _currentName } };
        }

        internal static void RestoreHistory(JObject history)
        {
            _undo.Clear();
            _redo.Clear();
            if (history == null) return;
            Action<JToken, List<UndoGroup>> read = (array, into) =>
            {
                foreach (JObject g in (array as JArray ?? new JArray()))
                {
                    var group = new UndoGroup { Index = (int)g["index"], Name = (string)g["name"] ?? "" };
                    foreach (JObject r in (g["records"] as JArray ?? new JArray())) group.Records.Add(UndoRecord.FromJson(r));
                    into.Add(group);
                }
            };
            read(history["undo"], _undo);
            read(history["redo"], _redo);
            _currentGroup = (int?)history["group"] ?? _currentGroup;
            _currentName = (string)history["name"] ?? "";
        }

        public static string GetCurrentGroupName()
        {
            var g = Top;
            return g != null && g.Index == _currentGroup ? g.Name : _currentName;
        }

        public static void SetCurrentGroupName(string name)
        {
            _currentName = name ?? "";
            var g = Top;
            if (g != null && g.Index == _currentGroup) g.Name = _currentName;
        }

        public static void IncrementCurrentGroup()
        {
            _currentGroup++;
            _currentName = "";
        }

        public static void CollapseUndoOperations(int groupIndex)
        {
            var merged = _undo.Where(g => g.Index >= groupIndex).ToList();
            if (merged.Count <= 1) return;
            foreach (var g in merged) _undo.Remove(g);
            var name = merged.Select(g => g.Name).FirstOrDefault(n => !string.IsNullOrEmpty(n)) ?? "";
            var collapsed = new UndoGroup { Index = groupIndex, Name = name };
            foreach (var g in merged) collapsed.Records.AddRange(g.Records);
            _undo.Add(collapsed);
        }

        public static void RevertAllInCurrentGroup()
        {
            var g = Top;
            if (g == null || g.Index != _currentGroup) return;
            _undo.Remove(g);
            Run(() => { for (int i = g.Records.Count - 1; i >= 0; i--) g.Records[i].Undo(); });
        }

        public static void RevertAllDownToGroup(int group)
        {
            while (Top != null && Top.Index >= group)
            {
                var g = Top;
                _undo.Remove(g);
                Run(() => { for (int i = g.Records.Count - 1; i >= 0; i--) g.Records[i].Undo(); });
            }
        }

        public static void PerformUndo()
        {
            var g = Top;
            if (g == null) return;
            if (g.Index == _currentGroup) IncrementCurrentGroup();
            _undo.Remove(g);
            Run(() => { for (int i = g.Records.Count - 1; i >= 0; i--) g.Records[i].Undo(); });
            _redo.Add(g);
            RaisePerformed(g, false);
        }

        public static void PerformRedo()
        {
            if (_redo.Count == 0) return;
            var g = _redo[_redo.Count - 1];
            _redo.RemoveAt(_redo.Count - 1);
            Run(() => { foreach (var r in g.Records) r.Redo(); });
            g.Index = _currentGroup;
            _undo.Add(g);
            IncrementCurrentGroup();
            RaisePerformed(g, true);
        }

        public static void ClearAll()
        {
            _undo.Clear();
            _redo.Clear();
        }

        public static void ClearUndo(Object identifier)
        {
            if (identifier == null) return;
            var id = identifier._instanceId;
            foreach (var g in _undo) g.Records.RemoveAll(r => r.TargetId == id);
        }

        public static void RecordObject(Object objectToUndo, string name)
        {
            if (!Object.IsAlive(objectToUndo)) return;
            Add(UndoRecord.ForState(objectToUndo), name);
            EditorUtility.SetDirty(objectToUndo);
        }

        public static void RecordObjects(Object[] objectsToUndo, string name)
        {
            foreach (var o in objectsToUndo) RecordObject(o, name);
        }

        public static void RegisterCompleteObjectUndo(Object objectToUndo, string name)
        {
            RecordObject(objectToUndo, name);
        }

        public static void RegisterCompleteObjectUndo(Object[] objectsToUndo, string name)
        {
            RecordObjects(objectsToUndo, name);
        }

        public static void RegisterFullObjectHierarchyUndo(Object objectToUndo, string name)
        {
            var go = objectToUndo as GameObject ?? (objectToUndo is Component ? ((Component)objectToUndo).gameObject : null);
            if (go == null) { RecordObject(objectToUndo, name); return; }
            foreach (var t in go.GetComponentsInChildren<Transform>(true))
            {
                RecordObject(t.gameObject, name);
                foreach (var c in t.gameObject.GetComponents<Component>()) RecordObject(c, name);
            }
        }

        public static void RegisterCreatedObjectUndo(Object objectToUndo, string name)
        {
            if (!Object.IsAlive(objectToUndo)) return;
            Add(UndoRecord.ForCreated(objectToUndo), name);
        }

        public static void DestroyObjectImmediate(Object objectToUndo)
        {
            if (!Object.IsAlive(objectToUndo)) return;
            var record = UndoRecord.ForDestroyed(objectToUndo);
            Object.DestroyImmediate(objectToUndo);
            Add(record, "Destroy " + record.Label);
        }

        public static T AddComponent<T>(GameObject gameObject) where T : Component
        {
            return (T)AddComponent(gameObject, typeof(T));
        }

        public static Component AddComponent(GameObject gameObject, Type type)
        {
            var c = gameObject.AddComponent(type);
            if (c != null) Add(UndoRecord.ForCreated(c), "Add " + type.Name);
            return c;
        }

        public static void SetTransformParent(Transform transform, Transform newParent, string name)
        {
            Add(UndoRecord.ForParent(transform), name);
            transform.SetParent(newParent, true);
        }

        public static void SetTransformParent(Transform transform, Transform newParent, bool worldPositionStays, string name)
        {
            Add(UndoRecord.ForParent(transform), name);
            transform.SetParent(newParent, worldPositionStays);
        }

        public static void MoveGameObjectToScene(GameObject go, UnityEngine.SceneManagement.Scene scene, string name)
        {
            RegisterFullObjectHierarchyUndo(go, name);
            UnityEngine.SceneManagement.SceneManager.MoveGameObjectToScene(go, scene);
        }

        internal static int UndoCount { get { return _undo.Count; } }
        internal static int RedoCount { get { return _redo.Count; } }

        static UndoGroup Top { get { return _undo.Count == 0 ? null : _undo[_undo.Count - 1]; } }

        static void Add(UndoRecord record, string name)
        {
            if (_processing) return;
            _redo.Clear();
            var g = Top;
            if (g == null || g.Index != _currentGroup)
            {
                g = new UndoGroup { Index = _currentGroup, Name = _currentName };
                _undo.Add(g);
            }
            if (string.IsNullOrEmpty(g.Name)) g.Name = name ?? "";
            g.Records.Add(record);
            if (_undo.Count > 500) _undo.RemoveAt(0);
        }

        internal static void EndFrame()
        {
            var g = Top;
            if (g != null && g.Index == _currentGroup) IncrementCurrentGroup();
        }

        static void Run(Action action)
        {
            _processing = true;
            try { action(); }
            catch (Exception e) { Debug.LogException(e); }
            finally { _processing = false; }
            EditorHooks.NotifyHierarchyChanged();
        }

        static void RaisePerformed(UndoGroup group, bool isRedo)
        {
#if UNITY_2022_2_OR_NEWER
            var info = new UndoRedoInfo { undoName = group.Name, undoGroup = group.Index, isRedo = isRedo };
            var ev = undoRedoEvent;
            if (ev != null) { try { ev(info); } catch (Exception e) { Debug.LogException(e); } }
#endif
            var h = undoRedoPerformed;
            if (h == null) return;
            try { h(); } catch (Exception e) { Debug.LogException(e); }
        }
    }
}
