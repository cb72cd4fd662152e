using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Screenshots
{
    public sealed class CaptureScreenshotParams
    {
        public ScreenshotSource Source;

        [McpParam("Object with a Camera (id, path or name); implies source Camera", Form = ArgumentForm.Id)]
        public string Camera;

        [McpParam("Pixels; with no height, height follows the camera's aspect", Minimum = 0, Maximum = ScreenshotRenderer.MaxSide)]
        public int Width;

        [McpParam("Pixels", Minimum = 0, Maximum = ScreenshotRenderer.MaxSide)]
        public int Height;

        [McpParam("Longest side; larger images are scaled down", Minimum = 16, Maximum = ScreenshotRenderer.MaxSide)]
        public int MaxSize = 640;

        [McpParam("Also write the PNG here (Assets/….png; needs allowFileWrites)")]
        public string SavePath;
    }
}
