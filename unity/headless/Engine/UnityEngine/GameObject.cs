using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace UnityEngine
{
    public sealed class GameObject : Object
    {
        internal readonly List<Component> ComponentList = new List<Component>();
        internal SceneData SceneData;
        internal bool _activeSelf = true;
        internal string _tag = "Untagged";
        internal int _layer;
        // Serialized components whose script type no longer exists (kept so saving does not lose them).
        internal readonly List<Newtonsoft.Json.Linq.JObject> MissingScripts = new List<Newtonsoft.Json.Linq.JObject>();
        // On a prefab instance root: {guid, path, baseline} (UnityEditor's PrefabModel); saved with the scene.
        internal Newtonsoft.Json.Linq.JObject PrefabLink;
        Transform _transform;

        public GameObject() : this("New Game Object") { }

        public GameObject(string name) : this(name, new Type[0]) { }

        public GameObject(string name, params Type[] components) : this(name, SceneRegistry.Active, components) { }

        internal GameObject(string name, SceneData scene, Type[] components)
        {
            // Unity's constructor calls the native Internal_CreateGameObject, which throws off the main thread.
            MainThread.Require("Internal_CreateGameObject");
            _name = name ?? "";
            _transform = new Transform();
            AttachComponent(_transform);
            SceneData = scene;
            if (scene != null)
            {
                scene.Roots.Add(this);
                SceneRegistry.MarkDirtyFor(this);
            }
            if (components != null)
                foreach (var type in components) AddComponent(type);
            EditorHooks.NotifyHierarchyChanged();
        }

        public Transform transform
        {
            get { ThrowIfDestroyed(); return _transform; }
        }

        public GameObject gameObject
        {
            get { return this; }
        }

        public Scene scene
        {
            get { return new Scene(SceneData != null ? SceneData.Handle : 0); }
        }

        public bool activeSelf
        {
            get { ThrowIfDestroyed(); return _activeSelf; }
        }

        public bool activeInHierarchy
        {
            get
            {
                ThrowIfDestroyed();
                var t = _transform;
                while (t != null)
                {
                    if (!t.gameObject._activeSelf) return false;
                    t = t.ParentTransform;
                }
                return true;
            }
        }

        public void SetActive(bool value)
        {
            ThrowIfDestroyed();
            if (_activeSelf == value) return;
            _activeSelf = value;
            Lifecycle.ActiveChanged(this);
        }

        public string tag
        {
            get { ThrowIfDestroyed(); return _tag; }
            set
            {
                ThrowIfDestroyed();
                if (!TagManager.Exists(value)) throw new UnityException("Tag: " + value + " is not defined.");
                _tag = value;
            }
        }

        public bool CompareTag(string tag)
        {
            return _tag == tag;
        }

        public int layer
        {
            get { ThrowIfDestroyed(); return _layer; }
            set
            {
                ThrowIfDestroyed();
                if (value < 0 || value > 31) throw new ArgumentException("A game object can only be in one layer. The layer needs to be in the range [0...31]");
                _layer = value;
            }
        }

        public bool isStatic { get; set; }

        public static GameObject CreatePrimitive(PrimitiveType type)
        {
            var go = new GameObject(type.ToString());
            var filter = go.AddComponent<MeshFilter>();
            filter.sharedMesh = Mesh.Builtin(type.ToString());
            var renderer = go.AddComponent<MeshRenderer>();
            renderer.sharedMaterial = Material.DefaultMaterial;
            // The collider comes from the Physics module (UnityEngine.PhysicsModule.dll, EngineModules).
            EngineModules.AddPrimitiveCollider(go, type);
            return go;
        }

        public T AddComponent<T>() where T : Component
        {
            return (T)AddComponent(typeof(T));
        }

        public Component AddComponent(Type componentType)
        {
            ThrowIfDestroyed();
            if (componentType == null || !typeof(Component).IsAssignableFrom(componentType))
                throw new ArgumentException("AddComponent requires a Component type");
            if (componentType.IsAbstract)
            {
                Debug.LogError("Cannot add component of type '" + componentType.Name + "' because it is abstract. Add component of type that is derived from '" + componentType.Name + "' instead.");
                return null;
            }
            if (componentType == typeof(Transform)) return null;
            // A RectTransform replaces the plain Transform (UI objects' transform IS a RectTransform, as in Unity).
            if (componentType == typeof(RectTransform))
            {
                if (_transform is RectTransform) return null;
                var rect = new RectTransform();
                rect.TakeOver(_transform);
                var index = ComponentList.IndexOf(_transform);
                _transform._destroyed = true;
                _transform = rect;
                rect._gameObject = this;
                rect._name = _name;
                if (index >= 0) ComponentList[index] = rect;
                else ComponentList.Insert(0, rect);
                SceneRegistry.MarkDirtyFor(this);
                return rect;
            }
            var uniqueKind = ComponentRules.UniqueKind(componentType);
            var existing = uniqueKind == null || Lifecycle.Restoring ? null : GetComponent(uniqueKind);
            if (existing != null)
            {
                Debug.LogWarning(existing.GetType() == componentType
                    ? "The component " + componentType.Name + " can't be added because " + _name + " already contains the same component."
                    : "Can't add component '" + componentType.Name + "' to " + _name + " because it conflicts with the existing '" + existing.GetType().Name + "' derived component!");
                return null;
            }
            if (!Lifecycle.Restoring)
                foreach (RequireComponent req in componentType.GetCustomAttributes(typeof(RequireComponent), true))
                    foreach (var t in new[] { req.m_Type0, req.m_Type1, req.m_Type2 })
                        if (t != null && GetComponent(t) == null) AddComponent(t);
            var component = (Component)Activator.CreateInstance(componentType, true);
            ContentFields.InstantiateNullFields(component);
            AttachComponent(component);
            SceneRegistry.MarkDirtyFor(this);
            Lifecycle.ComponentAdded(component);
            return component;
        }

        internal void AttachComponent(Component component)
        {
            component._gameObject = this;
            component._name = _name;
            ComponentList.Add(component);
        }

        public T GetComponent<T>()
        {
            var c = GetComponent(typeof(T));
            return c == null ? default(T) : (T)(object)c;
        }

        public Component GetComponent(Type type)
        {
            ThrowIfDestroyed();
            foreach (var c in ComponentList)
                if (type.IsInstanceOfType(c) && IsAlive(c)) return c;
            return null;
        }

        public Component GetComponent(string type)
        {
            ThrowIfDestroyed();
            foreach (var c in ComponentList)
                if (IsAlive(c) && (c.GetType().Name == type || c.GetType().FullName == type)) return c;
            return null;
        }

        public bool TryGetComponent<T>(out T component)
        {
            component = GetComponent<T>();
            return component != null && !component.Equals(null);
        }

        public bool TryGetComponent(Type type, out Component component)
        {
            component = GetComponent(type);
            return component != null;
        }

        public T[] GetComponents<T>()
        {
            return GetComponents(typeof(T)).Cast<T>().ToArray();
        }

        public Component[] GetComponents(Type type)
        {
            ThrowIfDestroyed();
            return ComponentList.Where(c => IsAlive(c) && type.IsInstanceOfType(c)).ToArray();
        }

        public void GetComponents<T>(List<T> results)
        {
            results.Clear();
            results.AddRange(GetComponents<T>());
        }

        public void GetComponents(Type type, List<Component> results)
        {
            results.Clear();
            results.AddRange(GetComponents(type));
        }

        public T GetComponentInChildren<T>()
        {
            return GetComponentInChildren<T>(false);
        }

        public T GetComponentInChildren<T>(bool includeInactive)
        {
            var c = GetComponentInChildren(typeof(T), includeInactive);
            return c == null ? default(T) : (T)(object)c;
        }

        public Component GetComponentInChildren(Type type)
        {
            return GetComponentInChildren(type, false);
        }

        public Component GetComponentInChildren(Type type, bool includeInactive)
        {
            return GetComponentsInChildren(type, includeInactive).FirstOrDefault();
        }

        public T[] GetComponentsInChildren<T>()
        {
            return GetComponentsInChildren<T>(false);
        }

        public T[] GetComponentsInChildren<T>(bool includeInactive)
        {
            return GetComponentsInChildren(typeof(T), includeInactive).Cast<T>().ToArray();
        }

        public Component[] GetComponentsInChildren(Type type)
        {
            return GetComponentsInChildren(type, false);
        }

        public Component[] GetComponentsInChildren(Type type, bool includeInactive)
        {
            ThrowIfDestroyed();
            var result = new List<Component>();
            CollectInChildren(this, type, includeInactive, result);
            return result.ToArray();
        }

        static void CollectInChildren(GameObject go, Type type, bool includeInactive, List<Component> result)
        {
            if (!includeInactive && !go.activeInHierarchy) return;
            result.AddRange(go.GetComponents(type));
            foreach (var child in go._transform.ChildList)
                CollectInChildren(child.gameObject, type, includeInactive, result);
        }

        public T GetComponentInParent<T>()
        {
            var c = GetComponentInParent(typeof(T));
            return c == null ? default(T) : (T)(object)c;
        }

        public Component GetComponentInParent(Type type)
        {
            var t = transform;
            while (t != null)
            {
                var c = t.gameObject.GetComponent(type);
                if (c != null) return c;
                t = t.ParentTransform;
            }
            return null;
        }

        public T[] GetComponentsInParent<T>()
        {
            return GetComponentsInParent<T>(false);
        }

        public T[] GetComponentsInParent<T>(bool includeInactive)
        {
            var result = new List<T>();
            var t = transform;
            while (t != null)
            {
                if (includeInactive || t.gameObject.activeInHierarchy) result.AddRange(t.gameObject.GetComponents<T>());
                t = t.ParentTransform;
            }
            return result.ToArray();
        }

        public void SendMessage(string methodName)
        {
            foreach (var c in ComponentList.ToArray())
            {
                var m = c.GetType().GetMethod(methodName, System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.NonPublic, null, Type.EmptyTypes, null);
                if (m != null) m.Invoke(c, null);
            }
        }

        public static GameObject Find(string name)
        {
            if (string.IsNullOrEmpty(name)) return null;
            foreach (var scene in SceneRegistry.LoadedScenes)
                foreach (var root in scene.Roots)
                {
                    if (!root._activeSelf) continue;
                    var found = name.Contains("/") ? FindByPath(root, name) : FindByName(root, name);
                    if (found != null) return found;
                }
            return null;
        }

        static GameObject FindByName(GameObject go, string name)
        {
            if (!go._activeSelf) return null;
            if (go._name == name) return go;
            foreach (var child in go._transform.ChildList)
            {
                var found = FindByName(child.gameObject, name);
                if (found != null) return found;
            }
            return null;
        }

        static GameObject FindByPath(GameObject root, string path)
        {
            var parts = path.Trim('/').Split('/');
            if (parts[0] != root._name) return null;
            var t = root._transform;
            for (int i = 1; i < parts.Length && t != null; i++)
            {
                var next = t.Find(parts[i]);
                if (next == null || !next.gameObject._activeSelf) return null;
                t = next;
            }
            return t == null ? null : t.gameObject;
        }

        public static GameObject FindWithTag(string tag)
        {
            return FindGameObjectsWithTag(tag).FirstOrDefault();
        }

        public static GameObject FindGameObjectWithTag(string tag)
        {
            return FindWithTag(tag);
        }

        public static GameObject[] FindGameObjectsWithTag(string tag)
        {
            if (!TagManager.Exists(tag)) throw new UnityException("Tag: " + tag + " is not defined.");
            return ObjectRegistry.SceneObjects(typeof(GameObject), false).Cast<GameObject>().Where(g => g._tag == tag).ToArray();
        }

        internal override string NameCore
        {
            get { return _name; }
            set
            {
                _name = value;
                foreach (var c in ComponentList) c._name = value;
                EditorHooks.NotifyHierarchyChanged();
            }
        }

        internal override void DestroyCore()
        {
            if (_destroyed) return;
            Lifecycle.Destroying(this);
            foreach (var child in _transform.ChildList.ToArray())
                child.gameObject.DestroyCore();
            foreach (var c in ComponentList.ToArray())
            {
                c._destroyed = true;
                ObjectRegistry.Unregister(c);
            }
            if (_transform.ParentTransform != null)
                _transform.ParentTransform.ChildList.Remove(_transform);
            else if (SceneData != null)
                SceneData.Roots.Remove(this);
            SceneRegistry.MarkDirtyFor(this);
            base.DestroyCore();
            EditorHooks.NotifyHierarchyChanged();
        }
    }
}
