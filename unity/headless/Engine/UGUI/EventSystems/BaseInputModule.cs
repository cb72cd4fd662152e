namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/InputModules/BaseInputModule.cs. The event system calls the
    // module's UpdateModule and Process every Update.
    [RequireComponent(typeof(EventSystem))]
    public abstract class BaseInputModule : UIBehaviour
    {
        private EventSystem m_EventSystem;
        private AxisEventData m_AxisEventData;
        private BaseEventData m_BaseEventData;

        protected BaseInput m_InputOverride;
        private BaseInput m_DefaultInput;

        public BaseInput input
        {
            get
            {
                if (m_InputOverride != null) return m_InputOverride;
                if (m_DefaultInput == null) m_DefaultInput = GetComponent<BaseInput>() ?? gameObject.AddComponent<BaseInput>();
                return m_DefaultInput;
            }
        }

        public BaseInput inputOverride { get { return m_InputOverride; } set { m_InputOverride = value; } }

        protected EventSystem eventSystem { get { return m_EventSystem; } }

        protected override void OnEnable()
        {
            base.OnEnable();
            m_EventSystem = GetComponent<EventSystem>();
            if (m_EventSystem != null) m_EventSystem.UpdateModules();
        }

        protected override void OnDisable()
        {
            if (m_EventSystem != null) m_EventSystem.UpdateModules();
            base.OnDisable();
        }

        public abstract void Process();

        protected virtual AxisEventData GetAxisEventData(float x, float y, float moveDeadZone)
        {
            if (m_AxisEventData == null) m_AxisEventData = new AxisEventData(eventSystem);
            m_AxisEventData.Reset();
            m_AxisEventData.moveVector = new Vector2(x, y);
            m_AxisEventData.moveDir = DetermineMoveDirection(x, y, moveDeadZone);
            return m_AxisEventData;
        }

        protected virtual BaseEventData GetBaseEventData()
        {
            if (m_BaseEventData == null) m_BaseEventData = new BaseEventData(eventSystem);
            m_BaseEventData.Reset();
            return m_BaseEventData;
        }

        protected static MoveDirection DetermineMoveDirection(float x, float y)
        {
            return DetermineMoveDirection(x, y, 0.6f);
        }

        protected static MoveDirection DetermineMoveDirection(float x, float y, float deadZone)
        {
            if (new Vector2(x, y).sqrMagnitude < deadZone * deadZone) return MoveDirection.None;
            if (Mathf.Abs(x) > Mathf.Abs(y)) return x > 0 ? MoveDirection.Right : MoveDirection.Left;
            return y > 0 ? MoveDirection.Up : MoveDirection.Down;
        }

        public virtual bool IsPointerOverGameObject(int pointerId) { return false; }

        public virtual bool ShouldActivateModule() { return enabled && gameObject.activeInHierarchy; }

        public virtual void DeactivateModule() { }

        public virtual void ActivateModule() { }

        public virtual void UpdateModule() { }

        public virtual bool IsModuleSupported() { return true; }

        public virtual int ConvertUIToolkitPointerId(PointerEventData sourcePointerData)
        {
            return sourcePointerData.pointerId < 0 ? 1 : sourcePointerData.pointerId;
        }
    }
}
