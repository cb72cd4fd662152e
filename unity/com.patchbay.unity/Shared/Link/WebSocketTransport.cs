using System;
using System.Collections.Concurrent;
using System.Diagnostics;
using System.Net.WebSockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// <see cref="ILinkTransport"/> over a ClientWebSocket. ClientWebSocket allows one send at a time, so sends
    /// go through a queue drained by one pool task at a time; order is preserved and callers never block.
    /// <para>
    /// No timer is ever created here (no Task.Delay, no CancelAfter, no timeout CancellationTokenSource): a domain
    /// reload aborts the threads of the dying domain, and Mono's timer scheduler thread dies with an unhandled
    /// exception when the abort lands while it re-sorts its timers, which takes the whole editor process down.
    /// Bounded waits are blocking waits with a timeout instead. <see cref="WaitIdle"/> tells when nothing of this
    /// transport runs any more.
    /// </para>
    /// </summary>
    public sealed class WebSocketTransport : ILinkTransport
    {
        private static readonly TimeSpan CloseTimeout = TimeSpan.FromSeconds(2);

        private readonly ClientWebSocket _socket;
        private readonly ConcurrentQueue<string> _outgoing = new ConcurrentQueue<string>();
        private readonly Action<string> _log;
        private readonly object _lock = new object();
        private int _draining;
        private int _closing;
        private int _localCloseCode;
        private Task _close;

        public WebSocketTransport(ClientWebSocket socket, Action<string> log)
        {
            _socket = socket;
            _log = log;
        }

        /// <summary>Set when this side closed; the reconnect loop uses it to pick its delay.</summary>
        public int LocalCloseCode
        {
            get { return Volatile.Read(ref _localCloseCode); }
        }

        /// <summary>True when no send or close of this transport is queued or running.</summary>
        public bool IsIdle
        {
            get
            {
                Task close;
                lock (_lock)
                {
                    close = _close;
                }

                return Volatile.Read(ref _draining) == 0 && _outgoing.IsEmpty && (close == null || close.IsCompleted);
            }
        }

        public void Send(string text)
        {
            if (Volatile.Read(ref _closing) != 0)
            {
                return;
            }

            _outgoing.Enqueue(text);
            StartDrain();
        }

        /// <summary>Any thread, never blocks: closes after the queue is sent (or at once with <paramref name="abort"/>).</summary>
        public void Close(int code, string reason, bool abort)
        {
            if (!BeginClose(code))
            {
                return;
            }

            if (abort)
            {
                Abort();
                return;
            }

            lock (_lock)
            {
                _close = Task.Run(() => DrainAndClose(code, reason, CloseTimeout));
            }
        }

        /// <summary>
        /// Blocks (before a domain reload): sends what is queued, then the close frame; waits at most
        /// <paramref name="timeout"/>, then aborts the socket. Returns whether the close frame left in time.
        /// </summary>
        public bool FlushAndClose(int code, string reason, TimeSpan timeout)
        {
            if (BeginClose(code))
            {
                return DrainAndClose(code, reason, timeout);
            }

            // A close is already under way (the session closed on its own): wait for it.
            Task close;
            lock (_lock)
            {
                close = _close;
            }

            return close == null || WaitQuietly(close, timeout);
        }

        /// <summary>Drops the connection at once; pending sends and receives fail.</summary>
        public void Abort()
        {
            try
            {
                _socket.Abort();
            }
            catch (ObjectDisposedException)
            {
            }
        }

        /// <summary>Waits until <see cref="IsIdle"/>, at most <paramref name="timeout"/>.</summary>
        public bool WaitIdle(TimeSpan timeout)
        {
            var clock = Stopwatch.StartNew();
            while (!IsIdle)
            {
                if (clock.Elapsed >= timeout)
                {
                    return false;
                }

                Thread.Sleep(2);
            }

            return true;
        }

        private bool BeginClose(int code)
        {
            if (Interlocked.Exchange(ref _closing, 1) != 0)
            {
                return false;
            }

            Volatile.Write(ref _localCloseCode, code);
            return true;
        }

        private bool DrainAndClose(int code, string reason, TimeSpan timeout)
        {
            var clock = Stopwatch.StartNew();
            while (Volatile.Read(ref _draining) != 0 || !_outgoing.IsEmpty)
            {
                if (clock.Elapsed >= timeout)
                {
                    // A send is stuck (a stalled peer): nothing more will get out in order.
                    Abort();
                    return false;
                }

                Thread.Sleep(2);
            }

            try
            {
                var state = _socket.State;
                if (state != WebSocketState.Open && state != WebSocketState.CloseReceived)
                {
                    return false;
                }

                var remaining = timeout - clock.Elapsed;
                var close = _socket.CloseOutputAsync((WebSocketCloseStatus)code, reason, CancellationToken.None);
                if (remaining > TimeSpan.Zero && WaitQuietly(close, remaining))
                {
                    return true;
                }
            }
            catch (Exception e)
            {
                if (!IsConnectionFailure(e))
                {
                    _log("Closing the link failed: " + e);
                }
            }

            Abort();
            return false;
        }

        private void StartDrain()
        {
            if (Interlocked.CompareExchange(ref _draining, 1, 0) == 0)
            {
                Task.Run(() => Drain());
            }
        }

        /// <summary>One drain at a time (the _draining flag); sends synchronously on a pool thread.</summary>
        private void Drain()
        {
            while (true)
            {
                try
                {
                    string text;
                    while (_outgoing.TryDequeue(out text))
                    {
                        var state = _socket.State;
                        if (state != WebSocketState.Open && state != WebSocketState.CloseReceived)
                        {
                            continue;
                        }

                        var bytes = Encoding.UTF8.GetBytes(text);
                        _socket.SendAsync(new ArraySegment<byte>(bytes), WebSocketMessageType.Text, true, CancellationToken.None).GetAwaiter().GetResult();
                    }
                }
                catch (Exception e)
                {
                    if (!IsConnectionFailure(e))
                    {
                        _log("Sending to the hub failed: " + e);
                    }

                    string dropped;
                    while (_outgoing.TryDequeue(out dropped))
                    {
                    }
                }

                Volatile.Write(ref _draining, 0);

                // A message queued between the last TryDequeue and the reset above would otherwise wait for the next Send.
                if (_outgoing.IsEmpty || Interlocked.CompareExchange(ref _draining, 1, 0) != 0)
                {
                    return;
                }
            }
        }

        private static bool WaitQuietly(Task task, TimeSpan timeout)
        {
            try
            {
                return task.Wait(timeout);
            }
            catch (AggregateException)
            {
                return true;
            }
        }

        /// <summary>The ways a socket reports that the connection is gone (normal events, not bugs).</summary>
        internal static bool IsConnectionFailure(Exception e)
        {
            var aggregate = e as AggregateException;
            if (aggregate != null && aggregate.InnerException != null)
            {
                e = aggregate.InnerException;
            }

            return e is WebSocketException || e is ObjectDisposedException || e is OperationCanceledException || e is InvalidOperationException
                || e is System.IO.IOException || e is System.Net.Sockets.SocketException;
        }
    }
}
