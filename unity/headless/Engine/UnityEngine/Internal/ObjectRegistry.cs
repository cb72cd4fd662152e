using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine.SceneManagement;

namespace UnityEngine.Internal
{
    // Owns instance ids. The host carries NextId across emulated domain reloads so ids stay unique and
    // objects restored from a reload snapshot keep the ids Unity would have kept for them.
    internal static class ObjectRegistry
    {
        static readonly object _lock = new object();
        static readonly Dictionary<int, Object> _objects = new Dictionary<int, Object>();
        static readonly List<Object> _pendingDestroy = new List<Object>();
        static int _nextId = 10000;

        internal static int NextId
        {
            get { lock (_lock) return _nextId; }
            set { lock (_lock) _nextId = Math.Max(_nextId, value); }
        }

        internal static void Register(Object o)
        {
            lock (_lock)
            {
                o._instanceId = _nextId++;
                _objects[o._instanceId] = o;
            }
        }

        // Gives an object a specific id (restoring a scene or undoing a destroy). Falls back to the
        // fresh id when the wanted one is taken by a live object.
        internal static void Reassign(Object o, int wantedId)
        {
            lock (_lock)
            {
                Object existing;
                if (wantedId == 0 || (_objects.TryGetValue(wantedId, out existing) && Object.IsAlive(existing) && !ReferenceEquals(existing, o)))
                    return;
                _objects.Remove(o._instanceId);
                o._instanceId = wantedId;
                _objects[wantedId] = o;
                if (wantedId >= _nextId) _nextId = wantedId + 1;
            }
        }

        internal static void Unregister(Object o)
        {
            lock (_lock)
            {
                Object existing;
                if (_objects.TryGetValue(o._instanceId, out existing) && ReferenceEquals(existing, o))
                    _objects.Remove(o._instanceId);
            }
        }

        internal static Object Find(int id)
        {
            lock (_lock)
            {
                Object o;
                return _objects.TryGetValue(id, out o) && Object.IsAlive(o) ? o : null;
            }
        }

        internal static List<Object> All()
        {
            lock (_lock) return _objects.Values.Where(Object.IsAlive).ToList();
        }

        // Object.Destroy(obj, t): destroyed at the end of the first frame whose game time reaches Time.time + t.
        static readonly List<KeyValuePair<float, Object>> _delayedDestroy = new List<KeyValuePair<float, Object>>();

        internal static void ScheduleDestroy(Object o, float delay)
        {
            if (delay <= 0f) { ScheduleDestroy(o); return; }
            lock (_lock) _delayedDestroy.Add(new KeyValuePair<float, Object>(Time.time + delay, o));
        }

        internal static void ScheduleDestroy(Object o)
        {
            lock (_lock) if (!_pendingDestroy.Contains(o)) _pendingDestroy.Add(o);
        }

        internal static void FlushPendingDestroys()
        {
            List<Object> pending;
            lock (_lock)
            {
                for (var i = _delayedDestroy.Count - 1; i >= 0; i--)
                    if (_delayedDestroy[i].Key <= Time.time)
                    {
                        if (!_pendingDestroy.Contains(_delayedDestroy[i].Value)) _pendingDestroy.Add(_delayedDestroy[i].Value);
                        _delayedDestroy.RemoveAt(i);
                    }
                if (_pendingDestroy.Count == 0) return;
                pending = new List<Object>(_pendingDestroy);
                _pendingDestroy.Clear();
            }
            foreach (var o in pending)
                if (Object.IsAlive(o)) o.DestroyCore();
        }

        internal static IEnumerable<Object> SceneObjects(Type type, bool includeInactive)
        {
            var result = new List<Object>();
            foreach (var scene in SceneRegistry.LoadedScenes)
                foreach (var root in scene.Roots.ToArray())
                    Collect(root, type, includeInactive, result);
            // What DontDestroyOnLoad kept still runs and is found (FindObjectsOfType), though no loaded scene holds it.
            var kept = SceneRegistry.KeptScene;
            if (kept != null)
                foreach (var root in kept.Roots.ToArray())
                    Collect(root, type, includeInactive, result);
            if (!typeof(Component).IsAssignableFrom(type) && type != typeof(GameObject))
            {
                foreach (var o in All())
                    if (type.IsInstanceOfType(o) && !(o is GameObject) && !(o is Component) && o.AssetPath == null)
                        result.Add(o);
            }
            return result;
        }

        static void Collect(GameObject go, Type type, bool includeInactive, List<Object> result)
        {
            if (!includeInactive && !go.activeSelf) return;
            if (type.IsAssignableFrom(typeof(GameObject))) { if (type == typeof(GameObject) || type == typeof(Object)) result.Add(go); }
            if (type != typeof(GameObject))
                foreach (var c in go.ComponentList)
                    if (type.IsInstanceOfType(c))
                    {
                        var behaviour = c as Behaviour;
                        if (includeInactive || behaviour == null || behaviour.enabled) result.Add(c);
                    }
            foreach (var child in go.transform.ChildList.ToArray())
                Collect(child.gameObject, type, includeInactive, result);
        }
    }
}
