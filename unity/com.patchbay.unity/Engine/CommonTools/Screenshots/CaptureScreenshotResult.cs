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

        public IList<ToolImage> GetImages()
        {
            return new[] { new ToolImage(_png, "image/png") };
        }
    }
}
