using System.Diagnostics;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Time/Time.bindings.cs (signatures). The clocks are kept by
    // the player loop (Internal/Lifecycle.cs Frame): game time advances by the frame's length, capped by
    // maximumDeltaTime, times timeScale; unscaled time by the frame's length; fixed time by fixedDeltaTime steps that
    // follow game time. Inside FixedUpdate (inFixedTimeStep) time and deltaTime answer fixedTime and fixedDeltaTime,
    // as the scripting reference of Time.deltaTime and Time.time says.
    public class Time
    {
        static readonly Stopwatch _clock = Stopwatch.StartNew();
        internal static double StartupOffset;
        internal static double PlayTime;
        internal static float LastDelta;
        internal static double UnscaledPlayTime;
        internal static float LastUnscaledDelta;
        internal static double FixedPlayTime;
        internal static double FixedUnscaledPlayTime;
        internal static float LastFixedUnscaledDelta;
        internal static double LevelLoadTime;
        internal static float SmoothDelta;
        internal static int Frames;
        internal static bool InFixedStep;
        // null until read: the project's Time settings (ProjectSettings/TimeManager.asset m_TimeScale; 1 without one).
        static float? _timeScale;
        static float _fixedDeltaTime = 0.02f;
        static float _maximumDeltaTime = 1f / 3f;
        static float _maximumParticleDeltaTime = 0.03f;
        static float _captureDeltaTime;

        public static float time { get { return (float)timeAsDouble; } }
        public static double timeAsDouble { get { return InFixedStep ? FixedPlayTime : PlayTime; } }
        public static float timeSinceLevelLoad { get { return (float)timeSinceLevelLoadAsDouble; } }
        public static double timeSinceLevelLoadAsDouble { get { return timeAsDouble - LevelLoadTime; } }
        public static float deltaTime { get { return InFixedStep ? _fixedDeltaTime : LastDelta; } }
        public static float fixedTime { get { return (float)FixedPlayTime; } }
        public static double fixedTimeAsDouble { get { return FixedPlayTime; } }
        public static float unscaledTime { get { return (float)UnscaledPlayTime; } }
        public static double unscaledTimeAsDouble { get { return UnscaledPlayTime; } }
        public static float fixedUnscaledTime { get { return (float)FixedUnscaledPlayTime; } }
        public static double fixedUnscaledTimeAsDouble { get { return FixedUnscaledPlayTime; } }
        public static float unscaledDeltaTime { get { return LastUnscaledDelta; } }
        public static float fixedUnscaledDeltaTime { get { return LastFixedUnscaledDelta; } }
        public static float fixedDeltaTime { get { return _fixedDeltaTime; } set { _fixedDeltaTime = System.Math.Max(value, 0.0001f); } } // kept positive: a step of 0 would never end a frame
        public static float maximumDeltaTime { get { return _maximumDeltaTime; } set { _maximumDeltaTime = value; } }
        // A smoothed deltaTime: the stand-in smooths exponentially (Unity does not say how it smooths).
        public static float smoothDeltaTime { get { return SmoothDelta; } }
        public static float maximumParticleDeltaTime { get { return _maximumParticleDeltaTime; } set { _maximumParticleDeltaTime = value; } }

        // The scripting reference (Time.timeScale, 6000.1): "Negative values are ignored".
        public static float timeScale
        {
            get { if (!_timeScale.HasValue) _timeScale = ProjectTimeScale(); return _timeScale.Value; }
            set { if (value >= 0f) _timeScale = value; }
        }

        // Edit > Project Settings > Time > Time Scale, the value each play session starts from and Unity goes back to
        // when play mode ends (issue 43: the TimeManager is a project setting; its reset is native, so not in the
        // reference source — the stand-in takes the value the project's file holds).
        internal static float ProjectTimeScale()
        {
            try
            {
                var file = System.IO.Path.Combine(Application.ProjectPath, "ProjectSettings/TimeManager.asset");
                if (!System.IO.File.Exists(file)) return 1f;
                var m = System.Text.RegularExpressions.Regex.Match(System.IO.File.ReadAllText(file), @"^\s*m_TimeScale:\s*([0-9.eE+-]+)\s*$", System.Text.RegularExpressions.RegexOptions.Multiline);
                float value;
                return m.Success && float.TryParse(m.Groups[1].Value, System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out value) && value >= 0f ? value : 1f;
            }
            catch (System.IO.IOException)
            {
                return 1f;
            }
        }

        internal static void ResetTimeScaleToProjectSettings() { _timeScale = ProjectTimeScale(); }

        public static int frameCount { get { return Frames; } }
        // Nothing is rendered headless; every player-loop frame counts as one presented frame.
        public static int renderedFrameCount { get { return Frames; } }
        public static float realtimeSinceStartup { get { return (float)RealtimeSinceStartupDouble; } }
        public static double realtimeSinceStartupAsDouble { get { return RealtimeSinceStartupDouble; } }
        // When > 0 every frame lasts exactly this long, whatever the wall clock says (Time.captureDeltaTime).
        public static float captureDeltaTime { get { return _captureDeltaTime; } set { _captureDeltaTime = value < 0f ? 0f : value; } }

        // UnityCsReference 2021.3.0f1 Runtime/Export/Time/Time.bindings.cs: the reciprocal of captureDeltaTime, rounded.
        public static int captureFramerate
        {
            get { return captureDeltaTime == 0.0f ? 0 : (int)Mathf.Round(1.0f / captureDeltaTime); }
            set { captureDeltaTime = value == 0 ? 0.0f : 1.0f / value; }
        }

        public static bool inFixedTimeStep { get { return InFixedStep; } }

        internal static double RealtimeSinceStartupDouble { get { return StartupOffset + _clock.Elapsed.TotalSeconds; } }

        // Entering play mode: game, unscaled, fixed and level time start from 0 (Unity's Time.time is 0 in the first
        // frame of play mode).
        internal static void ResetPlayClocks()
        {
            PlayTime = UnscaledPlayTime = FixedPlayTime = FixedUnscaledPlayTime = LevelLoadTime = 0;
            LastDelta = LastUnscaledDelta = LastFixedUnscaledDelta = SmoothDelta = 0f;
            InFixedStep = false;
        }

        // The start of a player-loop frame that lasted `frameSeconds` of wall time.
        internal static void BeginFrame(float frameSeconds)
        {
            if (_captureDeltaTime > 0f) frameSeconds = _captureDeltaTime;
            if (frameSeconds < 0f) frameSeconds = 0f;
            LastUnscaledDelta = frameSeconds;
            UnscaledPlayTime += frameSeconds;
            LastDelta = System.Math.Min(frameSeconds, _maximumDeltaTime) * timeScale;
            PlayTime += LastDelta;
            SmoothDelta = Frames == 0 || SmoothDelta == 0f ? LastDelta : SmoothDelta + (LastDelta - SmoothDelta) * 0.2f;
            Frames++;
        }

        // The next fixed step, if game time has reached it: fixed time catches up with game time in fixedDeltaTime
        // steps (a frame capped by maximumDeltaTime caps the steps too).
        internal static bool BeginFixedStep()
        {
            if (FixedPlayTime + _fixedDeltaTime > PlayTime + 1e-7) return false;
            FixedPlayTime += _fixedDeltaTime;
            LastFixedUnscaledDelta = timeScale > 0f ? _fixedDeltaTime / timeScale : 0f;
            FixedUnscaledPlayTime += LastFixedUnscaledDelta;
            InFixedStep = true;
            return true;
        }

        internal static void EndFixedStep() { InFixedStep = false; }
    }
}
