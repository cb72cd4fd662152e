using System;
using UnityEngine;

namespace Patchbay.Editor.Tools.Screenshots
{
    /// <summary>
    /// capture_screenshot's image once its camera is chosen, in the editor and in a player alike: the size asked (or
    /// the camera's aspect within maxSize), rendered within the base64 budget, and a note when it came out smaller.
    /// </summary>
    public static class ScreenshotCapture
    {
        public static CaptureScreenshotResult Render(Camera camera, ScreenshotSource source, string cameraPath, CaptureScreenshotParams parameters)
        {
            int width, height;
            ScreenshotRenderer.Size(camera, parameters.Width, parameters.Height, parameters.MaxSize, out width, out height);
            string note = null;
            var asked = Math.Max(parameters.Width, parameters.Height);
            if (asked > parameters.MaxSize)
            {
                note = "Scaled down to maxSize " + parameters.MaxSize + "; raise maxSize (up to " + ScreenshotRenderer.MaxSide + ") for more pixels.";
            }

            var askedWidth = width;
            var png = ScreenshotRenderer.RenderWithinLimit((w, h) => ScreenshotRenderer.RenderPng(camera, w, h), ref width, ref height, ScreenshotRenderer.MaxBase64Chars);
            if (width != askedWidth)
            {
                note = "Scaled down to " + width + "x" + height + " to keep the image under " + (ScreenshotRenderer.MaxBase64Chars / 1024) + " KB of base64.";
            }

            return new CaptureScreenshotResult(png)
            {
                Source = source.ToString(),
                Camera = cameraPath,
                Width = width,
                Height = height,
                Bytes = png.Length,
                Note = note,
            };
        }
    }
}
