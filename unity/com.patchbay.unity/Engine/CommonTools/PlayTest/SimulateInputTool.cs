using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// Keys, mouse buttons, pointer and gamepad sticks in play mode, through the Input System
    /// (<see cref="InputSystemDriver"/>). A press spans frames: it waits on frames (never blocking the main
    /// thread) until the game has seen the input for the asked frames or game seconds, then lets go. Every name is
    /// checked before anything is sent, and nothing is sent outside play mode.
    /// </summary>
    [McpTool("simulate_input", "Press, hold or release keys, mouse, gamepad in play mode (Input System).",
        Group = "play", Destructive = false, Idempotent = false)]
    [Preserve]
    public sealed class SimulateInputTool : McpTool<SimulateInputParams, string>
    {
        public const int MaxFrames = 10000;
        public const float MaxSeconds = 600f;

        [Preserve]
        protected override async Task<string> ExecuteAsync(SimulateInputParams parameters, ToolCallContext context)
        {
            PlayModeGuard.Require("simulate_input");
            var request = Read(parameters);
            var press = parameters.Action == InputGesture.Press;
            if (press && parameters.Frames.HasValue && parameters.Seconds.HasValue)
            {
                throw ToolErrors.Invalid("seconds", "frames or seconds", "Give frames or seconds for a press, not both.");
            }

            if (!press && (parameters.Frames.HasValue || parameters.Seconds.HasValue))
            {
                throw ToolErrors.Invalid("frames", "nothing", "frames and seconds are for press; hold stays down until a release.");
            }

            var frames = parameters.Frames ?? 1;
            if (frames < 1 || frames > MaxFrames)
            {
                throw ToolErrors.Invalid("frames", "1.." + MaxFrames, "frames is " + frames + "; give 1 to " + MaxFrames + ".");
            }

            if (parameters.Seconds.HasValue && !(parameters.Seconds.Value > 0 && parameters.Seconds.Value <= MaxSeconds))
            {
                throw ToolErrors.Invalid("seconds", "0 < seconds <= " + MaxSeconds, "seconds is " + parameters.Seconds.Value + "; give more than 0 and at most " + MaxSeconds + " game seconds.");
            }

            if (press && PlayHost.Current.IsPaused)
            {
                throw ToolErrors.State("Play mode is paused, so a press would never end; use action hold, then set_play_mode step, then action release (or resume first).");
            }

            InputBackend.Require();
#if PATCHBAY_INPUT_SYSTEM
            InputSystemDriver.Validate(request);
            var startFrame = Time.frameCount;
            var startTime = Time.time;
            var down = parameters.Action != InputGesture.Release;
            // A game without focus would not get the input (issue 43): the settings that route it are overridden until it
            // is let go, and whether it arrived is read from the devices a frame later.
            var focus = InputSystemDriver.ReachGame(request);
            InputSystemDriver.Apply(request, down);
            bool? reached = null;
            try
            {
                if (press)
                {
                    // The event reaches the game at the next frame; it stays down for `frames` frames (or the seconds) from there.
                    var until = startFrame + frames;
                    var seconds = parameters.Seconds;
                    var reachedFrames = await PlayHost.Current.Until(
                        () =>
                        {
                            if (!reached.HasValue && PlayHost.Current.IsPlaying && Time.frameCount > startFrame)
                            {
                                reached = InputSystemDriver.Arrived(request, true);
                            }

                            return !PlayHost.Current.IsPlaying || (seconds.HasValue ? Time.frameCount > startFrame && Time.time - startTime >= seconds.Value : Time.frameCount >= until);
                        },
                        WaitUntilTool.WallClockLimitSeconds, context.Cancellation);
                    if (PlayHost.Current.IsPlaying)
                    {
                        InputSystemDriver.Apply(request, false);
                        await LetAFramePass(context);
                    }

                    if (!reachedFrames)
                    {
                        throw ToolErrors.State("The game did not advance " + (seconds.HasValue ? seconds.Value + " game seconds" : frames + " frames") + " within "
                            + WaitUntilTool.WallClockLimitSeconds + " s (is Time.timeScale 0?); the input was released.");
                    }
                }
                else if (!PlayHost.Current.IsPaused)
                {
                    // hold and release answer once the game's next frame took (or did not take) the input.
                    if (await LetAFramePass(context) && PlayHost.Current.IsPlaying)
                    {
                        reached = InputSystemDriver.Arrived(request, down);
                    }
                }
            }
            finally
            {
                if (!InputSystemDriver.AnythingHeld)
                {
                    InputSystemDriver.RestoreSettings();
                }
            }

            var result = new JObject
            {
                { "action", parameters.Action.ToString().ToLowerInvariant() },
                { "fromFrame", startFrame },
                { "toFrame", Time.frameCount },
                { "gameSeconds", System.Math.Round(Time.time - startTime, 4) },
                { "held", InputSystemDriver.Held() },
                // true: the devices show the input a frame later; false: they do not (reason says why); null: not read (paused).
                { "reached", reached.HasValue ? (JToken)reached.Value : JValue.CreateNull() },
            };
            if (reached == false)
            {
                result["reason"] = InputSystemDriver.WhyNotArrived(request);
            }

            if (focus != null)
            {
                result["focus"] = focus;
            }

            return ToolJson.Text(result);
#else
            await Task.FromResult(request);
            return null;
#endif
        }

#if PATCHBAY_INPUT_SYSTEM
        // One frame of the game, so queued input (or its release) is taken before the settings go back.
        private static Task<bool> LetAFramePass(ToolCallContext context)
        {
            var frame = Time.frameCount;
            return PlayHost.Current.Until(() => !PlayHost.Current.IsPlaying || Time.frameCount > frame, WaitUntilTool.WallClockLimitSeconds, context.Cancellation);
        }
#endif

        private static InputRequest Read(SimulateInputParams parameters)
        {
            var request = new InputRequest { Pointer = Pair(parameters.Pointer, "pointer", false, 2) };
            var sticks = Pair(parameters.Sticks, "sticks", true, parameters.Sticks != null && parameters.Sticks.Length == 4 ? 4 : 2);
            if (sticks != null)
            {
                request.LeftStick = new[] { sticks[0], sticks[1] };
                request.RightStick = sticks.Length == 4 ? new[] { sticks[2], sticks[3] } : null;
            }

            foreach (var name in parameters.Keys ?? new string[0])
            {
                var key = (name ?? string.Empty).Trim();
                if (key.StartsWith("mouse:", System.StringComparison.OrdinalIgnoreCase))
                {
                    request.MouseButtons.Add(key.Substring(6));
                }
                else if (key.StartsWith("pad:", System.StringComparison.OrdinalIgnoreCase))
                {
                    request.GamepadButtons.Add(key.Substring(4));
                }
                else
                {
                    request.Keys.Add(key);
                }
            }

            if (request.IsEmpty)
            {
                throw ToolErrors.Invalid("keys", "keys, pointer or sticks", "Nothing to do: give keys (Space, mouse:left, pad:south), pointer or sticks.");
            }

            return request;
        }

        private static float[] Pair(float[] value, string field, bool unit, int count)
        {
            if (value == null)
            {
                return null;
            }

            if (value.Length != count)
            {
                var shape = unit ? "[lx, ly] or [lx, ly, rx, ry]" : "[x, y]";
                throw ToolErrors.Invalid(field, shape, field + " has " + value.Length + " numbers; give " + shape + ".");
            }

            foreach (var axis in value)
            {
                if (unit && System.Math.Abs(axis) > 1)
                {
                    throw ToolErrors.Invalid(field, "-1..1", field + " has " + axis + "; a stick reads -1 to 1 on each axis.");
                }
            }

            return value;
        }
    }
}
