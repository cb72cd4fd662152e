using System;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/ScrollRect.cs: the settings; normalizedPosition moves the content
    // inside the viewport (0 = left/bottom edge shown, 1 = right/top), read back from the content's position; a drag
    // moves the content by the pointer's delta (Clamped: kept inside), a scroll by scrollDelta x scrollSensitivity;
    // onValueChanged tells the new normalizedPosition. Inertia and elasticity over time are not modelled (velocity
    // stays zero).
    [AddComponentMenu("UI/Scroll Rect", 37)]
    [SelectionBase]
    [ExecuteAlways]
    [DisallowMultipleComponent]
    [RequireComponent(typeof(RectTransform))]
    public class ScrollRect : UIBehaviour, IInitializePotentialDragHandler, IBeginDragHandler, IEndDragHandler, IDragHandler, IScrollHandler, ICanvasElement, ILayoutElement, ILayoutGroup
    {
        public enum MovementType { Unrestricted, Elastic, Clamped, }
        public enum ScrollbarVisibility { Permanent, AutoHide, AutoHideAndExpandViewport, }

        [Serializable]
        public class ScrollRectEvent : UnityEvent<Vector2> { }

        [SerializeField] private RectTransform m_Content;
        [SerializeField] private bool m_Horizontal = true;
        [SerializeField] private bool m_Vertical = true;
        [SerializeField] private MovementType m_MovementType = MovementType.Elastic;
        [SerializeField] private float m_Elasticity = 0.1f;
        [SerializeField] private bool m_Inertia = true;
        [SerializeField] private float m_DecelerationRate = 0.135f;
        [SerializeField] private float m_ScrollSensitivity = 1.0f;
        [SerializeField] private RectTransform m_Viewport;
        [SerializeField] private Scrollbar m_HorizontalScrollbar;
        [SerializeField] private Scrollbar m_VerticalScrollbar;
        [SerializeField] private ScrollbarVisibility m_HorizontalScrollbarVisibility;
        [SerializeField] private ScrollbarVisibility m_VerticalScrollbarVisibility;
        [SerializeField] private float m_HorizontalScrollbarSpacing;
        [SerializeField] private float m_VerticalScrollbarSpacing;
        [SerializeField] private ScrollRectEvent m_OnValueChanged = new ScrollRectEvent();

        private Vector2 m_Velocity;
        private bool m_Dragging;

        protected ScrollRect() { }

        public RectTransform content { get { return m_Content; } set { m_Content = value; } }
        public bool horizontal { get { return m_Horizontal; } set { m_Horizontal = value; } }
        public bool vertical { get { return m_Vertical; } set { m_Vertical = value; } }
        public MovementType movementType { get { return m_MovementType; } set { m_MovementType = value; } }
        public float elasticity { get { return m_Elasticity; } set { m_Elasticity = value; } }
        public bool inertia { get { return m_Inertia; } set { m_Inertia = value; } }
        public float decelerationRate { get { return m_DecelerationRate; } set { m_DecelerationRate = value; } }
        public float scrollSensitivity { get { return m_ScrollSensitivity; } set { m_ScrollSensitivity = value; } }
        public RectTransform viewport { get { return m_Viewport; } set { m_Viewport = value; } }
        public Scrollbar horizontalScrollbar { get { return m_HorizontalScrollbar; } set { m_HorizontalScrollbar = value; } }
        public Scrollbar verticalScrollbar { get { return m_VerticalScrollbar; } set { m_VerticalScrollbar = value; } }
        public ScrollbarVisibility horizontalScrollbarVisibility { get { return m_HorizontalScrollbarVisibility; } set { m_HorizontalScrollbarVisibility = value; } }
        public ScrollbarVisibility verticalScrollbarVisibility { get { return m_VerticalScrollbarVisibility; } set { m_VerticalScrollbarVisibility = value; } }
        public float horizontalScrollbarSpacing { get { return m_HorizontalScrollbarSpacing; } set { m_HorizontalScrollbarSpacing = value; } }
        public float verticalScrollbarSpacing { get { return m_VerticalScrollbarSpacing; } set { m_VerticalScrollbarSpacing = value; } }
        public ScrollRectEvent onValueChanged { get { return m_OnValueChanged; } set { m_OnValueChanged = value; } }
        public Vector2 velocity { get { return m_Velocity; } set { m_Velocity = value; } }

        protected RectTransform viewRect { get { return m_Viewport != null ? m_Viewport : (RectTransform)transform; } }

        public Vector2 normalizedPosition
        {
            get { return new Vector2(horizontalNormalizedPosition, verticalNormalizedPosition); }
            set
            {
                SetNormalizedPosition(value.x, 0);
                SetNormalizedPosition(value.y, 1);
            }
        }

        public float horizontalNormalizedPosition { get { return GetNormalizedPosition(0); } set { SetNormalizedPosition(value, 0); } }
        public float verticalNormalizedPosition { get { return GetNormalizedPosition(1); } set { SetNormalizedPosition(value, 1); } }

        // The content's lower-left corner in the viewport's space, from its rect and anchored position (content and
        // viewport siblings-in-place: the content's anchors are taken as the viewport's).
        private float ContentMin(int axis)
        {
            var r = m_Content.rect;
            return m_Content.anchoredPosition[axis] + (axis == 0 ? r.xMin : r.yMin);
        }

        private float Hidden(int axis)
        {
            if (m_Content == null) return 0;
            return m_Content.rect.size[axis] - viewRect.rect.size[axis];
        }

        private float GetNormalizedPosition(int axis)
        {
            var hidden = Hidden(axis);
            if (m_Content == null || hidden <= 0) return 0;
            var viewMin = axis == 0 ? viewRect.rect.xMin : viewRect.rect.yMin;
            return (viewMin - ContentMin(axis)) / hidden;
        }

        protected virtual void SetNormalizedPosition(float value, int axis)
        {
            if (m_Content == null) return;
            var hidden = Hidden(axis);
            var viewMin = axis == 0 ? viewRect.rect.xMin : viewRect.rect.yMin;
            var target = viewMin - value * Mathf.Max(0, hidden);
            var delta = target - ContentMin(axis);
            if (Mathf.Abs(delta) < 0.01f) return;
            var p = m_Content.anchoredPosition;
            p[axis] += delta;
            m_Content.anchoredPosition = p;
            m_Velocity[axis] = 0;
            m_OnValueChanged.Invoke(normalizedPosition);
        }

        public virtual void StopMovement() { m_Velocity = Vector2.zero; }

        public virtual void OnScroll(PointerEventData data)
        {
            if (!IsActive() || m_Content == null) return;
            var delta = data.scrollDelta;
            delta.y *= -1;
            if (vertical && !horizontal && Mathf.Abs(delta.x) > Mathf.Abs(delta.y)) delta.y = delta.x;
            if (horizontal && !vertical && Mathf.Abs(delta.y) > Mathf.Abs(delta.x)) delta.x = delta.y;
            if (data.IsScrolling()) Move(delta * m_ScrollSensitivity);
        }

        public virtual void OnInitializePotentialDrag(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            m_Velocity = Vector2.zero;
        }

        public virtual void OnBeginDrag(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left || !IsActive()) return;
            m_Dragging = true;
        }

        public virtual void OnEndDrag(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            m_Dragging = false;
        }

        public virtual void OnDrag(PointerEventData eventData)
        {
            if (!m_Dragging || eventData.button != PointerEventData.InputButton.Left || !IsActive() || m_Content == null) return;
            Move(eventData.delta);
        }

        private void Move(Vector2 delta)
        {
            if (!m_Horizontal) delta.x = 0;
            if (!m_Vertical) delta.y = 0;
            m_Content.anchoredPosition = m_Content.anchoredPosition + delta;
            if (m_MovementType == MovementType.Clamped)
            {
                for (var axis = 0; axis < 2; ++axis)
                {
                    var n = GetNormalizedPosition(axis);
                    if (n < 0 || n > 1) SetNormalizedPosition(Mathf.Clamp01(n), axis);
                }
            }

            m_OnValueChanged.Invoke(normalizedPosition);
        }

        public virtual void Rebuild(CanvasUpdate executing) { }
        public virtual void LayoutComplete() { }
        public virtual void GraphicUpdateComplete() { }
        public virtual void CalculateLayoutInputHorizontal() { }
        public virtual void CalculateLayoutInputVertical() { }
        public virtual float minWidth { get { return -1; } }
        public virtual float preferredWidth { get { return -1; } }
        public virtual float flexibleWidth { get { return -1; } }
        public virtual float minHeight { get { return -1; } }
        public virtual float preferredHeight { get { return -1; } }
        public virtual float flexibleHeight { get { return -1; } }
        public virtual int layoutPriority { get { return -1; } }
        public virtual void SetLayoutHorizontal() { }
        public virtual void SetLayoutVertical() { }

        Transform ICanvasElement.transform { get { return transform; } }
    }
}
