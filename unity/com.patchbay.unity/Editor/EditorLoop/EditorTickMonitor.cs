using System;

namespace Patchbay.Editor.EditorLoop
{
    /// <summary>
    /// How often the editor's main thread runs its update loop, from the times of its recent ticks. Unity
    /// updates an editor that is not focused far less often, and every call, compile and play-mode change
    /// waits for those updates; an agent that sees slow answers should be told why and what the user can
    /// change. Fed from <c>EditorApplication.update</c> on the main thread; read by tools on the same thread.
    /// No Unity API here, so it is tested anywhere.
    /// </summary>
    public sealed class EditorTickMonitor
    {
        /// <summary>Below this many updates a second the editor counts as throttled (Unity's focused editor runs hundreds).</summary>
        public const double ThrottledBelowPerSecond = 10;

        private const int Window = 9;

        private static readonly EditorTickMonitor s_shared = new EditorTickMonitor();

        private readonly double[] _intervals = new double[Window];
        private int _count;
        private int _next;
        private double _last = double.NaN;

        /// <summary>The monitor the package's update hook feeds.</summary>
        public static EditorTickMonitor Shared
        {
            get { return s_shared; }
        }

        /// <summary>Records one update at <paramref name="now"/> seconds (a monotonic clock).</summary>
        public void Tick(double now)
        {
            if (!double.IsNaN(_last) && now >= _last)
            {
                _intervals[_next] = now - _last;
                _next = (_next + 1) % Window;
                _count = Math.Min(_count + 1, Window);
            }

            _last = now;
        }

        /// <summary>
        /// Updates a second over the recent ticks (the median interval, so one long frame — an import, a
        /// compile — does not count as throttling); null until enough ticks were seen.
        /// </summary>
        public double? UpdatesPerSecond()
        {
            if (_count < 3)
            {
                return null;
            }

            var sorted = new double[_count];
            Array.Copy(_intervals, sorted, _count);
            Array.Sort(sorted);
            var median = sorted[_count / 2];
            return median <= 0 ? (double?)null : 1.0 / median;
        }

        /// <summary>For get_editor_state: null when the editor updates normally, else what is slow and what to change.</summary>
        public string DescribeThrottling()
        {
            var rate = UpdatesPerSecond();
            if (!rate.HasValue || rate.Value >= ThrottledBelowPerSecond)
            {
                return null;
            }

            return "The editor updates about " + FormatRate(rate.Value) + " times a second (Unity slows an editor that is "
                + "not focused), so calls, compiles and play mode wait for it. Ask the user to focus the Unity window, or "
                + "set Edit > Preferences > General > Interaction Mode to No Throttling.";
        }

        private static string FormatRate(double rate)
        {
            return rate < 1 ? "less than 1" : Math.Round(rate).ToString(System.Globalization.CultureInfo.InvariantCulture);
        }
    }
}
