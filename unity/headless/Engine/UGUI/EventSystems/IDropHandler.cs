namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventInterfaces.cs (interface IDropHandler).
    public interface IDropHandler : IEventSystemHandler
    {
        void OnDrop(PointerEventData eventData);
    }
}
