namespace Patchbay.Shared.Link
{
    /// <summary>One open connection to the hub, as a <see cref="LinkSession"/> sees it. Thread-safe.</summary>
    public interface ILinkTransport
    {
        /// <summary>Queues one text frame; frames go out in call order.</summary>
        void Send(string text);

        /// <summary>Closes with a code of <see cref="LinkCloseCodes"/>; <paramref name="abort"/> skips the close handshake.</summary>
        void Close(int code, string reason, bool abort);
    }
}
