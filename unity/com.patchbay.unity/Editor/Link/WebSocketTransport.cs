using System;
using System.Collections.Concurrent;
using System.Net.WebSockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace Patchbay.Editor.Link
{
    /// <summary>
    /// <see cref="ILinkTransport"/> over a ClientWebSocket. ClientWebSocket allows one send at a time, so sends
    /// go through a queue drained by a single task; order is preserved and callers never block.
    /// </summary>
    public sealed class WebSocketTransport : ILinkTransport
    {
        private readonly ClientWebSocket _socket;
        private readonly ConcurrentQueue<string> _outgoing = new ConcurrentQueue<string>();
        private readonly Action<string> _log;
        private int _draining;
        private volatile bool _closing;

        public WebSocketTransport(ClientWebSocket socket, Action<string> log)
        {
            _socket = socket;
            _log = log;
        }

        /// <summary>Set when this side closed; the receive loop uses it to pick the reconnect delay.</summary>
        public int LocalCloseCode { get; private set; }

        public void Send(string text)
        {
            if (_closing)
            {
                return;
            }

            _outgoing.Enqueue(text);
            StartDrain();
        }

        public void Close(int code, string reason, bool abort)
        {
            if (_closing)
            {
                return;
            }

            _closing = true;
            LocalCloseCode = code;
            if (abort)
            {
                _socket.Abort();
                return;
            }

            Task.Run(() => CloseAfterDrainAsync(code, reason));
        }

        /// <summary>Sends what is queued, then closes; waits at most <paramref name="timeout"/> (used before a domain reload).</summary>
        public bool FlushAndClose(int code, string reason, TimeSpan timeout)
        {
            LocalCloseCode = code;
            _closing = true;
            try
            {
                return Task.Run(() => CloseAfterDrainAsync(code, reason)).Wait(timeout);
            }
            catch (AggregateException)
            {
                return false;
            }
        }

        private async Task CloseAfterDrainAsync(int code, string reason)
        {
            var deadline = DateTime.UtcNow.AddSeconds(2);
            while ((!_outgoing.IsEmpty || Volatile.Read(ref _draining) != 0) && DateTime.UtcNow < deadline)
            {
                if (Volatile.Read(ref _draining) == 0)
                {
                    StartDrain();
                }

                await Task.Delay(5).ConfigureAwait(false);
            }

            try
            {
                if (_socket.State == WebSocketState.Open || _socket.State == WebSocketState.CloseReceived)
                {
                    using (var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(1)))
                    {
                        await _socket.CloseOutputAsync((WebSocketCloseStatus)code, reason, timeout.Token).ConfigureAwait(false);
                    }
                }
            }
            catch (Exception e)
            {
                if (!(e is WebSocketException) && !(e is OperationCanceledException) && !(e is ObjectDisposedException) && !(e is InvalidOperationException))
                {
                    throw;
                }
            }
        }

        private void StartDrain()
        {
            if (Interlocked.CompareExchange(ref _draining, 1, 0) == 0)
            {
                Task.Run(() => DrainAsync());
            }
        }

        private async Task DrainAsync()
        {
            try
            {
                string text;
                while (_outgoing.TryDequeue(out text))
                {
                    if (_socket.State != WebSocketState.Open && _socket.State != WebSocketState.CloseReceived)
                    {
                        continue;
                    }

                    var bytes = Encoding.UTF8.GetBytes(text);
                    await _socket.SendAsync(new ArraySegment<byte>(bytes), WebSocketMessageType.Text, true, CancellationToken.None).ConfigureAwait(false);
                }
            }
            catch (Exception e)
            {
                if (!(e is WebSocketException) && !(e is ObjectDisposedException) && !(e is InvalidOperationException) && !(e is OperationCanceledException))
                {
                    throw;
                }

                _log("Sending to the hub failed: " + e.Message);
            }
            finally
            {
                Volatile.Write(ref _draining, 0);
            }

            // A message queued between the last TryDequeue and the reset above would otherwise wait for the next Send.
            if (!_outgoing.IsEmpty)
            {
                StartDrain();
            }
        }
    }
}
