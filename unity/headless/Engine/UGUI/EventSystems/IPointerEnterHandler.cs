namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventInterfaces.cs (interface IPointerEnterHandler).
    public interface IPointerEnterHandler : IEventSystemHandler
    {
        void OnPointerEnter(PointerEventData eventData);
    }
}
