using System;
using System.Diagnostics;
using System.Threading;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// What <c>editor/changed</c> says and when (docs/protocol.md §4.9a): two counters the hub compares with the values it
    /// saw last, so it learns that an editor's console or hierarchy changed without polling it. The console's is read from
    /// a source the caller gives (the console copy's <c>LogBuffer.Version</c>); the hierarchy's is counted here, from
    /// <see cref="HierarchyChanged"/> (the editor's EditorApplication.hierarchyChanged; a player never calls it, so it stays 0).
    /// <code>
    ///   before the first register ──────► nothing (the hub has nothing to compare with)
    ///   Registered ─────────────────────► next Poll: both values, changed or not, window or not; a window starts
    ///   Poll, a counter moved ─┬─ MinIntervalMs since the last ► both values; a window starts
    ///                          └─ window still open ──────────► null; the first Poll after it gives them
    ///   Poll, nothing moved ────────────► null
    /// </code>
    /// So a burst of changes costs one message at its start and then at most one per window, and the last change always
    /// goes out, at the first poll after its window (the caller polls at each update). What Poll returns counts as sent:
    /// when the link was down, the register that brings it back sends the values again.
    /// <para>Threads: <see cref="HierarchyChanged"/> and the console source from any thread (Interlocked); <see cref="Poll"/>
    /// and <see cref="Registered"/> from the main thread only. An idle Poll reads two counters and allocates nothing; the
    /// clock is read only when a counter moved. Values do not survive a domain reload: each domain counts from 0
    /// (the hub takes any other value, lower too, as a change).</para>
    /// </summary>
    public sealed class ChangeCounters
    {
        /// <summary>The shortest time between two notifications, in milliseconds (but a register's, sent at once).</summary>
        public const int MinIntervalMs = 500;

        private static readonly Stopwatch s_clock = Stopwatch.StartNew();

        private readonly Func<long> _console;
        private readonly Func<long> _nowMs;
        private long _hierarchy;
        private bool _registered;
        private bool _baselineDue;
        private long _sentConsole;
        private long _sentHierarchy;
        private long _sentAtMs;

        /// <param name="console">Any thread, cheap: the console's counter (it grows with each change of the console copy).</param>
        public ChangeCounters(Func<long> console)
            : this(console, () => s_clock.ElapsedMilliseconds)
        {
        }

        /// <summary>With a clock in milliseconds (monotonic), for tests.</summary>
        public ChangeCounters(Func<long> console, Func<long> nowMs)
        {
            if (console == null)
            {
                throw new ArgumentNullException("console");
            }

            if (nowMs == null)
            {
                throw new ArgumentNullException("nowMs");
            }

            _console = console;
            _nowMs = nowMs;
        }

        public long Console
        {
            get { return _console(); }
        }

        public long Hierarchy
        {
            get { return Interlocked.Read(ref _hierarchy); }
        }

        /// <summary>Any thread: the hierarchy changed (objects created, renamed, reparented or destroyed, scenes loaded or unloaded).</summary>
        public void HierarchyChanged()
        {
            Interlocked.Increment(ref _hierarchy);
        }

        /// <summary>Main thread: a register succeeded; the next <see cref="Poll"/> gives the hub its baseline.</summary>
        public void Registered()
        {
            _registered = true;
            _baselineDue = true;
        }

        /// <summary>
        /// Main thread, at each update: the params of the <c>editor/changed</c> to send now (<c>{"console": n,
        /// "hierarchy": n}</c>), or null when nothing is due. What it returns counts as sent.
        /// </summary>
        public JObject Poll()
        {
            if (!_registered)
            {
                return null;
            }

            var console = _console();
            var hierarchy = Interlocked.Read(ref _hierarchy);
            if (!_baselineDue && console == _sentConsole && hierarchy == _sentHierarchy)
            {
                return null;
            }

            var now = _nowMs();
            if (!_baselineDue && now - _sentAtMs < MinIntervalMs)
            {
                return null;
            }

            _baselineDue = false;
            _sentConsole = console;
            _sentHierarchy = hierarchy;
            _sentAtMs = now;
            return new JObject { { "console", console }, { "hierarchy", hierarchy } };
        }
    }
}
