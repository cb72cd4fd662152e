namespace Patchbay.Shared.Link
{
    /// <summary>
    /// Where outgoing link messages go. Thread-safe; keeps order; drops messages while no hub is connected
    /// (a dropped response is not lost: the call record answers the hub's re-send).
    /// </summary>
    public interface IMessageSink
    {
        void Send(string json);
    }
}
