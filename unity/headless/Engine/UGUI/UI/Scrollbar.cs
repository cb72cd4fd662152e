using System;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Scrollbar.cs: value in [0, 1] (snapped to numberOfSteps), size in
    // [0, 1], onValueChanged on a change; the handle's anchors follow value and size.
    [AddComponentMenu("UI/Scrollbar", 36)]
    [ExecuteAlways]
    [RequireComponent(typeof(RectTransform))]
    public class Scrollbar : Selectable, IBeginDragHandler, IDragHandler, IInitializePotentialDragHandler, ICanvasElement
    {
        public enum Direction
        {
            LeftToRight,
            RightToLeft,
            BottomToTop,
            TopToBottom,
        }

        [Serializable]
        public class ScrollEvent : UnityEvent<float> { }

        [SerializeField] private RectTransform m_HandleRect;
        [SerializeField] private Direction m_Direction = Direction.LeftToRight;
        [Range(0f, 1f)] [SerializeField] private float m_Value;
        [Range(0f, 1f)] [SerializeField] private float m_Size = 0.2f;
        [Range(0, 11)] [SerializeField] private int m_NumberOfSteps = 0;
        [Space(6)] [SerializeField] private ScrollEvent m_OnValueChanged = new ScrollEvent();

        protected Scrollbar() { }

        public RectTransform handleRect { get { return m_HandleRect; } set { m_HandleRect = value; UpdateVisuals(); } }
        public Direction direction { get { return m_Direction; } set { m_Direction = value; UpdateVisuals(); } }

        public float value
        {
            get
            {
                var val = m_Value;
                if (m_NumberOfSteps > 1) val = Mathf.Round(val * (m_NumberOfSteps - 1)) / (m_NumberOfSteps - 1);
                return val;
            }
            set { Set(value); }
        }

        public virtual void SetValueWithoutNotify(float input) { Set(input, false); }

        public float size { get { return m_Size; } set { var v = Mathf.Clamp01(value); if (m_Size != v) { m_Size = v; UpdateVisuals(); } } }
        public int numberOfSteps { get { return m_NumberOfSteps; } set { if (m_NumberOfSteps != value) { m_NumberOfSteps = value; Set(m_Value); UpdateVisuals(); } } }
        public ScrollEvent onValueChanged { get { return m_OnValueChanged; } set { m_OnValueChanged = value; } }

        private float stepSize { get { return m_NumberOfSteps > 1 ? 1f / (m_NumberOfSteps - 1) : 0.1f; } }

        public virtual void Rebuild(CanvasUpdate executing) { }
        public virtual void LayoutComplete() { }
        public virtual void GraphicUpdateComplete() { }

        protected override void OnEnable()
        {
            base.OnEnable();
            Set(m_Value, false);
            UpdateVisuals();
        }

        void Set(float input, bool sendCallback = true)
        {
            var currentValue = m_Value;
            m_Value = Mathf.Clamp01(input);
            if (currentValue == value) return;
            UpdateVisuals();
            if (sendCallback) m_OnValueChanged.Invoke(value);
        }

        private int axis { get { return (m_Direction == Direction.LeftToRight || m_Direction == Direction.RightToLeft) ? 0 : 1; } }
        private bool reverseValue { get { return m_Direction == Direction.RightToLeft || m_Direction == Direction.TopToBottom; } }

        private void UpdateVisuals()
        {
            if (m_HandleRect == null) return;
            var min = Vector2.zero;
            var max = Vector2.one;
            var movement = Mathf.Clamp01(value) * (1 - size);
            if (reverseValue)
            {
                min[axis] = 1 - movement - size;
                max[axis] = 1 - movement;
            }
            else
            {
                min[axis] = movement;
                max[axis] = movement + size;
            }

            m_HandleRect.anchorMin = min;
            m_HandleRect.anchorMax = max;
        }

        public virtual void OnBeginDrag(PointerEventData eventData) { }

        public virtual void OnDrag(PointerEventData eventData)
        {
            if (!IsActive() || !IsInteractable() || eventData.button != PointerEventData.InputButton.Left) return;
            var rt = transform as RectTransform;
            var corners = new Vector3[4];
            rt.GetWorldCorners(corners);
            var length = axis == 0 ? corners[2].x - corners[0].x : corners[2].y - corners[0].y;
            var remaining = length * (1 - size);
            if (remaining <= 0) return;
            var offset = (axis == 0 ? eventData.position.x - corners[0].x : eventData.position.y - corners[0].y) - length * size * 0.5f;
            var v = Mathf.Clamp01(offset / remaining);
            Set(reverseValue ? 1 - v : v);
        }

        public override void OnPointerDown(PointerEventData eventData) { base.OnPointerDown(eventData); }

        public override void OnPointerUp(PointerEventData eventData) { base.OnPointerUp(eventData); }

        public override void OnMove(AxisEventData eventData)
        {
            if (!IsActive() || !IsInteractable())
            {
                base.OnMove(eventData);
                return;
            }

            switch (eventData.moveDir)
            {
                case MoveDirection.Left: if (axis == 0) Set(reverseValue ? value + stepSize : value - stepSize); else base.OnMove(eventData); break;
                case MoveDirection.Right: if (axis == 0) Set(reverseValue ? value - stepSize : value + stepSize); else base.OnMove(eventData); break;
                case MoveDirection.Up: if (axis == 1) Set(reverseValue ? value - stepSize : value + stepSize); else base.OnMove(eventData); break;
                case MoveDirection.Down: if (axis == 1) Set(reverseValue ? value + stepSize : value - stepSize); else base.OnMove(eventData); break;
            }
        }

        public virtual void OnInitializePotentialDrag(PointerEventData eventData) { eventData.useDragThreshold = false; }

        public void SetDirection(Direction direction, bool includeRectLayouts)
        {
            m_Direction = direction;
            UpdateVisuals();
        }

        Transform ICanvasElement.transform { get { return transform; } }
    }
}
