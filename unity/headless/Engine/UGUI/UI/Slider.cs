using System;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Slider.cs: value clamped to [minValue, maxValue] (rounded with
    // wholeNumbers), onValueChanged on a change; the fill and handle rects' anchors follow normalizedValue; a drag or
    // press sets the value from the pointer's position over the slider's rect; Move changes it by a tenth of the range
    // (one with wholeNumbers).
    [AddComponentMenu("UI/Slider", 33)]
    [ExecuteAlways]
    [RequireComponent(typeof(RectTransform))]
    public class Slider : Selectable, IDragHandler, IInitializePotentialDragHandler, ICanvasElement
    {
        public enum Direction
        {
            LeftToRight,
            RightToLeft,
            BottomToTop,
            TopToBottom,
        }

        [Serializable]
        public class SliderEvent : UnityEvent<float> { }

        [SerializeField] private RectTransform m_FillRect;
        [SerializeField] private RectTransform m_HandleRect;
        [Space] [SerializeField] private Direction m_Direction = Direction.LeftToRight;
        [SerializeField] private float m_MinValue = 0;
        [SerializeField] private float m_MaxValue = 1;
        [SerializeField] private bool m_WholeNumbers = false;
        [SerializeField] protected float m_Value;
        [Space] [SerializeField] private SliderEvent m_OnValueChanged = new SliderEvent();

        protected Slider() { }

        public RectTransform fillRect { get { return m_FillRect; } set { m_FillRect = value; UpdateVisuals(); } }
        public RectTransform handleRect { get { return m_HandleRect; } set { m_HandleRect = value; UpdateVisuals(); } }
        public Direction direction { get { return m_Direction; } set { m_Direction = value; UpdateVisuals(); } }
        public float minValue { get { return m_MinValue; } set { if (m_MinValue != value) { m_MinValue = value; Set(m_Value); UpdateVisuals(); } } }
        public float maxValue { get { return m_MaxValue; } set { if (m_MaxValue != value) { m_MaxValue = value; Set(m_Value); UpdateVisuals(); } } }
        public bool wholeNumbers { get { return m_WholeNumbers; } set { if (m_WholeNumbers != value) { m_WholeNumbers = value; Set(m_Value); UpdateVisuals(); } } }

        public virtual float value
        {
            get { return wholeNumbers ? Mathf.Round(m_Value) : m_Value; }
            set { Set(value); }
        }

        public virtual void SetValueWithoutNotify(float input) { Set(input, false); }

        public float normalizedValue
        {
            get { return Mathf.Approximately(minValue, maxValue) ? 0 : Mathf.InverseLerp(minValue, maxValue, value); }
            set { this.value = Mathf.Lerp(minValue, maxValue, value); }
        }

        public SliderEvent onValueChanged { get { return m_OnValueChanged; } set { m_OnValueChanged = value; } }

        protected float stepSize { get { return wholeNumbers ? 1 : (maxValue - minValue) * 0.1f; } }

        public virtual void Rebuild(CanvasUpdate executing) { }
        public virtual void LayoutComplete() { }
        public virtual void GraphicUpdateComplete() { }

        protected override void OnEnable()
        {
            base.OnEnable();
            Set(m_Value, false);
            UpdateVisuals();
        }

        protected virtual float ClampValue(float input)
        {
            var newValue = Mathf.Clamp(input, minValue, maxValue);
            if (wholeNumbers) newValue = Mathf.Round(newValue);
            return newValue;
        }

        protected virtual void Set(float input, bool sendCallback = true)
        {
            var newValue = ClampValue(input);
            if (m_Value == newValue) return;
            m_Value = newValue;
            UpdateVisuals();
            if (sendCallback) m_OnValueChanged.Invoke(newValue);
        }

        protected override void OnRectTransformDimensionsChange()
        {
            base.OnRectTransformDimensionsChange();
            UpdateVisuals();
        }

        private int axis { get { return (m_Direction == Direction.LeftToRight || m_Direction == Direction.RightToLeft) ? 0 : 1; } }
        private bool reverseValue { get { return m_Direction == Direction.RightToLeft || m_Direction == Direction.TopToBottom; } }

        private void UpdateVisuals()
        {
            var n = reverseValue ? 1 - normalizedValue : normalizedValue;
            if (m_FillRect != null)
            {
                var min = Vector2.zero;
                var max = Vector2.one;
                if (reverseValue) min[axis] = 1 - normalizedValue;
                else max[axis] = normalizedValue;
                m_FillRect.anchorMin = min;
                m_FillRect.anchorMax = max;
            }

            if (m_HandleRect != null)
            {
                var min = Vector2.zero;
                var max = Vector2.one;
                min[axis] = max[axis] = n;
                m_HandleRect.anchorMin = min;
                m_HandleRect.anchorMax = max;
            }
        }

        private void UpdateDrag(PointerEventData eventData)
        {
            var rt = transform as RectTransform;
            if (rt == null) return;
            var corners = new Vector3[4];
            rt.GetWorldCorners(corners);
            var length = axis == 0 ? corners[2].x - corners[0].x : corners[2].y - corners[0].y;
            if (length <= 0) return;
            var offset = axis == 0 ? eventData.position.x - corners[0].x : eventData.position.y - corners[0].y;
            var val = Mathf.Clamp01(offset / length);
            normalizedValue = reverseValue ? 1f - val : val;
        }

        private bool MayDrag(PointerEventData eventData)
        {
            return IsActive() && IsInteractable() && eventData.button == PointerEventData.InputButton.Left;
        }

        public override void OnPointerDown(PointerEventData eventData)
        {
            if (!MayDrag(eventData)) return;
            base.OnPointerDown(eventData);
            UpdateDrag(eventData);
        }

        public virtual void OnDrag(PointerEventData eventData)
        {
            if (!MayDrag(eventData)) return;
            UpdateDrag(eventData);
        }

        public override void OnMove(AxisEventData eventData)
        {
            if (!IsActive() || !IsInteractable())
            {
                base.OnMove(eventData);
                return;
            }

            switch (eventData.moveDir)
            {
                case MoveDirection.Left:
                    if (axis == 0 && FindSelectableOnLeft() == null) Set(reverseValue ? value + stepSize : value - stepSize);
                    else base.OnMove(eventData);
                    break;
                case MoveDirection.Right:
                    if (axis == 0 && FindSelectableOnRight() == null) Set(reverseValue ? value - stepSize : value + stepSize);
                    else base.OnMove(eventData);
                    break;
                case MoveDirection.Up:
                    if (axis == 1 && FindSelectableOnUp() == null) Set(reverseValue ? value - stepSize : value + stepSize);
                    else base.OnMove(eventData);
                    break;
                case MoveDirection.Down:
                    if (axis == 1 && FindSelectableOnDown() == null) Set(reverseValue ? value + stepSize : value - stepSize);
                    else base.OnMove(eventData);
                    break;
            }
        }

        public override Selectable FindSelectableOnLeft()
        {
            if (navigation.mode == Navigation.Mode.Automatic && axis == 0) return null;
            return base.FindSelectableOnLeft();
        }

        public override Selectable FindSelectableOnRight()
        {
            if (navigation.mode == Navigation.Mode.Automatic && axis == 0) return null;
            return base.FindSelectableOnRight();
        }

        public override Selectable FindSelectableOnUp()
        {
            if (navigation.mode == Navigation.Mode.Automatic && axis == 1) return null;
            return base.FindSelectableOnUp();
        }

        public override Selectable FindSelectableOnDown()
        {
            if (navigation.mode == Navigation.Mode.Automatic && axis == 1) return null;
            return base.FindSelectableOnDown();
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
