using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Runtime/Transform/ScriptBindings/RectTransform.bindings.cs: the position,
    // size and anchors of a UI element. A GameObject's Transform becomes a RectTransform when one is added (by
    // AddComponent, or by a component that requires it, as Graphic and Canvas do), as in Unity. rect is computed as
    // Unity's native side does: size = parent's size x (anchorMax - anchorMin) + sizeDelta, placed at -pivot x size;
    // a RectTransform without a RectTransform parent has a parent size of zero (a root Canvas is not sized to the
    // screen here: there is no screen). anchoredPosition is the pivot's offset from the anchors' reference point in the
    // parent's rect, so it moves localPosition (which stays the truth, as the Transform's); changing the anchors, pivot
    // or size keeps the anchoredPosition of this rect and of the rects inside it, as Unity's native side does.
    public sealed class RectTransform : Transform
    {
        public enum Edge { Left = 0, Right = 1, Top = 2, Bottom = 3 }
        public enum Axis { Horizontal = 0, Vertical = 1 }

        public delegate void ReapplyDrivenProperties(RectTransform driven);
        public static event ReapplyDrivenProperties reapplyDrivenProperties { add { } remove { } }

        [SerializeField] Vector2 m_AnchorMin = new Vector2(0.5f, 0.5f);
        [SerializeField] Vector2 m_AnchorMax = new Vector2(0.5f, 0.5f);
        [SerializeField] Vector2 m_SizeDelta = new Vector2(100f, 100f);
        [SerializeField] Vector2 m_Pivot = new Vector2(0.5f, 0.5f);

        internal RectTransform() { }

        public Rect rect
        {
            get
            {
                var size = ParentSize();
                var w = size.x * (m_AnchorMax.x - m_AnchorMin.x) + m_SizeDelta.x;
                var h = size.y * (m_AnchorMax.y - m_AnchorMin.y) + m_SizeDelta.y;
                return new Rect(-m_Pivot.x * w, -m_Pivot.y * h, w, h);
            }
        }

        public Vector2 anchorMin { get { return m_AnchorMin; } set { Reshape(() => m_AnchorMin = value); } }
        public Vector2 anchorMax { get { return m_AnchorMax; } set { Reshape(() => m_AnchorMax = value); } }
        public Vector2 sizeDelta { get { return m_SizeDelta; } set { Reshape(() => m_SizeDelta = value); } }
        public Vector2 pivot { get { return m_Pivot; } set { Reshape(() => m_Pivot = value); } }

        public Vector2 anchoredPosition
        {
            get
            {
                var p = localPosition;
                var reference = AnchorReference();
                return new Vector2(p.x - reference.x, p.y - reference.y);
            }
            set
            {
                var reference = AnchorReference();
                var p = localPosition;
                localPosition = new Vector3(reference.x + value.x, reference.y + value.y, p.z);
            }
        }

        // The point of the parent's rect the anchors (interpolated at the pivot) name, in the parent's space.
        private Vector2 AnchorReference()
        {
            var parentRect = ParentTransform as RectTransform;
            if (parentRect == null) return Vector2.zero;
            var r = parentRect.rect;
            var ax = m_AnchorMin.x + (m_AnchorMax.x - m_AnchorMin.x) * m_Pivot.x;
            var ay = m_AnchorMin.y + (m_AnchorMax.y - m_AnchorMin.y) * m_Pivot.y;
            return new Vector2(r.xMin + r.width * ax, r.yMin + r.height * ay);
        }

        // Changes the shape keeping anchoredPosition here and in every rect below.
        private void Reshape(Action change)
        {
            var kept = new System.Collections.Generic.List<System.Collections.Generic.KeyValuePair<RectTransform, Vector2>>();
            Collect(this, kept);
            change();
            foreach (var pair in kept) pair.Key.anchoredPosition = pair.Value;
        }

        private static void Collect(RectTransform rect, System.Collections.Generic.List<System.Collections.Generic.KeyValuePair<RectTransform, Vector2>> into)
        {
            into.Add(new System.Collections.Generic.KeyValuePair<RectTransform, Vector2>(rect, rect.anchoredPosition));
            foreach (var child in rect.ChildList)
            {
                var childRect = child as RectTransform;
                if (childRect != null) Collect(childRect, into);
            }
        }

        public Vector3 anchoredPosition3D
        {
            get { var a = anchoredPosition; return new Vector3(a.x, a.y, localPosition.z); }
            set
            {
                anchoredPosition = new Vector2(value.x, value.y);
                var p = localPosition;
                localPosition = new Vector3(p.x, p.y, value.z);
            }
        }

        // The lower-left corner relative to the lower-left anchor.
        public Vector2 offsetMin
        {
            get { var a = anchoredPosition; return new Vector2(a.x - m_SizeDelta.x * m_Pivot.x, a.y - m_SizeDelta.y * m_Pivot.y); }
            set
            {
                var change = value - offsetMin;
                var a = anchoredPosition;
                sizeDelta = m_SizeDelta - change;
                anchoredPosition = a + new Vector2(change.x * (1f - m_Pivot.x), change.y * (1f - m_Pivot.y));
            }
        }

        // The upper-right corner relative to the upper-right anchor.
        public Vector2 offsetMax
        {
            get { var a = anchoredPosition; return new Vector2(a.x + m_SizeDelta.x * (1f - m_Pivot.x), a.y + m_SizeDelta.y * (1f - m_Pivot.y)); }
            set
            {
                var change = value - offsetMax;
                var a = anchoredPosition;
                sizeDelta = m_SizeDelta + change;
                anchoredPosition = a + new Vector2(change.x * m_Pivot.x, change.y * m_Pivot.y);
            }
        }

        public Object drivenByObject { get; internal set; }

        public void ForceUpdateRectTransforms() { }

        public void GetLocalCorners(Vector3[] fourCornersArray)
        {
            if (fourCornersArray == null || fourCornersArray.Length < 4)
            {
                Debug.LogError("Calling GetLocalCorners with an array that is null or has less than 4 elements.");
                return;
            }

            var r = rect;
            fourCornersArray[0] = new Vector3(r.xMin, r.yMin, 0f);
            fourCornersArray[1] = new Vector3(r.xMin, r.yMax, 0f);
            fourCornersArray[2] = new Vector3(r.xMax, r.yMax, 0f);
            fourCornersArray[3] = new Vector3(r.xMax, r.yMin, 0f);
        }

        public void GetWorldCorners(Vector3[] fourCornersArray)
        {
            if (fourCornersArray == null || fourCornersArray.Length < 4)
            {
                Debug.LogError("Calling GetWorldCorners with an array that is null or has less than 4 elements.");
                return;
            }

            GetLocalCorners(fourCornersArray);
            for (var i = 0; i < 4; ++i) fourCornersArray[i] = TransformPoint(fourCornersArray[i]);
        }

        public void SetInsetAndSizeFromParentEdge(Edge edge, float inset, float size)
        {
            var axis = edge == Edge.Left || edge == Edge.Right ? 0 : 1;
            var far = edge == Edge.Right || edge == Edge.Top;
            var a = far ? 1f : 0f;
            var min = m_AnchorMin;
            var max = m_AnchorMax;
            min[axis] = a;
            max[axis] = a;
            anchorMin = min;
            anchorMax = max;
            var s = m_SizeDelta;
            s[axis] = size;
            sizeDelta = s;
            var p = anchoredPosition;
            p[axis] = far ? -(inset + size * (1f - m_Pivot[axis])) : inset + size * m_Pivot[axis];
            anchoredPosition = p;
        }

        public void SetSizeWithCurrentAnchors(Axis axis, float size)
        {
            var i = (int)axis;
            var s = m_SizeDelta;
            s[i] = size - ParentSize()[i] * (m_AnchorMax[i] - m_AnchorMin[i]);
            sizeDelta = s;
        }

        private Vector2 ParentSize()
        {
            var parentRect = ParentTransform as RectTransform;
            return parentRect == null ? Vector2.zero : parentRect.rect.size;
        }

        // Takes over a plain Transform's place (GameObject.AddComponent<RectTransform>): same local values, parent
        // and children.
        internal void TakeOver(Transform old)
        {
            localPosition = old.localPosition;
            localRotation = old.localRotation;
            localScale = old.localScale;
            ParentTransform = old.ParentTransform;
            if (ParentTransform != null)
            {
                var index = ParentTransform.ChildList.IndexOf(old);
                if (index >= 0) ParentTransform.ChildList[index] = this;
            }
            foreach (var child in old.ChildList)
            {
                child.ParentTransform = this;
                ChildList.Add(child);
            }
            old.ChildList.Clear();
            old.ParentTransform = null;
        }
    }
}
