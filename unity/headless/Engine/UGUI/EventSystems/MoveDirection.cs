namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/MoveDirection.cs.
    public enum MoveDirection
    {
        Left,
        Up,
        Right,
        Down,
        None
    }
}
