using System.Collections.Generic;

namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/InputModules/PointerInputModule.cs: pointer data per pointer id.
    public abstract class PointerInputModule : BaseInputModule
    {
        public const int kMouseLeftId = -1;
        public const int kMouseRightId = -2;
        public const int kMouseMiddleId = -3;
        public const int kFakeTouchesId = -4;

        protected Dictionary<int, PointerEventData> m_PointerData = new Dictionary<int, PointerEventData>();

        protected bool GetPointerData(int id, out PointerEventData data, bool create)
        {
            if (!m_PointerData.TryGetValue(id, out data) && create)
            {
                data = new PointerEventData(eventSystem) { pointerId = id };
                m_PointerData.Add(id, data);
                return true;
            }

            return false;
        }

        protected void RemovePointerData(PointerEventData data) { m_PointerData.Remove(data.pointerId); }

        protected void ClearSelection()
        {
            var baseEventData = GetBaseEventData();
            foreach (var pointer in m_PointerData.Values) ExecuteEvents.Execute(pointer.pointerEnter, baseEventData, ExecuteEvents.pointerExitHandler);
            m_PointerData.Clear();
            eventSystem.SetSelectedGameObject(null, baseEventData);
        }

        public override bool IsPointerOverGameObject(int pointerId)
        {
            PointerEventData data;
            return m_PointerData.TryGetValue(pointerId, out data) && data.pointerEnter != null;
        }

        protected void DeselectIfSelectionChanged(GameObject currentOverGo, BaseEventData pointerEvent)
        {
            var selectHandlerGO = ExecuteEvents.GetEventHandler<ISelectHandler>(currentOverGo);
            if (selectHandlerGO != eventSystem.currentSelectedGameObject) eventSystem.SetSelectedGameObject(null, pointerEvent);
        }

        public override string ToString() { return "<b>Pointer Input Module of type: </b>" + GetType(); }
    }
}
