using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>The bound every play-test wait and step needs: frames, game seconds, or both (the first ends it).</summary>
    public static class PlayBounds
    {
        public const int MaxFrames = 10000;
        public const float MaxSeconds = 600f;

        /// <summary>Throws the clear error for no bound or an absurd one; <paramref name="ends"/> names what ends ("the wait").</summary>
        public static void Check(int? frames, float? seconds, string ends)
        {
            if (!frames.HasValue && !seconds.HasValue)
            {
                throw ToolErrors.Invalid("frames", "a bound", "Give a bound: frames (1.." + MaxFrames + ") or seconds (game time, up to " + MaxSeconds + "), or both; " + ends + " ends at the first.");
            }

            if (frames.HasValue && (frames.Value < 1 || frames.Value > MaxFrames))
            {
                throw ToolErrors.Invalid("frames", "1.." + MaxFrames, "frames is " + frames.Value + "; the limit is 1 to " + MaxFrames + ".");
            }

            if (seconds.HasValue && !(seconds.Value > 0 && seconds.Value <= MaxSeconds))
            {
                throw ToolErrors.Invalid("seconds", "0 < seconds <= " + MaxSeconds, "seconds is " + seconds.Value + "; the limit is more than 0 and at most " + MaxSeconds + " game seconds.");
            }
        }
    }
}
