using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    [Preserve]
    public sealed class CaptureScreenshotParams
    {
        [Preserve]
        public ScreenshotSource Source;

        [McpParam("Object with a Camera: id, path or name", Form = ArgumentForm.Id)]
        [Preserve]
        public string Camera;

        [McpParam("Pixels; unset sides follow the aspect", Minimum = 0, Maximum = ScreenshotRenderer.MaxSide)]
        [Preserve]
        public int Width;

        [McpParam("", Minimum = 0, Maximum = ScreenshotRenderer.MaxSide)]
        [Preserve]
        public int Height;

        [McpParam("Longest side cap", Minimum = 16, Maximum = ScreenshotRenderer.MaxSide)]
        [Preserve]
        public int MaxSize = 640;

        [McpParam("Also save as Assets/….png (file write)")]
        [Preserve]
        public string SavePath;
    }
}
