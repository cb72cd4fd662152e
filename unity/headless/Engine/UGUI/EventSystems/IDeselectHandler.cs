namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventInterfaces.cs (interface IDeselectHandler).
    public interface IDeselectHandler : IEventSystemHandler
    {
        void OnDeselect(BaseEventData eventData);
    }
}
