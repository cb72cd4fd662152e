using System.Collections.Generic;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/RectMask2D.cs: clips the graphics below it to its rect (less
    // padding): PerformClipping gives every maskable graphic below its clip rect (CanvasRenderer.EnableRectClipping;
    // culling, which compares canvas-space rects, is not modelled); the raycast filter lets only points inside through.
    [AddComponentMenu("UI/Rect Mask 2D", 14)]
    [ExecuteAlways]
    [DisallowMultipleComponent]
    [RequireComponent(typeof(RectTransform))]
    public class RectMask2D : UIBehaviour, IClipper, ICanvasRaycastFilter
    {
        [SerializeField] private Vector4 m_Padding;
        [SerializeField] private Vector2Int m_Softness;

        private readonly HashSet<IClippable> m_Clippables = new HashSet<IClippable>();

        protected RectMask2D() { }

        public Vector4 padding { get { return m_Padding; } set { m_Padding = value; } }
        public Vector2Int softness { get { return m_Softness; } set { m_Softness = new Vector2Int(Mathf.Max(0, value.x), Mathf.Max(0, value.y)); } }
        public RectTransform rectTransform { get { return (RectTransform)transform; } }

        public Rect canvasRect
        {
            get
            {
                var r = rectTransform.rect;
                return new Rect(r.x + m_Padding.x, r.y + m_Padding.y, r.width - m_Padding.x - m_Padding.z, r.height - m_Padding.y - m_Padding.w);
            }
        }

        protected override void OnEnable()
        {
            base.OnEnable();
            foreach (var clippable in GetComponentsInChildren<MaskableGraphic>()) AddClippable(clippable);
        }

        protected override void OnDisable()
        {
            foreach (var clippable in m_Clippables) clippable.SetClipRect(new Rect(), false);
            m_Clippables.Clear();
            base.OnDisable();
        }

        public virtual bool IsRaycastLocationValid(Vector2 sp, Camera eventCamera)
        {
            if (!isActiveAndEnabled) return true;
            var r = canvasRect;
            var min = rectTransform.TransformPoint(new Vector3(r.xMin, r.yMin, 0));
            var max = rectTransform.TransformPoint(new Vector3(r.xMax, r.yMax, 0));
            return sp.x >= min.x && sp.x <= max.x && sp.y >= min.y && sp.y <= max.y;
        }

        public virtual void PerformClipping()
        {
            var clip = canvasRect;
            foreach (var clippable in m_Clippables)
            {
                clippable.SetClipRect(clip, true);
                clippable.SetClipSoftness(new Vector2(m_Softness.x, m_Softness.y));
            }
        }

        public virtual void UpdateClipSoftness() { PerformClipping(); }

        public void AddClippable(IClippable clippable)
        {
            if (clippable == null) return;
            m_Clippables.Add(clippable);
        }

        public void RemoveClippable(IClippable clippable)
        {
            if (clippable == null) return;
            clippable.SetClipRect(new Rect(), false);
            m_Clippables.Remove(clippable);
        }
    }
}
