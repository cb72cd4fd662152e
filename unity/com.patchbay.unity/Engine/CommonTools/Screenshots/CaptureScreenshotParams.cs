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

        [McpParam("Compare with this Assets/….png baseline")]
        [Preserve]
        public string Baseline;

        [McpParam("Per channel, 0..1 (0.02)")]
        [Preserve]
        public float? Tolerance;

        [McpParam("Regions to skip: x,y,w,h (baseline pixels)")]
        [Preserve]
        public string[] Ignore;

        [McpParam("Write this image as the baseline (file write)")]
        [Preserve]
        public bool UpdateBaseline;
    }
}
