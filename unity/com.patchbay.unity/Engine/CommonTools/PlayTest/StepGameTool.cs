using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Console;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// Runs the game for an exact number of frames at a fixed frame time, with inputs pressed, held and let go at
    /// chosen frames of that window, and answers what changed: watched fields before and after, GameObjects created and
    /// destroyed, the log lines, and a hash of the state — the same for two runs from the same state with the same
    /// step. Deterministic because nothing of the wall clock reaches the game: every frame lasts frameTime
    /// (Time.captureDeltaTime, UnityCsReference 2021.3.0f1 and 6000.5.0f1 Runtime/Export/Time/Time.bindings.cs: "Slows
    /// game playback time to allow screenshots to be saved between frames"; deltaTime is then that, whatever real time
    /// passed), and in an editor the game is paused and stepped one frame at a time (EditorApplication.Step), so inputs
    /// land on the frame they name. The game stays paused after the step (set_play_mode resume goes on); frame time
    /// and the input settings are put back. Everything is checked before the first frame.
    /// </summary>
    [McpTool("step_game", "Run play mode N frames at a fixed frame time, inputs at given frames; what changed.",
        Group = "play", Destructive = false, Idempotent = false)]
    [Preserve]
    public sealed class StepGameTool : McpTool<StepGameParams, string>
    {
        public const int MaxFrames = PlayBounds.MaxFrames;
        public const float MaxSeconds = PlayBounds.MaxSeconds;
        public const float DefaultFrameTime = 1f / 60f;
        public const float MaxFrameTime = 1f;
        public const int MaxLogs = 20;

        [Preserve]
        protected override async Task<string> ExecuteAsync(StepGameParams parameters, ToolCallContext context)
        {
            PlayModeGuard.Require("step_game");
            PlayBounds.Check(parameters.Frames, parameters.Seconds, "the step");

            var frameTime = parameters.FrameTime ?? DefaultFrameTime;
            if (!(frameTime > 0 && frameTime <= MaxFrameTime))
            {
                throw ToolErrors.Invalid("frameTime", "0 < frameTime <= " + MaxFrameTime, "frameTime is " + frameTime + "; give the game seconds one frame lasts, more than 0 and at most " + MaxFrameTime + " (1/60 is 0.0166667).");
            }

            // Game time per frame: deltaTime is the frame's length capped by maximumDeltaTime, times timeScale
            // (Time.bindings.cs, as above).
            var gamePerFrame = Math.Min(frameTime, Time.maximumDeltaTime) * Time.timeScale;
            var frames = parameters.Frames ?? MaxFrames;
            if (parameters.Seconds.HasValue)
            {
                if (gamePerFrame <= 0)
                {
                    if (!parameters.Frames.HasValue)
                    {
                        throw ToolErrors.State(WaitUntilTool.FrozenTime);
                    }
                }
                else
                {
                    var bySeconds = (int)Math.Ceiling(parameters.Seconds.Value / gamePerFrame - 1e-4);
                    if (!parameters.Frames.HasValue && bySeconds > MaxFrames)
                    {
                        throw ToolErrors.Invalid("seconds", "at most " + MaxFrames + " frames", parameters.Seconds.Value + " game seconds are " + bySeconds
                            + " frames of " + frameTime + " s; one step runs at most " + MaxFrames + ". Give a larger frameTime or step several times.");
                    }

                    frames = Math.Min(frames, Math.Max(1, bySeconds));
                }
            }

            var condition = PlayCondition.From(new WaitUntilParams { Target = parameters.Target, Condition = parameters.Condition, Log = parameters.Log });
            var inputs = ScheduledInput.Parse(parameters.Inputs, frames);
            if (inputs.Count > 0)
            {
                InputBackend.Require();
#if PATCHBAY_INPUT_SYSTEM
                foreach (var input in inputs)
                {
                    InputSystemDriver.Validate(input.Request);
                }
#endif
            }

            var watch = StepWatch.Resolve(parameters.Watch);
            watch.Begin();
            var logsSince = ConsoleLog.Buffer.LastId;
            var startFrame = Time.frameCount;
            var startTime = Time.timeAsDouble;
            if (parameters.Seed.HasValue)
            {
                UnityEngine.Random.InitState(parameters.Seed.Value);
            }

            var contacts = new StepContactProbe.Recording { StartFrame = startFrame };
            var probes = AddProbes(watch, parameters.Target, contacts);
            var previousCapture = Time.captureDeltaTime;
            Time.captureDeltaTime = frameTime;
            var stepped = 0;
            var held = false;
            string endedBy = null;
            var wallClock = System.Diagnostics.Stopwatch.StartNew();
            var down = new List<ScheduledInput>();
            context.ReportProgress(0, frames, "stepping");
            try
            {
                for (var f = 0; f < frames; f++)
                {
                    Send(inputs, down, f);
                    var left = WaitUntilTool.WallClockLimitSeconds - wallClock.Elapsed.TotalSeconds;
                    if (left <= 0 || !await PlayHost.Current.StepFrame(left, context.Cancellation))
                    {
                        endedBy = PlayHost.Current.IsPlaying ? "wall clock (" + WaitUntilTool.WallClockLimitSeconds + " s)" : "play mode ended";
                        break;
                    }

                    stepped++;
                    context.ReportProgress(stepped, frames);
                    if (condition != null && condition.Holds())
                    {
                        held = true;
                        endedBy = "condition";
                        break;
                    }
                }
            }
            finally
            {
                Time.captureDeltaTime = previousCapture;
                LetGo(down);
                RemoveProbes(probes, contacts);
            }

            if (endedBy == null)
            {
                endedBy = parameters.Frames.HasValue && frames == parameters.Frames.Value ? "frames" : "seconds";
            }

            var result = new JObject
            {
                { "frames", stepped },
                { "endedBy", endedBy },
                { "held", condition == null ? (JToken)JValue.CreateNull() : held },
                { "fromFrame", startFrame },
                { "frame", Time.frameCount },
                { "gameSeconds", Math.Round(Time.timeAsDouble - startTime, 5) },
                { "frameTime", frameTime },
                { "timeScale", Time.timeScale },
            };
            if (parameters.Seed.HasValue)
            {
                result["seed"] = parameters.Seed.Value;
            }

            if (condition != null)
            {
                result["condition"] = condition.Description;
                result["value"] = condition.Current();
            }

            if (inputs.Count > 0)
            {
                result["inputs"] = new JArray(inputs.Select(i => i.Text).ToArray());
            }

            watch.Report(result);
            if (probes.Count > 0)
            {
                result["contacts"] = contacts.ToJson();
            }

            int logged;
            var logs = ConsoleLog.Buffer.Query(null, null, logsSince, MaxLogs, out logged);
            result["logs"] = new JObject
            {
                { "count", logged },
                { "newest", new JArray(logs.Select(l => (JToken)new JObject { { "type", l.Type }, { "message", Short(l.Message) } }).ToArray()) },
            };
            result["playMode"] = PlayHost.Current.PlayModeName;
            return ToolJson.Text(result);
        }

        // The contacts of the watched objects and the condition's target (if it exists now), heard for the step only.
        private static List<StepContactProbe> AddProbes(StepWatch watch, string target, StepContactProbe.Recording recording)
        {
            var objects = new List<GameObject>(watch.Targets);
            if (target != null)
            {
                try
                {
                    var go = SceneObjects.Resolve(target, "target");
                    if (go != null && !objects.Contains(go))
                    {
                        objects.Add(go);
                    }
                }
                catch (ToolException)
                {
                    // Not there yet (a step until it appears) or ambiguous: nothing of it to hear.
                }
            }

            var probes = new List<StepContactProbe>();
            foreach (var go in objects)
            {
                var probe = go.AddComponent<StepContactProbe>();
                probe.hideFlags = HideFlags.HideAndDontSave;
                probes.Add(probe);
            }

            StepContactProbe.Current = probes.Count > 0 ? recording : null;
            return probes;
        }

        private static void RemoveProbes(List<StepContactProbe> probes, StepContactProbe.Recording recording)
        {
            if (StepContactProbe.Current == recording)
            {
                StepContactProbe.Current = null;
            }

            foreach (var probe in probes)
            {
                if (probe != null)
                {
                    UnityEngine.Object.DestroyImmediate(probe);
                }
            }
        }

        // Before frame f: what starts in f goes down, what ended in f - 1 is let go.
        private static void Send(List<ScheduledInput> inputs, List<ScheduledInput> down, int f)
        {
#if PATCHBAY_INPUT_SYSTEM
            foreach (var input in inputs)
            {
                if (input.To == f - 1 && down.Remove(input))
                {
                    InputSystemDriver.Apply(input.Request, false);
                }
            }

            foreach (var input in inputs)
            {
                if (input.From == f)
                {
                    InputSystemDriver.ReachGame(input.Request);
                    InputSystemDriver.Apply(input.Request, true);
                    if (!input.IsPosition)
                    {
                        down.Add(input);
                    }
                }
            }
#endif
        }

        // After the window: everything still down is let go (the next frame sees it up) and the input settings go back.
        // A release queued now reaches the game in its next frame, which in a paused editor is the next step's or the
        // resumed game's: the settings that let input reach a game without focus stay until that frame has passed, or
        // a game without focus would never see the key go up (issue 43's focus rule).
        private static void LetGo(List<ScheduledInput> down)
        {
#if PATCHBAY_INPUT_SYSTEM
            var released = false;
            if (PlayHost.Current.IsPlaying)
            {
                foreach (var input in down)
                {
                    InputSystemDriver.Apply(input.Request, false);
                    released = true;
                }
            }

            down.Clear();
            if (InputSystemDriver.AnythingHeld)
            {
                return;
            }

            if (!released)
            {
                InputSystemDriver.RestoreSettings();
                return;
            }

            RestoreAfterNextFrame(Time.frameCount);
#endif
        }

#if PATCHBAY_INPUT_SYSTEM
        // Resumes on the main thread (the await keeps Unity's synchronization context); play mode ending restores too.
        private static async void RestoreAfterNextFrame(int frame)
        {
            await PlayHost.Current.Until(() => !PlayHost.Current.IsPlaying || Time.frameCount > frame, WaitUntilTool.WallClockLimitSeconds, System.Threading.CancellationToken.None);
            if (!InputSystemDriver.AnythingHeld)
            {
                InputSystemDriver.RestoreSettings();
            }
        }
#endif

        private static string Short(string message)
        {
            // The game's own text: its first line, bounded, with control and bidirectional characters written as \uXXXX.
            var first = (message ?? string.Empty).Split('\n')[0];
            return Patchbay.Shared.Security.NameRules.Escape(first.Length <= 200 ? first : first.Substring(0, 200) + "…");
        }
    }
}
