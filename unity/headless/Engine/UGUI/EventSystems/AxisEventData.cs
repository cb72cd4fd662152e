namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventData/AxisEventData.cs.
    public class AxisEventData : BaseEventData
    {
        public Vector2 moveVector { get; set; }
        public MoveDirection moveDir { get; set; }

        public AxisEventData(EventSystem eventSystem) : base(eventSystem)
        {
            moveVector = Vector2.zero;
            moveDir = MoveDirection.None;
        }
    }
}
