using System;
using System.Threading;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    /// <summary>
    /// capture_screenshot's image once its camera is chosen, in the editor and in a player alike: the size asked (or
    /// the camera's aspect within maxSize), rendered within the base64 budget, and a note when it came out smaller.
    /// The Game view of a running game is the screen as the player sees it (<see cref="EndOfFrameCapture"/>: the
    /// overlay UI included, <c>capture: "screen"</c>); a named camera, the Scene view, edit mode and a paused game
    /// render one camera into a texture (<c>capture: "camera"</c>: no Screen Space - Overlay canvas).
    /// </summary>
    public static class ScreenshotCapture
    {
        public const string CaptureScreen = "screen";
        public const string CaptureCamera = "camera";

        /// <summary>Why an editor's play-mode capture is the camera's: no end of frame came (Game view hidden, batch mode).</summary>
        public const string HiddenGameViewNote = "The Game view is not showing (behind another tab, or the editor runs in batch mode), so Unity "
            + "ends no frame on screen: this is the camera's render, without Screen Space - Overlay UI; show the Game view for the screen.";

        /// <summary>Whether a capture of <paramref name="source"/> now is the screen's (a running, unpaused game's Game view).</summary>
        public static bool UsesScreen(ScreenshotSource source)
        {
            return source == ScreenshotSource.Game && PlayHost.Current.IsPlaying && !PlayHost.Current.IsPaused;
        }

        /// <summary>The screen at the end of the next frame, or the camera's render when <see cref="UsesScreen"/> is false.</summary>
        public static async Task<CaptureScreenshotResult> CaptureAsync(Camera camera, ScreenshotSource source, string cameraPath,
            CaptureScreenshotParams parameters, CancellationToken cancellation)
        {
            if (!UsesScreen(source))
            {
                var rendered = Render(camera, source, cameraPath, parameters);
                if (source == ScreenshotSource.Game && PlayHost.Current.IsPlaying)
                {
                    rendered.Note = Join(rendered.Note, "The game is paused, so no frame ends: this is the camera's render, without Screen Space - Overlay UI; resume for the screen.");
                }

                return rendered;
            }

            var screen = await EndOfFrameCapture.NextFrameAsync(cancellation);
            if (screen == null)
            {
                var fallback = Render(camera, source, cameraPath, parameters);
                fallback.Note = Join(fallback.Note, HiddenGameViewNote);
                return fallback;
            }

            try
            {
                return FromScreen(screen, source, cameraPath, parameters);
            }
            finally
            {
                UnityEngine.Object.Destroy(screen);
            }
        }

        /// <summary>One camera rendered into a texture (no overlay UI).</summary>
        public static CaptureScreenshotResult Render(Camera camera, ScreenshotSource source, string cameraPath, CaptureScreenshotParams parameters)
        {
            int width, height;
            ScreenshotRenderer.Size(camera, parameters.Width, parameters.Height, parameters.MaxSize, out width, out height);
            var result = Encode((w, h) => ScreenshotRenderer.RenderPng(camera, w, h), width, height, parameters);
            result.Source = source.ToString();
            result.Capture = CaptureCamera;
            result.Camera = cameraPath;
            return result;
        }

        private static CaptureScreenshotResult FromScreen(Texture2D screen, ScreenshotSource source, string cameraPath, CaptureScreenshotParams parameters)
        {
            int width, height;
            ScreenshotRenderer.Size(screen.height > 0 ? (float)screen.width / screen.height : 0f, parameters.Width, parameters.Height, parameters.MaxSize, out width, out height);
            var result = Encode((w, h) => ScreenshotRenderer.ScaledPng(screen, w, h), width, height, parameters);
            result.Source = source.ToString();
            result.Capture = CaptureScreen;
            result.Camera = cameraPath;
            return result;
        }

        private static CaptureScreenshotResult Encode(Func<int, int, byte[]> render, int width, int height, CaptureScreenshotParams parameters)
        {
            string note = null;
            var asked = Math.Max(parameters.Width, parameters.Height);
            if (asked > parameters.MaxSize)
            {
                note = "Scaled down to maxSize " + parameters.MaxSize + "; raise maxSize (up to " + ScreenshotRenderer.MaxSide + ") for more pixels.";
            }

            var askedWidth = width;
            var png = ScreenshotRenderer.RenderWithinLimit(render, ref width, ref height, ScreenshotRenderer.MaxBase64Chars);
            if (width != askedWidth)
            {
                note = "Scaled down to " + width + "x" + height + " to keep the image under " + (ScreenshotRenderer.MaxBase64Chars / 1024) + " KB of base64.";
            }

            return new CaptureScreenshotResult(png)
            {
                Width = width,
                Height = height,
                Bytes = png.Length,
                Note = note,
            };
        }

        private static string Join(string a, string b)
        {
            return string.IsNullOrEmpty(a) ? b : a + " " + b;
        }
    }
}
