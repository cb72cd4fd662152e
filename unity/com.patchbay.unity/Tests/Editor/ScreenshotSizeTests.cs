using System.Collections.Generic;
using NUnit.Framework;
using Patchbay.Engine.CommonTools.Screenshots;

namespace Patchbay.Editor.Tests
{
    /// <summary>capture_screenshot's size rules that need no camera: the base64 limit.</summary>
    public class ScreenshotSizeTests
    {
        [Test]
        public void AnImageTooLargeForClientsIsRenderedAgainAtHalfSizeUntilItFits()
        {
            var sizes = new List<string>();
            // A fake renderer whose PNG is 2 bytes per pixel: 1600x1200 is 5 MB of base64, 400x300 about 313 KB.
            int width = 1600, height = 1200;
            var png = ScreenshotRenderer.RenderWithinLimit((w, h) => { sizes.Add(w + "x" + h); return new byte[w * h * 2]; }, ref width, ref height, 700 * 1024);
            CollectionAssert.AreEqual(new[] { "1600x1200", "800x600", "400x300" }, sizes);
            Assert.AreEqual(400, width);
            Assert.AreEqual(300, height);
            Assert.LessOrEqual(ScreenshotRenderer.Base64Length(png.Length), 700 * 1024);
        }

        [Test]
        public void AnImageWithinTheLimitIsRenderedOnce()
        {
            var renders = 0;
            int width = 640, height = 360;
            ScreenshotRenderer.RenderWithinLimit((w, h) => { renders++; return new byte[1000]; }, ref width, ref height, 700 * 1024);
            Assert.AreEqual(1, renders);
            Assert.AreEqual(640, width);
            Assert.AreEqual(4, ScreenshotRenderer.Base64Length(3));
            Assert.AreEqual(8, ScreenshotRenderer.Base64Length(4));
        }
    }
}
