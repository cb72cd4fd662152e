namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventInterfaces.cs (interface IPointerMoveHandler).
    public interface IPointerMoveHandler : IEventSystemHandler
    {
        void OnPointerMove(PointerEventData eventData);
    }
}
