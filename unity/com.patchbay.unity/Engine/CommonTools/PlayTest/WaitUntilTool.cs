using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Console;
using Patchbay.Engine.CommonTools.Screenshots;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// Lets play mode run until a condition holds or a bound passes: frames, game seconds, a field reaching a value (one
    /// of the fields get_game_object shows, read as it reads them: <see cref="MemberPath"/>; no property getter or other
    /// code of the project's runs), a console message, a GameObject appearing. The condition is checked once per editor
    /// frame (<see cref="IPlayHost.Until"/>: the main thread keeps running the game). Everything is checked before the
    /// wait starts; the wait itself changes nothing (play mode is left as it was).
    /// </summary>
    [McpTool("wait_until", "Wait in play mode for a condition or a bound.",
        Group = "play", ReadOnly = true, Idempotent = false, StructuredOutput = false)]
    [Preserve]
    public sealed class WaitUntilTool : McpTool<WaitUntilParams, WaitUntilOutcome>
    {
        public const int MaxFrames = PlayBounds.MaxFrames;
        public const float MaxSeconds = PlayBounds.MaxSeconds;

        /// <summary>Real seconds any play-test wait may take, whatever the bound (a paused or timeScale-0 game never reaches it).</summary>
        public const double WallClockLimitSeconds = 900;

        /// <summary>Why a wait bounded only in game seconds is refused while the game's time is stopped.</summary>
        public const string FrozenTime = "Time.timeScale is 0, so game time does not advance and no game second would pass; nothing waited. "
            + "Give frames as the bound (frames still pass at time scale 0), or set the time scale above 0 first (set_time_scale).";

        /// <summary>The longest side of wait_until's screenshot.</summary>
        public const int ScreenshotSize = 320;

        [Preserve]
        protected override async Task<WaitUntilOutcome> ExecuteAsync(WaitUntilParams parameters, ToolCallContext context)
        {
            PlayModeGuard.Require("wait_until");
            PlayBounds.Check(parameters.Frames, parameters.Seconds, "the wait");

            var condition = PlayCondition.From(parameters);
            if (PlayHost.Current.IsPaused)
            {
                throw ToolErrors.State("Play mode is paused, so no frame would pass; resume first (set_play_mode resume), or step frame by frame.");
            }

            // Game time (Time.time, Time.deltaTime) is scaled by Time.timeScale (UnityCsReference Runtime/Export/Time/Time.bindings.cs,
            // 2021.3.0f1 and 6000.5.2f1); at 0 no game second ever passes, so a wait bounded only in
            // seconds would run to the wall clock. Refused as a pause is; frames still pass.
            if (parameters.Seconds.HasValue && !parameters.Frames.HasValue && Time.timeScale == 0f)
            {
                throw ToolErrors.State(FrozenTime);
            }

            Camera camera = null;
            if (parameters.Screenshot)
            {
                // Checked before the wait: a missing camera fails now, not after it.
                string cameraPath;
                camera = CameraPicker.Pick(ScreenshotSource.Game, null, out cameraPath);
            }

            byte[] png = null;
            string capture = null;
            string screenshotNote = null;
            var startFrame = Time.frameCount;
            var startTime = Time.time;
            var held = condition != null && condition.Holds();
            string bound = null;
            if (!held)
            {
                // Progress in frames waited (a client that gave a progress token sees the wait start and go on).
                double? totalFrames = parameters.Frames.HasValue ? parameters.Frames.Value : (double?)null;
                context.ReportProgress(0, totalFrames, "waiting");
                await PlayHost.Current.Until(
                    () =>
                    {
                        context.ReportProgress(Time.frameCount - startFrame, totalFrames);
                        if (!PlayHost.Current.IsPlaying)
                        {
                            bound = "play mode ended";
                            return true;
                        }

                        // Paused by someone else meanwhile: no frame would pass until resumed, so say so now.
                        if (PlayHost.Current.IsPaused)
                        {
                            bound = "paused";
                            return true;
                        }

                        if (condition != null && condition.Holds())
                        {
                            held = true;
                        }
                        else if (!parameters.Frames.HasValue && Time.timeScale == 0f)
                        {
                            // Set to 0 meanwhile (a script or set_time_scale): no game second would pass any more.
                            bound = "timeScale 0";
                        }
                        else if (parameters.Frames.HasValue && Time.frameCount - startFrame >= parameters.Frames.Value)
                        {
                            bound = "frames";
                        }
                        else if (parameters.Seconds.HasValue && Time.time - startTime >= parameters.Seconds.Value)
                        {
                            bound = "seconds";
                        }
                        else
                        {
                            return false;
                        }

                        // A camera's image is of this frame, the one where the wait ended.
                        if (camera != null && !ScreenshotCapture.UsesScreen(ScreenshotSource.Game))
                        {
                            png = Render(camera);
                            capture = ScreenshotCapture.CaptureCamera;
                        }

                        return true;
                    },
                    WallClockLimitSeconds, context.Cancellation);
                if (!held && bound == null)
                {
                    bound = "wall clock (" + WallClockLimitSeconds + " s)";
                }
            }
            if (camera != null && png == null)
            {
                // The screen as the player sees it (overlay UI included), at the end of the next frame; a paused game or
                // one that left play mode has no next frame, so its camera is rendered instead.
                if (ScreenshotCapture.UsesScreen(ScreenshotSource.Game))
                {
                    var screen = await EndOfFrameCapture.NextFrameAsync(context.Cancellation);
                    if (screen == null)
                    {
                        png = Render(camera);
                        capture = ScreenshotCapture.CaptureCamera;
                        screenshotNote = ScreenshotCapture.HiddenGameViewNote;
                    }
                    else
                    {
                        try
                        {
                            int width, height;
                            ScreenshotRenderer.Size(screen.height > 0 ? (float)screen.width / screen.height : 0f, 0, 0, ScreenshotSize, out width, out height);
                            png = ScreenshotRenderer.RenderWithinLimit((w, h) => ScreenshotRenderer.ScaledPng(screen, w, h), ref width, ref height, ScreenshotRenderer.MaxBase64Chars);
                            capture = ScreenshotCapture.CaptureScreen;
                        }
                        finally
                        {
                            UnityEngine.Object.Destroy(screen);
                        }
                    }
                }
                else if (PlayHost.Current.IsPlaying)
                {
                    png = Render(camera);
                    capture = ScreenshotCapture.CaptureCamera;
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

            result["playMode"] = PlayHost.Current.PlayModeName;
            if (png != null)
            {
                // "screen": the frame after the wait ended, as the player sees it; "camera": the camera's render of the
                // frame the wait ended in, without Screen Space - Overlay UI (the game was paused or left play mode).
                result["screenshot"] = new JObject { { "bytes", png.Length }, { "capture", capture } };
                if (screenshotNote != null)
                {
                    result["screenshot"]["note"] = screenshotNote;
                }
            }

            return new WaitUntilOutcome(result, png);
        }

        private static byte[] Render(Camera camera)
        {
            if (camera == null)
            {
                return null;
            }

            int width, height;
            ScreenshotRenderer.Size(camera, 0, 0, ScreenshotSize, out width, out height);
            return ScreenshotRenderer.RenderWithinLimit((w, h) => ScreenshotRenderer.RenderPng(camera, w, h), ref width, ref height, ScreenshotRenderer.MaxBase64Chars);
        }
    }
}
