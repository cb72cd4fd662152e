using System.Collections.Generic;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    [Preserve]
    public sealed class CaptureScreenshotResult : IImageResult
    {
        private readonly byte[] _png;

        public CaptureScreenshotResult(byte[] png)
        {
            _png = png;
        }

        [Preserve]
        public string Source;

        /// <summary>"screen": the screen as the player sees it at the end of a frame, overlay UI included; "camera": one camera rendered into a texture, without Screen Space - Overlay canvases.</summary>
        [Preserve]
        public string Capture;

        /// <summary>Hierarchy path of the camera's object (absent for the Scene view).</summary>
        [Preserve]
        public string Camera;

        [Preserve]
        public int Width;

        [Preserve]
        public int Height;

        /// <summary>PNG size in bytes.</summary>
        [Preserve]
        public int Bytes;

        /// <summary>Why the image is smaller than asked, when it is.</summary>
        [Preserve]
        public string Note;

        [Preserve]
        public string SavedPath;

        /// <summary>The comparison with a baseline (capture_screenshot baseline), or null.</summary>
        [Preserve]
        public Newtonsoft.Json.Linq.JObject Comparison;

        // The difference image of a failed comparison, sent as a second image (never in the JSON).
        private byte[] _diffPng;

        /// <summary>Adds the difference image of a failed comparison (changed pixels red over the image, faded).</summary>
        public void AttachDifference(byte[] png)
        {
            _diffPng = png;
        }

        public IList<ToolImage> GetImages()
        {
            return _diffPng == null
                ? new[] { new ToolImage(_png, "image/png") }
                : new[] { new ToolImage(_png, "image/png"), new ToolImage(_diffPng, "image/png") };
        }
    }
}
