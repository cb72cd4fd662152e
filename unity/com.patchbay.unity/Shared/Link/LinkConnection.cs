using System;
using System.Diagnostics;
using System.IO;
using System.Net.WebSockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// One WebSocket connection to the hub, run on the link thread from connect to close:
    /// <code>
    ///   Connect (bounded, stoppable) ─► session.Start (register) ─► receive frames, Tick every 250 ms ─► closed
    /// </code>
    /// Frames are read with blocking waits that time out for the tick, never with timers (see
    /// <see cref="WebSocketTransport"/>). The main thread may end it at any moment with <see cref="CloseFromOutside"/>.
    /// </summary>
    internal sealed class LinkConnection : IDisposable
    {
        private const int ReceiveChunkBytes = 64 * 1024;
        private const int TickMs = 250;
        private const int ConnectTimeoutMs = 5000;
        private const int PollMs = 50;

        private readonly ClientWebSocket _socket = new ClientWebSocket();
        private readonly Action<string> _log;
        private WebSocketTransport _transport;
        private LinkSession _session;

        public LinkConnection(HubEndpoint endpoint, Action<string> log)
        {
            _log = log;
            Endpoint = endpoint;
            _socket.Options.SetRequestHeader("Authorization", "Bearer " + endpoint.Token);

            // The link has its own heartbeats (docs/protocol.md §5); the client's keep-alive would run a timer.
            _socket.Options.KeepAliveInterval = TimeSpan.Zero;
        }

        /// <summary>The hub this connection dials.</summary>
        public HubEndpoint Endpoint { get; private set; }

        public LinkSession Session
        {
            get { return _session; }
        }

        public WebSocketTransport Transport
        {
            get { return _transport; }
        }

        public string CloseStatusDescription
        {
            get { return _socket.CloseStatusDescription; }
        }

        /// <summary>Connects within 5 s unless <paramref name="stop"/> fires first; returns null or the failure.</summary>
        public Exception Connect(Uri uri, CancellationToken stop)
        {
            using (var cancel = new CancellationTokenSource())
            {
                Task connect;
                try
                {
                    connect = _socket.ConnectAsync(uri, cancel.Token);
                }
                catch (Exception e)
                {
                    return e;
                }

                var clock = Stopwatch.StartNew();
                while (!WaitQuietly(connect, PollMs))
                {
                    if (stop.IsCancellationRequested || clock.ElapsedMilliseconds >= ConnectTimeoutMs)
                    {
                        cancel.Cancel();
                        if (!WaitQuietly(connect, 1000))
                        {
                            _socket.Abort();
                            WaitQuietly(connect, 1000);
                        }

                        return stop.IsCancellationRequested
                            ? (Exception)new OperationCanceledException("stopped")
                            : new TimeoutException("no answer within " + (ConnectTimeoutMs / 1000) + " s");
                    }
                }

                return connect.IsFaulted ? connect.Exception.InnerException : connect.IsCanceled ? new OperationCanceledException() : null;
            }
        }

        /// <summary>Starts the session on the open socket and reads until it closes; returns the close code (1006 if none).</summary>
        public int Run(ILinkHost host)
        {
            _transport = new WebSocketTransport(_socket, _log);
            _session = new LinkSession(_transport, host, () => DateTime.UtcNow);
            _session.Start();
            int code;
            try
            {
                code = Receive();
            }
            finally
            {
                _session.MarkClosed();
            }

            return _transport.LocalCloseCode != 0 ? _transport.LocalCloseCode : code;
        }

        /// <summary>
        /// Any thread: optionally notifies (editor/reloading), sends the close frame after what is queued and aborts
        /// the socket if the hub has not completed the close handshake within <paramref name="timeout"/>, so
        /// <see cref="Run"/> returns.
        /// </summary>
        public void CloseFromOutside(int code, string reason, string notifyMethod, Newtonsoft.Json.Linq.JToken notifyParams, TimeSpan timeout)
        {
            var session = _session;
            var transport = _transport;
            if (session == null || transport == null)
            {
                _socket.Abort();
                return;
            }

            if (notifyMethod != null)
            {
                session.Notify(notifyMethod, notifyParams);
            }

            session.MarkClosed();
            transport.FlushAndClose(code, reason, timeout);
        }

        /// <summary>Aborts the socket (pending receives end at once).</summary>
        public void Abort()
        {
            _socket.Abort();
        }

        /// <summary>Waits for the transport's sends and close to finish, then releases the socket.</summary>
        public void Dispose()
        {
            var transport = _transport;
            if (transport != null && !transport.WaitIdle(TimeSpan.FromSeconds(2)))
            {
                _socket.Abort();
                transport.WaitIdle(TimeSpan.FromSeconds(1));
            }

            _socket.Dispose();
        }

        private int Receive()
        {
            var buffer = new byte[ReceiveChunkBytes];
            var message = new MemoryStream();
            var oversized = false;
            try
            {
                while (_socket.State == WebSocketState.Open || _socket.State == WebSocketState.CloseSent)
                {
                    var receive = _socket.ReceiveAsync(new ArraySegment<byte>(buffer), CancellationToken.None);
                    while (!WaitQuietly(receive, TickMs))
                    {
                        _session.Tick();
                    }

                    if (!receive.IsCompleted || receive.IsFaulted || receive.IsCanceled)
                    {
                        break;
                    }

                    var received = receive.Result;
                    if (received.MessageType == WebSocketMessageType.Close)
                    {
                        // Answer a close the hub started; when this side started it, the close frame has left already.
                        if (_socket.State == WebSocketState.CloseReceived && _transport.LocalCloseCode == 0)
                        {
                            WaitQuietly(_socket.CloseOutputAsync(WebSocketCloseStatus.NormalClosure, string.Empty, CancellationToken.None), 1000);
                        }

                        break;
                    }

                    if (!oversized)
                    {
                        if (message.Length + received.Count > _session.MaxMessageBytes)
                        {
                            oversized = true;
                            message.SetLength(0);
                        }
                        else
                        {
                            message.Write(buffer, 0, received.Count);
                        }
                    }

                    if (!received.EndOfMessage)
                    {
                        continue;
                    }

                    if (oversized)
                    {
                        _log("Dropped a message from the hub larger than " + _session.MaxMessageBytes + " bytes.");
                    }
                    else if (received.MessageType == WebSocketMessageType.Binary)
                    {
                        _log("Dropped a binary frame from the hub (the link uses text frames).");
                    }
                    else
                    {
                        Deliver(Encoding.UTF8.GetString(message.GetBuffer(), 0, (int)message.Length));
                    }

                    oversized = false;
                    message.SetLength(0);
                }
            }
            catch (Exception e)
            {
                if (!WebSocketTransport.IsConnectionFailure(e))
                {
                    throw;
                }
            }

            return _socket.CloseStatus.HasValue ? (int)_socket.CloseStatus.Value : 1006;
        }

        private void Deliver(string text)
        {
            try
            {
                _session.Receive(text);
            }
            catch (Exception e)
            {
                // A bug in handling one message must not take the link down.
                _log("Error handling a message from the hub: " + e);
            }
        }

        /// <summary>Waits for a task without throwing; true when it finished (in any state).</summary>
        private static bool WaitQuietly(Task task, int milliseconds)
        {
            try
            {
                return task.Wait(milliseconds);
            }
            catch (AggregateException)
            {
                return true;
            }
        }
    }
}
