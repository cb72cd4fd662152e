namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventData/BaseEventData.cs. selectedObject is the event
    // system's selection.
    public class BaseEventData : AbstractEventData
    {
        private readonly EventSystem m_EventSystem;

        public BaseEventData(EventSystem eventSystem) { m_EventSystem = eventSystem; }

        public BaseInputModule currentInputModule { get { return m_EventSystem == null ? null : m_EventSystem.currentInputModule; } }

        public GameObject selectedObject
        {
            get { return m_EventSystem == null ? null : m_EventSystem.currentSelectedGameObject; }
            set { if (m_EventSystem != null) m_EventSystem.SetSelectedGameObject(value, this); }
        }
    }
}
