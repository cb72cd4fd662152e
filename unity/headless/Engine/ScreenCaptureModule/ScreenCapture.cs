using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 and 6000.5.2f1 Modules/ScreenCapture/ScriptBindings/ScreenCapture.bindings.cs:10-57 (the
    // public overloads pass superSize 1 and LeftEye; MotionVectors is in the enum from 6000.1.0f1, not at 6000.0.0f1). What the screen shows:
    // every camera that draws to the screen (no targetTexture), by depth, then the Screen Space - Overlay canvases on top
    // (Internal/ScreenImage) — which a Camera.Render into a texture never draws (issue 43).
    // Unity's manual for CaptureScreenshotAsTexture: "call it once the frame rendering has ended ... from a coroutine that
    // yields on WaitForEndOfFrame. If you call this method during the rendering process you will get unpredictable and
    // undefined results". The stand-in is as strict as that allows: at the end of a play-mode frame (yield
    // WaitForEndOfFrame) the image is the screen; anywhere else (an update, edit mode, an editor callback) it is the
    // black of a back buffer not yet drawn.
    public static class ScreenCapture
    {
        static readonly List<KeyValuePair<string, int>> s_pendingFiles = new List<KeyValuePair<string, int>>();

        public static void CaptureScreenshot(string filename) { CaptureScreenshot(filename, 1, StereoScreenCaptureMode.LeftEye); }
        public static void CaptureScreenshot(string filename, int superSize) { CaptureScreenshot(filename, superSize, StereoScreenCaptureMode.LeftEye); }
        public static void CaptureScreenshot(string filename, StereoScreenCaptureMode stereoCaptureMode) { CaptureScreenshot(filename, 1, stereoCaptureMode); }

        public static Texture2D CaptureScreenshotAsTexture() { return CaptureScreenshotAsTexture(1, StereoScreenCaptureMode.LeftEye); }
        public static Texture2D CaptureScreenshotAsTexture(int superSize) { return CaptureScreenshotAsTexture(superSize, StereoScreenCaptureMode.LeftEye); }
        public static Texture2D CaptureScreenshotAsTexture(StereoScreenCaptureMode stereoCaptureMode) { return CaptureScreenshotAsTexture(1, stereoCaptureMode); }

        public static void CaptureScreenshotIntoRenderTexture(RenderTexture renderTexture)
        {
            MainThread.Require("CaptureScreenshotIntoRenderTexture");
            if (renderTexture == null) throw new System.ArgumentNullException("renderTexture");
            var screen = ScreenImage.Capture(1);
            for (var y = 0; y < renderTexture.Height; y++)
                for (var x = 0; x < renderTexture.Width; x++)
                    renderTexture.Pixels[y * renderTexture.Width + x] = x < screen.Width && y < screen.Height ? screen.Pixels[y * screen.Width + x] : Color.black;
        }

        // The file is written at the end of the frame, as Unity's is (the call only asks for it).
        static void CaptureScreenshot(string filename, int superSize, StereoScreenCaptureMode captureMode)
        {
            MainThread.Require("CaptureScreenshot");
            lock (s_pendingFiles) s_pendingFiles.Add(new KeyValuePair<string, int>(filename, superSize));
        }

        static Texture2D CaptureScreenshotAsTexture(int superSize, StereoScreenCaptureMode stereoScreenCaptureMode)
        {
            MainThread.Require("CaptureScreenshotAsTexture");
            var screen = ScreenImage.Capture(superSize);
            var texture = new Texture2D(screen.Width, screen.Height, TextureFormat.RGB24, false);
            System.Array.Copy(screen.Pixels, texture.Pixels, screen.Pixels.Length);
            return texture;
        }

        // Lifecycle, at the end of a frame: writes the files CaptureScreenshot asked for.
        internal static void WritePendingFiles()
        {
            KeyValuePair<string, int>[] files;
            lock (s_pendingFiles)
            {
                if (s_pendingFiles.Count == 0) return;
                files = s_pendingFiles.ToArray();
                s_pendingFiles.Clear();
            }
            foreach (var file in files)
            {
                var screen = ScreenImage.Capture(file.Value);
                try { System.IO.File.WriteAllBytes(file.Key, PngCodec.Encode(screen.Width, screen.Height, screen.Pixels)); }
                catch (System.Exception e) { Debug.LogError("Failed to store screen shot (" + file.Key + "): " + e.Message); }
            }
        }

        // Offsets must match Unity's (UnityVRBlitMode): LeftEye 1, RightEye 2, BothEyes 3, MotionVectors 4 (6000.1.0f1 on).
        public enum StereoScreenCaptureMode
        {
            LeftEye = 1,
            RightEye = 2,
            BothEyes = 3,
#if UNITY_6000_1_OR_NEWER
            MotionVectors = 4,
#endif
        }
    }
}
