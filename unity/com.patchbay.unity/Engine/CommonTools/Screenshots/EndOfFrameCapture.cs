using System;
using System.Collections;
using System.Threading;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    /// <summary>
    /// The screen as the player sees it, Screen Space - Overlay canvases (the HUD, the score, menus) included, which a
    /// camera rendered into a texture never draws. Unity's <c>ScreenCapture.CaptureScreenshotAsTexture</c> is only
    /// defined once the frame's rendering has ended, so it is called from a coroutine after <c>WaitForEndOfFrame</c>
    /// (UnityCsReference 2021.3.0f1 and 6000.5.2f1 Modules/ScreenCapture/ScriptBindings/ScreenCapture.bindings.cs:27-40;
    /// the manual's advice). The coroutine runs on a hidden object of its own, removed when the capture is taken; play
    /// mode (or a player) must be running and not paused, or no frame ends. In the editor WaitForEndOfFrame does not
    /// resume while the Game view is hidden behind another tab, nor in batch mode (scripting reference of
    /// WaitForEndOfFrame, 2021.3 and 6000.7): after <see cref="EditorFramesToWait"/> game frames without it, or in batch
    /// mode at once, the answer is null and the caller renders the camera instead. Main thread only.
    /// </summary>
    [AddComponentMenu("")]
    [Preserve]
    public sealed class EndOfFrameCapture : MonoBehaviour
    {
        /// <summary>Real seconds to wait for the end of a frame before giving up (a frame of a running game is far shorter).</summary>
        public const double TimeoutSeconds = 30;

        /// <summary>Game frames the editor may run without an end of frame before the Game view counts as hidden.</summary>
        public const int EditorFramesToWait = 5;

        private Texture2D _image;
        private Exception _error;
        private bool _done;

        /// <summary>
        /// The next frame's screen, as a texture the caller destroys; null in an editor whose frames end without it (the
        /// Game view hidden, batch mode); fails if no frame ends in time.
        /// </summary>
        public static async Task<Texture2D> NextFrameAsync(CancellationToken cancellation)
        {
            if (Application.isEditor && Application.isBatchMode)
            {
                return null;
            }

#if !PATCHBAY_SCREEN_CAPTURE_MODULE
            // The project disabled the Screen Capture built-in module (com.unity.modules.screencapture): no
            // ScreenCapture to call, so the caller renders the camera (and says so).
            await Task.Yield();
            return null;
#else

            var startFrame = Time.frameCount;
            var go = new GameObject("Patchbay Screen Capture") { hideFlags = HideFlags.HideAndDontSave };
            DontDestroyOnLoad(go);
            var capture = go.AddComponent<EndOfFrameCapture>();
            try
            {
                capture.StartCoroutine(capture.Capture());
                var ended = await PlayHost.Current.Until(
                    () => capture == null || capture._done || (Application.isEditor && Time.frameCount - startFrame > EditorFramesToWait),
                    TimeoutSeconds, cancellation);
                if (capture != null && !capture._done && ended)
                {
                    return null;
                }

                if (capture == null || !ended)
                {
                    throw ToolErrors.State("No frame of the game ended within " + TimeoutSeconds + " s, so the screen could not be captured "
                        + "(the game is paused or stalled); resume it, or name a camera to render it without the UI.");
                }

                if (capture._error != null)
                {
                    throw capture._error;
                }

                return capture._image;
            }
            finally
            {
                if (go != null)
                {
                    Destroy(go);
                }
            }
#endif
        }

        [Preserve]
        private IEnumerator Capture()
        {
            yield return new WaitForEndOfFrame();
            try
            {
#if PATCHBAY_SCREEN_CAPTURE_MODULE
                _image = ScreenCapture.CaptureScreenshotAsTexture();
#else
                _image = null;
#endif
            }
            catch (Exception e)
            {
                _error = e;
            }

            _done = true;
        }
    }
}
