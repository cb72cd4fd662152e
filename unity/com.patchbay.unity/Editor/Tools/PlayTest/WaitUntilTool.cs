using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Console;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.PlayTest
{
    /// <summary>
    /// Lets play mode run until a condition holds or a bound passes: frames, game seconds, a field or property
    /// reaching a value, a console message, a GameObject appearing. The condition is checked once per editor
    /// frame (<see cref="EditorWait"/>: the main thread keeps running the game). Everything is checked before the
    /// wait starts; the wait itself changes nothing (play mode is left as it was).
    /// </summary>
    [McpTool("wait_until", "Run play mode until a condition holds or a bound passes.",
        Group = "play", ReadOnly = true, Idempotent = false)]
    public sealed class WaitUntilTool : McpTool<WaitUntilParams, string>
    {
        public const int MaxFrames = 10000;
        public const float MaxSeconds = 600f;

        /// <summary>Real seconds any play-test wait may take, whatever the bound (a paused or timeScale-0 game never reaches it).</summary>
        public const double WallClockLimitSeconds = 900;

        protected override async Task<string> ExecuteAsync(WaitUntilParams parameters, ToolCallContext context)
        {
            PlayModeGuard.Require("wait_until");
            if (!parameters.Frames.HasValue && !parameters.Seconds.HasValue)
            {
                throw ToolErrors.Invalid("frames", "a bound", "Give a bound: frames (1.." + MaxFrames + ") or seconds (game time, up to " + MaxSeconds + "), or both; the wait ends at the first.");
            }

            if (parameters.Frames.HasValue && (parameters.Frames.Value < 1 || parameters.Frames.Value > MaxFrames))
            {
                throw ToolErrors.Invalid("frames", "1.." + MaxFrames, "frames is " + parameters.Frames.Value + "; the limit is 1 to " + MaxFrames + ".");
            }

            if (parameters.Seconds.HasValue && !(parameters.Seconds.Value > 0 && parameters.Seconds.Value <= MaxSeconds))
            {
                throw ToolErrors.Invalid("seconds", "0 < seconds <= " + MaxSeconds, "seconds is " + parameters.Seconds.Value + "; the limit is more than 0 and at most " + MaxSeconds + " game seconds.");
            }

            var condition = PlayCondition.From(parameters);
            if (EditorApplication.isPaused)
            {
                throw ToolErrors.State("Play mode is paused, so no frame would pass; resume first (set_play_mode resume), or step frame by frame.");
            }

            var startFrame = Time.frameCount;
            var startTime = Time.time;
            var held = condition != null && condition.Holds();
            string bound = null;
            if (!held)
            {
                await EditorWait.Until(
                    () =>
                    {
                        if (!EditorApplication.isPlaying)
                        {
                            bound = "play mode ended";
                            return true;
                        }

                        if (condition != null && condition.Holds())
                        {
                            held = true;
                            return true;
                        }

                        if (parameters.Frames.HasValue && Time.frameCount - startFrame >= parameters.Frames.Value)
                        {
                            bound = "frames";
                            return true;
                        }

                        if (parameters.Seconds.HasValue && Time.time - startTime >= parameters.Seconds.Value)
                        {
                            bound = "seconds";
                            return true;
                        }

                        return false;
                    },
                    WallClockLimitSeconds, context.Cancellation);
                if (!held && bound == null)
                {
                    bound = "wall clock (" + WallClockLimitSeconds + " s)";
                }
            }

            var result = new JObject
            {
                { "held", condition == null ? (JToken)JValue.CreateNull() : held },
                { "endedBy", held ? "condition" : bound },
                { "frames", Time.frameCount - startFrame },
                { "gameSeconds", Math.Round(Time.time - startTime, 4) },
                { "frame", Time.frameCount },
                { "timeScale", Time.timeScale },
            };
            if (condition != null)
            {
                result["condition"] = condition.Description;
                result["value"] = condition.Current();
            }

            result["playMode"] = Patchbay.Editor.Tools.EditorState.EditorStateReader.PlayMode();
            return ToolJson.Text(result);
        }
    }
}
