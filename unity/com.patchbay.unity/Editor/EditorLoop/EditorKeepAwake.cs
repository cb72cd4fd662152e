using System;
using System.Threading;

namespace Patchbay.Editor.EditorLoop
{
    /// <summary>
    /// Keeps a throttled or parked editor updating while Patchbay has work pending (a call queued, a compile and its
    /// reload, play-mode entry, a test run, <c>wait_until</c>, input over frames), from a thread of its own.
    /// <para>Why a thread: Unity ignores <c>EditorApplication.SignalTick</c> made on the main thread inside its update
    /// (measured by another bridge on Unity 2022.3, macOS), while the same call from another thread wakes the loop; so
    /// the update that sees pending work only says so here, and this thread asks for the next update at once (one wake
    /// per update, so a woken editor runs at its focused rate), and again every <see cref="IntervalMilliseconds"/> in case
    /// a wake made while the update still ran was not taken, until the work is done. Idle, it sleeps on an event: no
    /// spin, no wake.</para>
    /// <para>Threads: <see cref="SetPending"/> from the main thread (each update), <see cref="Kick"/> from any thread,
    /// <see cref="Start"/> and <see cref="Stop"/> from the main thread. A domain reload must not find the thread
    /// running: stop it in beforeAssemblyReload (and on domain unload); the next domain starts its own.</para>
    /// No Unity API here: the wake is given, so it is tested anywhere.
    /// </summary>
    public sealed class EditorKeepAwake
    {
        /// <summary>The longest gap between wakes while work is pending (each update that leaves work pending also wakes at once).</summary>
        public const int IntervalMilliseconds = 20;

        private readonly Func<bool> _signal;
        private readonly int _intervalMs;
        private readonly AutoResetEvent _changed = new AutoResetEvent(false);
        private readonly object _lock = new object();
        private Thread _thread;
        private volatile bool _pending;
        private volatile bool _stopping;
        private long _signals;

        /// <param name="signal">Any thread: asks the editor for an update; false when this editor cannot be woken.</param>
        /// <param name="intervalMilliseconds">The wake period while work is pending.</param>
        public EditorKeepAwake(Func<bool> signal, int intervalMilliseconds = IntervalMilliseconds)
        {
            if (signal == null)
            {
                throw new ArgumentNullException("signal");
            }

            if (intervalMilliseconds <= 0)
            {
                throw new ArgumentOutOfRangeException("intervalMilliseconds", intervalMilliseconds, "the wake period must be positive");
            }

            _signal = signal;
            _intervalMs = intervalMilliseconds;
        }

        /// <summary>Whether the thread runs.</summary>
        public bool Running
        {
            get
            {
                lock (_lock)
                {
                    return _thread != null;
                }
            }
        }

        /// <summary>How many wakes the thread has asked for (for tests and diagnostics).</summary>
        public long Signals
        {
            get { return Interlocked.Read(ref _signals); }
        }

        /// <summary>Starts the thread (once; again after <see cref="Stop"/>).</summary>
        public void Start()
        {
            lock (_lock)
            {
                if (_thread != null)
                {
                    return;
                }

                _stopping = false;
                _thread = new Thread(Run) { IsBackground = true, Name = "Patchbay editor wake" };
                _thread.Start();
            }
        }

        /// <summary>Stops the thread and waits for it (briefly: it never blocks on anything but its event).</summary>
        public void Stop()
        {
            Thread thread;
            lock (_lock)
            {
                thread = _thread;
                _thread = null;
                _stopping = true;
            }

            if (thread != null)
            {
                _changed.Set();
                thread.Join(1000);
            }
        }

        /// <summary>Main thread, every update: whether work is pending after it. True asks for the next update now, false ends the wakes.</summary>
        public void SetPending(bool pending)
        {
            _pending = pending;
            if (pending)
            {
                _changed.Set();
            }
        }

        /// <summary>Any thread: one wake now (work arrived), then the pending state decides.</summary>
        public void Kick()
        {
            Interlocked.Increment(ref _signals);
            _signal();
        }

        private void Run()
        {
            while (!_stopping)
            {
                _changed.WaitOne(_pending ? _intervalMs : Timeout.Infinite);
                if (_stopping)
                {
                    return;
                }

                if (!_pending)
                {
                    continue;
                }

                try
                {
                    Interlocked.Increment(ref _signals);
                    if (!_signal())
                    {
                        // This editor cannot be woken: waiting for its own updates is all there is.
                        _pending = false;
                    }
                }
                catch (Exception)
                {
                    _pending = false;
                }
            }
        }
    }
}
