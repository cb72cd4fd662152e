using System.Collections.Generic;

namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventData/PointerEventData.cs (displayIndex: 2.0.0 / Unity 6).
    public class PointerEventData : BaseEventData
    {
        public enum InputButton
        {
            Left = 0,
            Right = 1,
            Middle = 2
        }

        public enum FramePressState
        {
            Pressed,
            Released,
            PressedAndReleased,
            NotChanged
        }

        private GameObject m_PointerPress;

        public GameObject pointerEnter { get; set; }
        public GameObject lastPress { get; private set; }
        public GameObject rawPointerPress { get; set; }
        public GameObject pointerDrag { get; set; }
        public GameObject pointerClick { get; set; }
        public RaycastResult pointerCurrentRaycast { get; set; }
        public RaycastResult pointerPressRaycast { get; set; }
        public List<GameObject> hovered = new List<GameObject>();
        public bool eligibleForClick { get; set; }
#if UNITY_6000_0_OR_NEWER
        public int displayIndex { get; set; }
#endif
        public int pointerId { get; set; }
        public Vector2 position { get; set; }
        public Vector2 delta { get; set; }
        public Vector2 pressPosition { get; set; }
        [System.Obsolete("Use either pointerCurrentRaycast.worldPosition or pointerPressRaycast.worldPosition")]
        public Vector3 worldPosition { get; set; }
        [System.Obsolete("Use either pointerCurrentRaycast.worldNormal or pointerPressRaycast.worldNormal")]
        public Vector3 worldNormal { get; set; }
        public float clickTime { get; set; }
        public int clickCount { get; set; }
        public Vector2 scrollDelta { get; set; }
        public bool useDragThreshold { get; set; }
        public bool dragging { get; set; }
        public InputButton button { get; set; }
        public float pressure { get; set; }
        public float tangentialPressure { get; set; }
        public float altitudeAngle { get; set; }
        public float azimuthAngle { get; set; }
        public float twist { get; set; }
#if UNITY_6000_0_OR_NEWER
        public Vector2 tilt { get; set; }
        public PenStatus penStatus { get; set; }
#endif
        public Vector2 radius { get; set; }
        public Vector2 radiusVariance { get; set; }
        public bool fullyExited { get; set; }
        public bool reentered { get; set; }

        public PointerEventData(EventSystem eventSystem) : base(eventSystem)
        {
            eligibleForClick = false;
            pointerId = -1;
            position = Vector2.zero;
            delta = Vector2.zero;
            pressPosition = Vector2.zero;
            clickTime = 0f;
            clickCount = 0;
            scrollDelta = Vector2.zero;
            useDragThreshold = true;
            dragging = false;
            button = InputButton.Left;
            pressure = 0f;
            tangentialPressure = 0f;
            altitudeAngle = 0f;
            azimuthAngle = 0f;
            twist = 0f;
#if UNITY_6000_0_OR_NEWER
            tilt = Vector2.zero;
#endif
            radius = Vector2.zero;
            radiusVariance = Vector2.zero;
        }

        public bool IsPointerMoving() { return delta.sqrMagnitude > 0f; }

        public bool IsScrolling() { return scrollDelta.sqrMagnitude > 0f; }

        public Camera enterEventCamera { get { return pointerCurrentRaycast.module == null ? null : pointerCurrentRaycast.module.eventCamera; } }

        public Camera pressEventCamera { get { return pointerPressRaycast.module == null ? null : pointerPressRaycast.module.eventCamera; } }

        // Setting a new press remembers the previous one as lastPress.
        public GameObject pointerPress
        {
            get { return m_PointerPress; }
            set
            {
                if (m_PointerPress == value) return;
                lastPress = m_PointerPress;
                m_PointerPress = value;
            }
        }

        public override string ToString()
        {
            return "<b>Position</b>: " + position + "\n<b>delta</b>: " + delta + "\n<b>eligibleForClick</b>: " + eligibleForClick +
                   "\n<b>pointerEnter</b>: " + pointerEnter + "\n<b>pointerPress</b>: " + pointerPress + "\n<b>button</b>: " + button;
        }
    }
}
