using System.Collections.Generic;
using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Screenshots
{
    public sealed class CaptureScreenshotResult : IImageResult
    {
        private readonly byte[] _png;

        public CaptureScreenshotResult(byte[] png)
        {
            _png = png;
        }

        public string Source;

        /// <summary>Hierarchy path of the camera's object (absent for the Scene view).</summary>
        public string Camera;

        public int Width;

        public int Height;

        /// <summary>PNG size in bytes.</summary>
        public int Bytes;

        /// <summary>Why the image is smaller than asked, when it is.</summary>
        public string Note;

        public string SavedPath;

        public IList<ToolImage> GetImages()
        {
            return new[] { new ToolImage(_png, "image/png") };
        }
    }
}
