using System;
using System.Collections;
using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine
{
    public class Transform : Component, IEnumerable
    {
        [SerializeField] Vector3 m_LocalPosition = Vector3.zero;
        [SerializeField] Quaternion m_LocalRotation = Quaternion.identity;
        [SerializeField] Vector3 m_LocalScale = Vector3.one;

        internal Transform ParentTransform;
        internal readonly List<Transform> ChildList = new List<Transform>();

        protected internal Transform() { }

        public Vector3 localPosition
        {
            get { return m_LocalPosition; }
            set { m_LocalPosition = value; }
        }

        public Quaternion localRotation
        {
            get { return m_LocalRotation; }
            set { m_LocalRotation = value.normalized; }
        }

        public Vector3 localScale
        {
            get { return m_LocalScale; }
            set { m_LocalScale = value; }
        }

        public Vector3 localEulerAngles
        {
            get { return m_LocalRotation.eulerAngles; }
            set { m_LocalRotation = Quaternion.Euler(value); }
        }

        public Vector3 position
        {
            get { return ParentTransform == null ? m_LocalPosition : ParentTransform.TransformPoint(m_LocalPosition); }
            set { m_LocalPosition = ParentTransform == null ? value : ParentTransform.InverseTransformPoint(value); }
        }

        public Quaternion rotation
        {
            get { return ParentTransform == null ? m_LocalRotation : ParentTransform.rotation * m_LocalRotation; }
            set { m_LocalRotation = (ParentTransform == null ? value : Quaternion.Inverse(ParentTransform.rotation) * value).normalized; }
        }

        public Vector3 eulerAngles
        {
            get { return rotation.eulerAngles; }
            set { rotation = Quaternion.Euler(value); }
        }

        public Vector3 lossyScale
        {
            get { return ParentTransform == null ? m_LocalScale : Vector3.Scale(ParentTransform.lossyScale, m_LocalScale); }
        }

        public Vector3 right { get { return rotation * Vector3.right; } set { rotation = Quaternion.FromToRotation(Vector3.right, value); } }
        public Vector3 up { get { return rotation * Vector3.up; } set { rotation = Quaternion.FromToRotation(Vector3.up, value); } }
        public Vector3 forward { get { return rotation * Vector3.forward; } set { rotation = Quaternion.LookRotation(value); } }

        public Transform parent
        {
            get { return ParentTransform; }
            set { SetParent(value, true); }
        }

        public Transform root
        {
            get
            {
                var t = this;
                while (t.ParentTransform != null) t = t.ParentTransform;
                return t;
            }
        }

        public int childCount
        {
            get { return ChildList.Count; }
        }

        public bool hasChanged { get; set; }

        public void SetParent(Transform p)
        {
            SetParent(p, true);
        }

        public void SetParent(Transform parent, bool worldPositionStays)
        {
            ThrowIfDestroyed();
            if (parent == ParentTransform) return;
            for (var t = parent; t != null; t = t.ParentTransform)
                if (t == this) throw new InvalidOperationException("Cannot make a transform a child of itself or its descendant.");
            var worldPos = position;
            var worldRot = rotation;
            var worldScale = lossyScale;
            var go = _gameObject;
            if (ParentTransform != null) ParentTransform.ChildList.Remove(this);
            else if (go.SceneData != null) go.SceneData.Roots.Remove(go);
            ParentTransform = parent;
            if (parent != null)
            {
                parent.ChildList.Add(this);
                MoveToScene(go, parent._gameObject.SceneData);
            }
            else if (go.SceneData != null)
            {
                go.SceneData.Roots.Add(go);
            }
            if (worldPositionStays)
            {
                position = worldPos;
                rotation = worldRot;
                var parentScale = parent == null ? Vector3.one : parent.lossyScale;
                m_LocalScale = new Vector3(Div(worldScale.x, parentScale.x), Div(worldScale.y, parentScale.y), Div(worldScale.z, parentScale.z));
            }
            SceneRegistry.MarkDirtyFor(go);
            EditorHooks.NotifyHierarchyChanged();
        }

        static float Div(float a, float b)
        {
            return Math.Abs(b) < 1e-12f ? a : a / b;
        }

        internal static void MoveToScene(GameObject go, SceneData scene)
        {
            go.SceneData = scene;
            foreach (var child in go.transform.ChildList) MoveToScene(child._gameObject, scene);
        }

        public void SetPositionAndRotation(Vector3 position, Quaternion rotation)
        {
            this.position = position;
            this.rotation = rotation;
        }

        public Transform GetChild(int index)
        {
            if (index < 0 || index >= ChildList.Count) throw new UnityException("Transform child out of bounds");
            return ChildList[index];
        }

        public int GetSiblingIndex()
        {
            if (ParentTransform != null) return ParentTransform.ChildList.IndexOf(this);
            var scene = _gameObject.SceneData;
            return scene == null ? 0 : scene.Roots.IndexOf(_gameObject);
        }

        public void SetSiblingIndex(int index)
        {
            if (ParentTransform != null)
            {
                ParentTransform.ChildList.Remove(this);
                ParentTransform.ChildList.Insert(Mathf.Clamp(index, 0, ParentTransform.ChildList.Count), this);
            }
            else if (_gameObject.SceneData != null)
            {
                var roots = _gameObject.SceneData.Roots;
                roots.Remove(_gameObject);
                roots.Insert(Mathf.Clamp(index, 0, roots.Count), _gameObject);
            }
            EditorHooks.NotifyHierarchyChanged();
        }

        public void SetAsFirstSibling() { SetSiblingIndex(0); }
        public void SetAsLastSibling() { SetSiblingIndex(int.MaxValue); }

        public Transform Find(string n)
        {
            if (n == null) throw new ArgumentNullException("n");
            var t = this;
            foreach (var part in n.Split('/'))
            {
                Transform next = null;
                foreach (var child in t.ChildList)
                    if (child._gameObject._name == part) { next = child; break; }
                if (next == null) return null;
                t = next;
            }
            return t;
        }

        public bool IsChildOf(Transform parent)
        {
            for (var t = this; t != null; t = t.ParentTransform)
                if (t == parent) return true;
            return false;
        }

        public void DetachChildren()
        {
            foreach (var child in ChildList.ToArray()) child.SetParent(null, true);
        }

        public Vector3 TransformPoint(Vector3 position)
        {
            var p = m_LocalPosition + m_LocalRotation * Vector3.Scale(m_LocalScale, position);
            return ParentTransform == null ? p : ParentTransform.TransformPoint(p);
        }

        public Vector3 InverseTransformPoint(Vector3 position)
        {
            var p = ParentTransform == null ? position : ParentTransform.InverseTransformPoint(position);
            var local = Quaternion.Inverse(m_LocalRotation) * (p - m_LocalPosition);
            return new Vector3(Div(local.x, m_LocalScale.x), Div(local.y, m_LocalScale.y), Div(local.z, m_LocalScale.z));
        }

        public Vector3 TransformDirection(Vector3 direction) { return rotation * direction; }
        public Vector3 InverseTransformDirection(Vector3 direction) { return Quaternion.Inverse(rotation) * direction; }

        public void Translate(Vector3 translation)
        {
            Translate(translation, Space.Self);
        }

        public void Translate(Vector3 translation, Space relativeTo)
        {
            position += relativeTo == Space.World ? translation : TransformDirection(translation);
        }

        public void Rotate(Vector3 eulers)
        {
            Rotate(eulers, Space.Self);
        }

        public void Rotate(Vector3 eulers, Space relativeTo)
        {
            var q = Quaternion.Euler(eulers);
            if (relativeTo == Space.Self) localRotation = m_LocalRotation * q;
            else rotation = q * rotation;
        }

        public void Rotate(Vector3 axis, float angle)
        {
            Rotate(axis, angle, Space.Self);
        }

        public void Rotate(Vector3 axis, float angle, Space relativeTo)
        {
            var q = Quaternion.AngleAxis(angle, axis);
            if (relativeTo == Space.Self) localRotation = m_LocalRotation * q;
            else rotation = q * rotation;
        }

        public void LookAt(Transform target)
        {
            if (target) LookAt(target.position, Vector3.up);
        }

        public void LookAt(Transform target, Vector3 worldUp)
        {
            if (target) LookAt(target.position, worldUp);
        }

        public void LookAt(Vector3 worldPosition)
        {
            LookAt(worldPosition, Vector3.up);
        }

        public void LookAt(Vector3 worldPosition, Vector3 worldUp)
        {
            var dir = worldPosition - position;
            if (dir.sqrMagnitude > 1e-12f) rotation = Quaternion.LookRotation(dir, worldUp);
        }

        // The float and Transform overloads scripts use (Unity's signatures, UnityCsReference 2021.3.0f1 and 6000.5).
        public void Translate(float x, float y, float z) { Translate(new Vector3(x, y, z), Space.Self); }
        public void Translate(float x, float y, float z, Space relativeTo) { Translate(new Vector3(x, y, z), relativeTo); }
        public void Translate(float x, float y, float z, Transform relativeTo) { Translate(new Vector3(x, y, z), relativeTo); }

        public void Translate(Vector3 translation, Transform relativeTo)
        {
            position += relativeTo ? relativeTo.TransformDirection(translation) : translation;
        }

        public void Rotate(float xAngle, float yAngle, float zAngle) { Rotate(new Vector3(xAngle, yAngle, zAngle), Space.Self); }
        public void Rotate(float xAngle, float yAngle, float zAngle, Space relativeTo) { Rotate(new Vector3(xAngle, yAngle, zAngle), relativeTo); }

        public void RotateAround(Vector3 point, Vector3 axis, float angle)
        {
            var q = Quaternion.AngleAxis(angle, axis);
            position = point + q * (position - point);
            rotation = q * rotation;
        }

        public Vector3 TransformDirection(float x, float y, float z) { return TransformDirection(new Vector3(x, y, z)); }
        public Vector3 InverseTransformDirection(float x, float y, float z) { return InverseTransformDirection(new Vector3(x, y, z)); }
        public Vector3 TransformPoint(float x, float y, float z) { return TransformPoint(new Vector3(x, y, z)); }
        public Vector3 InverseTransformPoint(float x, float y, float z) { return InverseTransformPoint(new Vector3(x, y, z)); }
        public Vector3 TransformVector(Vector3 vector) { return TransformPoint(vector) - TransformPoint(Vector3.zero); }
        public Vector3 TransformVector(float x, float y, float z) { return TransformVector(new Vector3(x, y, z)); }
        public Vector3 InverseTransformVector(Vector3 vector) { return InverseTransformPoint(vector) - InverseTransformPoint(Vector3.zero); }
        public Vector3 InverseTransformVector(float x, float y, float z) { return InverseTransformVector(new Vector3(x, y, z)); }

        public IEnumerator GetEnumerator()
        {
            return ChildList.ToArray().GetEnumerator();
        }
    }
}
