using System.Diagnostics;

namespace UnityEngine
{
    public class Time
    {
        static readonly Stopwatch _clock = Stopwatch.StartNew();
        internal static double StartupOffset;
        internal static float PlayTime;
        internal static float LastDelta;
        internal static float UnscaledPlayTime;
        internal static float LastUnscaledDelta;
        internal static int Frames;

        public static float time { get { return PlayTime; } }
        public static double timeAsDouble { get { return PlayTime; } }
        public static float deltaTime { get { return LastDelta; } }
        public static float unscaledDeltaTime { get { return LastUnscaledDelta; } }
        public static float unscaledTime { get { return UnscaledPlayTime; } }
        public static float fixedDeltaTime { get; set; }
        public static float timeScale { get; set; }
        public static float timeSinceLevelLoad { get { return PlayTime; } }
        public static int frameCount { get { return Frames; } }
        public static float realtimeSinceStartup { get { return (float)RealtimeSinceStartupDouble; } }
        public static double realtimeSinceStartupAsDouble { get { return RealtimeSinceStartupDouble; } }

        internal static double RealtimeSinceStartupDouble { get { return StartupOffset + _clock.Elapsed.TotalSeconds; } }

        static Time()
        {
            fixedDeltaTime = 0.02f;
            timeScale = 1f;
        }
    }
}
