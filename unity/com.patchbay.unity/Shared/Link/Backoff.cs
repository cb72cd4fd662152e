using System;

namespace Patchbay.Shared.Link
{
    /// <summary>Reconnect delays of docs/protocol.md §3: 0.5 s doubling to 15 s, up to 20 % jitter.</summary>
    public sealed class Backoff
    {
        public const double InitialSeconds = 0.5;
        public const double MaxSeconds = 15;

        private readonly Random _random;
        private double _next = InitialSeconds;

        public Backoff(Random random)
        {
            _random = random;
        }

        public TimeSpan Next()
        {
            var delay = _next * (1 + 0.2 * _random.NextDouble());
            _next = Math.Min(_next * 2, MaxSeconds);
            return TimeSpan.FromSeconds(Math.Min(delay, MaxSeconds * 1.2));
        }

        /// <summary>The longest delay, for closes that will not heal by retrying quickly (4001, 4002, 4004).</summary>
        public TimeSpan Max()
        {
            _next = MaxSeconds;
            return Next();
        }

        public void Reset()
        {
            _next = InitialSeconds;
        }
    }
}
