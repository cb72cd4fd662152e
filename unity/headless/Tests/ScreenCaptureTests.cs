using System.Collections;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using UnityEngine.UI;

namespace Patchbay.Headless.Tests
{
    // Issue 43: a Screen Space - Overlay canvas is drawn on the screen after every camera, never by Camera.Render into a
    // texture; ScreenCapture.CaptureScreenshotAsTexture sees it at the end of a play-mode frame, and only there.
    [TestFixture]
    public class ScreenCaptureTests : StandInFixture
    {
        public sealed class EndOfFrameGrabber : MonoBehaviour
        {
            public Texture2D Image;

            public void Grab() { StartCoroutine(Run()); }

            IEnumerator Run()
            {
                yield return new WaitForEndOfFrame();
                Image = ScreenCapture.CaptureScreenshotAsTexture();
            }
        }

        [TearDown]
        public void StopPlaying()
        {
            EditorApplication.isPlaying = false;
            HeadlessEditor.Tick();
        }

        static readonly Color Sky = new Color(0f, 0f, 1f, 1f);
        static readonly Color Hud = new Color(1f, 0f, 0f, 1f);

        // A blue camera and a HUD: a red bar over the bottom quarter of an overlay canvas sized as the screen.
        static void Scene()
        {
            var cam = new GameObject("Main Camera");
            cam.tag = "MainCamera";
            var camera = cam.AddComponent<Camera>();
            camera.clearFlags = CameraClearFlags.SolidColor;
            camera.backgroundColor = Sky;
            var canvas = new GameObject("HUD", typeof(Canvas));
            canvas.GetComponent<Canvas>().renderMode = RenderMode.ScreenSpaceOverlay;
            ((RectTransform)canvas.transform).sizeDelta = new Vector2(1920, 1080);
            var bar = new GameObject("Score Bar", typeof(RectTransform));
            bar.transform.SetParent(canvas.transform, false);
            var image = bar.AddComponent<Image>();
            image.color = Hud;
            var rect = (RectTransform)bar.transform;
            rect.anchorMin = Vector2.zero;
            rect.anchorMax = new Vector2(1f, 0.25f);
            rect.sizeDelta = Vector2.zero;
            rect.anchoredPosition = Vector2.zero;
        }

        static void Near(Color expected, Color actual, string what)
        {
            Assert.AreEqual(expected.r, actual.r, 0.02f, what + " (r) " + actual);
            Assert.AreEqual(expected.g, actual.g, 0.02f, what + " (g) " + actual);
            Assert.AreEqual(expected.b, actual.b, 0.02f, what + " (b) " + actual);
        }

        [Test]
        public void ACameraRenderHasNoOverlayCanvasTheScreenAtTheEndOfAFrameHasIt()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            Scene();
            var target = new RenderTexture(192, 108, 24);
            var camera = Camera.main;
            camera.targetTexture = target;
            camera.Render();
            camera.targetTexture = null;
            RenderTexture.active = target;
            var rendered = new Texture2D(192, 108, TextureFormat.RGB24, false);
            rendered.ReadPixels(new Rect(0, 0, 192, 108), 0, 0);
            RenderTexture.active = null;
            Near(Sky, rendered.GetPixel(96, 10), "the camera's render has no HUD");

            var grabber = new GameObject("Grabber").AddComponent<EndOfFrameGrabber>();
            grabber.Grab();
            HeadlessEditor.Tick();
            Assert.IsNotNull(grabber.Image, "captured at the end of the frame");
            Assert.AreEqual(1920, grabber.Image.width, "the Game view's size");
            Assert.AreEqual(1080, grabber.Image.height);
            Near(Hud, grabber.Image.GetPixel(960, 100), "the HUD bar on the screen");
            Near(Sky, grabber.Image.GetPixel(960, 800), "the camera above it");
            Near(Hud, grabber.Image.GetPixel(5, 265), "the bar spans the bottom quarter");
            Near(Sky, grabber.Image.GetPixel(5, 275), "and no more");
        }

        [Test]
        public void OutsideTheEndOfAFrameTheScreenIsUndefinedBlack()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            Scene();
            HeadlessEditor.Tick();
            var during = ScreenCapture.CaptureScreenshotAsTexture();
            Near(Color.black, during.GetPixel(960, 100), "called from an update, not after WaitForEndOfFrame");
            Near(Color.black, during.GetPixel(960, 800), "the frame is not drawn yet");
        }

        // WaitForEndOfFrame's scripting reference (2021.3, 6000.7): in the editor it freezes while the Game view is hidden
        // behind the Scene view's tab, and goes on when it shows again.
        [Test]
        public void AHiddenGameViewEndsNoFrameInTheEditor()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            Scene();
            var grabber = new GameObject("Grabber").AddComponent<EndOfFrameGrabber>();
            UnityEngine.Internal.GameView.Visible = false;
            try
            {
                grabber.Grab();
                HeadlessEditor.Tick();
                HeadlessEditor.Tick();
                Assert.IsNull(grabber.Image, "frozen while the Game view is hidden");
            }
            finally
            {
                UnityEngine.Internal.GameView.Visible = true;
            }

            HeadlessEditor.Tick();
            Assert.IsNotNull(grabber.Image, "shown again: the coroutine goes on");
            Near(Hud, grabber.Image.GetPixel(960, 100), "and captures the screen");
        }

        [Test]
        public void ADisabledGraphicOrCanvasIsNotDrawn()
        {
            EditorApplication.isPlaying = true;
            HeadlessEditor.Tick();
            Scene();
            GameObject.Find("Score Bar").GetComponent<Image>().enabled = false;
            var grabber = new GameObject("Grabber").AddComponent<EndOfFrameGrabber>();
            grabber.Grab();
            HeadlessEditor.Tick();
            Near(Sky, grabber.Image.GetPixel(960, 100), "a disabled Image draws nothing");
        }
    }
}
