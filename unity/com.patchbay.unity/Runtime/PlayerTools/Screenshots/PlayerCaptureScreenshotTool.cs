using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Screenshots;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Runtime.PlayerTools.Screenshots
{
    /// <summary>
    /// capture_screenshot in a development build's player: the editor's tool (same name, description and schema, so an
    /// agent's call works on both): the Game view is the screen at the end of a frame, overlay UI included; a named camera
    /// is rendered alone. What only an editor has is refused
    /// before anything renders: source Scene (a player has no Scene view) and savePath (a player has no Assets/ folder
    /// to save into; the image comes with the answer).
    /// </summary>
    [McpTool("capture_screenshot", "Render the game view, a camera or the scene view to a PNG image; optionally save it under Assets/.",
        Group = "screenshots", ReadOnly = false, Destructive = false, Idempotent = false, StructuredOutput = false)]
    [Preserve]
    public sealed class PlayerCaptureScreenshotTool : McpTool<CaptureScreenshotParams, CaptureScreenshotResult>
    {
        [Preserve]
        protected override async Task<CaptureScreenshotResult> ExecuteAsync(CaptureScreenshotParams parameters, ToolCallContext context)
        {
            if (!string.IsNullOrEmpty(parameters.SavePath))
            {
                throw ToolErrors.Invalid("savePath", "no savePath in a player",
                    "savePath saves under the project's Assets/, which a player does not have; capture without savePath (the PNG comes with the answer).");
            }

            if (!string.IsNullOrEmpty(parameters.Baseline) || parameters.UpdateBaseline)
            {
                throw ToolErrors.Invalid("baseline", "no baseline in a player",
                    "baseline compares with a PNG under the project's Assets/, which a player does not have; compare in the editor's play mode, or capture here without baseline.");
            }

            var source = string.IsNullOrEmpty(parameters.Camera) ? parameters.Source : ScreenshotSource.Camera;
            string cameraPath;
            var camera = CameraPicker.Pick(source, parameters.Camera, out cameraPath);
            return await ScreenshotCapture.CaptureAsync(camera, source, cameraPath, parameters, context.Cancellation);
        }
    }
}
