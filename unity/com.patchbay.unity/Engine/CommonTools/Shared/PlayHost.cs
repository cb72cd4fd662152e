using System;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The <see cref="IPlayHost"/> this domain runs in: the editor assembly sets its own at domain load, the runtime
    /// part its player's at start. No default: guessing "playing" in an editor would let a play-only tool run in edit
    /// mode.
    /// </summary>
    public static class PlayHost
    {
        private static IPlayHost s_current;

        public static IPlayHost Current
        {
            get
            {
                if (s_current == null)
                {
                    throw new InvalidOperationException("No IPlayHost set: the editor assembly or the runtime part sets one before tools run.");
                }

                return s_current;
            }

            set
            {
                s_current = value;
            }
        }

        /// <summary>Whether a host was set (tests and start-up order checks).</summary>
        public static bool IsSet
        {
            get { return s_current != null; }
        }
    }
}
