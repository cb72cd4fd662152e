using System;
using System.Collections.Generic;

namespace UnityEngine
{
    public class Component : Object
    {
        internal GameObject _gameObject;

        public GameObject gameObject
        {
            get { ThrowIfDestroyed(); return _gameObject; }
        }

        public Transform transform
        {
            get { ThrowIfDestroyed(); return _gameObject.transform; }
        }

        public string tag
        {
            get { return gameObject.tag; }
            set { gameObject.tag = value; }
        }

        public bool CompareTag(string tag)
        {
            return gameObject.CompareTag(tag);
        }

        internal override string NameCore
        {
            get { return _gameObject != null ? _gameObject._name : _name; }
            set { if (_gameObject != null) _gameObject.NameCore = value; else _name = value; }
        }

        public T GetComponent<T>() { return gameObject.GetComponent<T>(); }
        public Component GetComponent(Type type) { return gameObject.GetComponent(type); }
        public Component GetComponent(string type) { return gameObject.GetComponent(type); }
        public bool TryGetComponent<T>(out T component) { return gameObject.TryGetComponent(out component); }
        public bool TryGetComponent(Type type, out Component component) { return gameObject.TryGetComponent(type, out component); }
        public T[] GetComponents<T>() { return gameObject.GetComponents<T>(); }
        public Component[] GetComponents(Type type) { return gameObject.GetComponents(type); }
        public void GetComponents<T>(List<T> results) { gameObject.GetComponents(results); }
        public T GetComponentInChildren<T>() { return gameObject.GetComponentInChildren<T>(); }
        public T GetComponentInChildren<T>(bool includeInactive) { return gameObject.GetComponentInChildren<T>(includeInactive); }
        public Component GetComponentInChildren(Type t) { return gameObject.GetComponentInChildren(t); }
        public Component GetComponentInChildren(Type t, bool includeInactive) { return gameObject.GetComponentInChildren(t, includeInactive); }
        public T[] GetComponentsInChildren<T>() { return gameObject.GetComponentsInChildren<T>(); }
        public T[] GetComponentsInChildren<T>(bool includeInactive) { return gameObject.GetComponentsInChildren<T>(includeInactive); }
        public Component[] GetComponentsInChildren(Type t) { return gameObject.GetComponentsInChildren(t); }
        public Component[] GetComponentsInChildren(Type t, bool includeInactive) { return gameObject.GetComponentsInChildren(t, includeInactive); }
        public T GetComponentInParent<T>() { return gameObject.GetComponentInParent<T>(); }
        public Component GetComponentInParent(Type t) { return gameObject.GetComponentInParent(t); }
        public T[] GetComponentsInParent<T>() { return gameObject.GetComponentsInParent<T>(); }
        public T[] GetComponentsInParent<T>(bool includeInactive) { return gameObject.GetComponentsInParent<T>(includeInactive); }
        public void SendMessage(string methodName) { gameObject.SendMessage(methodName); }

        internal override void DestroyCore()
        {
            if (_destroyed) return;
            if (this is Transform)
            {
                if (_gameObject != null && !_gameObject._destroyed)
                {
                    Debug.LogError("Destroying the transform component is not allowed.");
                    return;
                }
            }
            Internal.Lifecycle.ComponentDestroying(this);
            if (_gameObject != null)
            {
                _gameObject.ComponentList.Remove(this);
                Internal.SceneRegistry.MarkDirtyFor(_gameObject);
            }
            base.DestroyCore();
        }
    }
}
