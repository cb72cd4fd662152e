using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Screenshots
{
    public sealed class CaptureScreenshotParams
    {
        public ScreenshotSource Source;

        [McpParam("Object with a Camera: id, path or name", Form = ArgumentForm.Id)]
        public string Camera;

        [McpParam("Pixels; unset sides follow the aspect", Minimum = 0, Maximum = ScreenshotRenderer.MaxSide)]
        public int Width;

        [McpParam("", Minimum = 0, Maximum = ScreenshotRenderer.MaxSide)]
        public int Height;

        [McpParam("Longest side cap", Minimum = 16, Maximum = ScreenshotRenderer.MaxSide)]
        public int MaxSize = 640;

        [McpParam("Also save as Assets/….png (file write)")]
        public string SavePath;
    }
}
