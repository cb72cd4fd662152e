using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Threading;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// What Unity's main thread is doing, for the hub's health probe (docs/protocol.md §4.7). The main thread
    /// publishes facts (an update ran, a call started or finished, a compile, an import, a play-mode change); the
    /// link thread reads a <see cref="Snapshot"/> and answers the probe itself, so a main thread stuck in a
    /// script's endless loop, a modal dialog or a long import is still described. Every member is thread-safe
    /// and none touches a Unity API: the edge (<c>PatchbayBootstrap</c>) reads Unity and publishes here.
    /// </summary>
    public sealed class MainThreadHealth
    {
        /// <summary>Play-mode values of the snapshot.</summary>
        public const string Edit = "edit";
        public const string Entering = "entering";
        public const string Playing = "playing";
        public const string Paused = "paused";
        public const string Exiting = "exiting";

        private static readonly Stopwatch s_clock = Stopwatch.StartNew();
        private static MainThreadHealth s_current;

        private readonly object _lock = new object();
        private readonly Func<long> _nowMs;
        private readonly List<RunningCall> _calls = new List<RunningCall>();
        private long _lastUpdate = -1;
        private long _compilingSince = -1;
        private long _importingSince = -1;
        private string _playMode = Edit;
        private long _playModeSince;

        public MainThreadHealth()
            : this(() => s_clock.ElapsedMilliseconds)
        {
        }

        /// <summary>With a clock in milliseconds (monotonic), for tests.</summary>
        public MainThreadHealth(Func<long> nowMs)
        {
            _nowMs = nowMs;
            _playModeSince = nowMs();
        }

        /// <summary>The runtime's snapshot in this domain (tools that import mark it), or null before it starts.</summary>
        public static MainThreadHealth Current
        {
            get { return Volatile.Read(ref s_current); }
            set { Volatile.Write(ref s_current, value); }
        }

        /// <summary>How many agents' calls wait for the main thread; read at each snapshot (any thread).</summary>
        public Func<int> Queued { get; set; }

        /// <summary>
        /// The ids of the jobs finished lately (any thread; null: none known). The hub releases the editor's lease held
        /// for such a job even when its agent never asks get_job again (issue 45: a crashed client held it for minutes).
        /// </summary>
        public Func<string[]> FinishedJobs { get; set; }

        /// <summary>Main thread, at each editor update.</summary>
        public void Updated()
        {
            lock (_lock)
            {
                _lastUpdate = _nowMs();
            }
        }

        public void CallStarted(string id, string tool)
        {
            lock (_lock)
            {
                _calls.RemoveAll(c => c.Id == id);
                _calls.Add(new RunningCall { Id = id, Tool = tool, Since = _nowMs() });
            }
        }

        public void CallFinished(string id)
        {
            lock (_lock)
            {
                _calls.RemoveAll(c => c.Id == id);
            }
        }

        public void SetCompiling(bool compiling)
        {
            lock (_lock)
            {
                _compilingSince = compiling ? (_compilingSince >= 0 ? _compilingSince : _nowMs()) : -1;
            }
        }

        public void SetImporting(bool importing)
        {
            lock (_lock)
            {
                _importingSince = importing ? (_importingSince >= 0 ? _importingSince : _nowMs()) : -1;
            }
        }

        /// <summary>Marks an asset import the package runs on the main thread (<c>AssetDatabase.Refresh</c>) on the current snapshot.</summary>
        public static void MarkImporting(bool importing)
        {
            var current = Current;
            if (current != null)
            {
                current.SetImporting(importing);
            }
        }

        /// <summary>One of <see cref="Edit"/>, <see cref="Entering"/>, <see cref="Playing"/>, <see cref="Paused"/>, <see cref="Exiting"/>.</summary>
        public void SetPlayMode(string playMode)
        {
            lock (_lock)
            {
                if (playMode != _playMode)
                {
                    _playMode = playMode;
                    _playModeSince = _nowMs();
                }
            }
        }

        /// <summary>
        /// The probe's <c>health</c> object (any thread): <c>lastUpdateMsAgo</c> (absent before the first update),
        /// <c>call</c> {tool, id, forMs} (the oldest running call), <c>compilingForMs</c>, <c>importingForMs</c>,
        /// <c>playMode</c> and <c>playModeForMs</c>, <c>queued</c>.
        /// </summary>
        public JObject Snapshot()
        {
            var queued = Queued;
            var waiting = queued != null ? queued() : 0;
            var jobs = FinishedJobs;
            var finished = jobs != null ? jobs() : null;
            lock (_lock)
            {
                var now = _nowMs();
                var o = new JObject();
                if (_lastUpdate >= 0)
                {
                    o["lastUpdateMsAgo"] = now - _lastUpdate;
                }

                if (_calls.Count > 0)
                {
                    var oldest = _calls[0];
                    o["call"] = new JObject { { "tool", oldest.Tool }, { "id", LinkIdOf(oldest.Id) }, { "forMs", now - oldest.Since } };
                }

                if (_compilingSince >= 0)
                {
                    o["compilingForMs"] = now - _compilingSince;
                }

                if (_importingSince >= 0)
                {
                    o["importingForMs"] = now - _importingSince;
                }

                o["playMode"] = _playMode;
                o["playModeForMs"] = now - _playModeSince;
                o["queued"] = waiting;
                if (finished != null)
                {
                    o["finishedJobs"] = new JArray(finished);
                }

                return o;
            }
        }

        /// <summary>One line for the Patchbay window: the package's own view of its main thread.</summary>
        public string Describe()
        {
            var s = Snapshot();
            var parts = new List<string>();
            var ago = s["lastUpdateMsAgo"];
            parts.Add(ago == null ? "main thread: no update yet" : "main thread updated " + Seconds((long)ago) + " ago");
            var call = s["call"] as JObject;
            if (call != null)
            {
                parts.Add("running " + (string)call["tool"] + " for " + Seconds((long)call["forMs"]));
            }

            if (s["compilingForMs"] != null)
            {
                parts.Add("compiling for " + Seconds((long)s["compilingForMs"]));
            }

            if (s["importingForMs"] != null)
            {
                parts.Add("importing for " + Seconds((long)s["importingForMs"]));
            }

            if ((string)s["playMode"] != Edit)
            {
                parts.Add("play mode: " + (string)s["playMode"]);
            }

            var queuedNow = (int)s["queued"];
            if (queuedNow > 0)
            {
                parts.Add(queuedNow.ToString(CultureInfo.InvariantCulture) + " queued");
            }

            return string.Join("; ", parts.ToArray());
        }

        /// <summary>The call's link id as the hub sent it: the call processor keys calls by the id's JSON text.</summary>
        private static JToken LinkIdOf(string key)
        {
            try
            {
                return JToken.Parse(key);
            }
            catch (Newtonsoft.Json.JsonException)
            {
                return key;
            }
        }

        private static string Seconds(long ms)
        {
            // Whole seconds: the window repaints when its text changes, and a finer clock would change it every frame.
            return ms < 1000 ? "under 1 s" : (ms / 1000).ToString(CultureInfo.InvariantCulture) + " s";
        }

        private sealed class RunningCall
        {
            public string Id;
            public string Tool;
            public long Since;
        }
    }
}
