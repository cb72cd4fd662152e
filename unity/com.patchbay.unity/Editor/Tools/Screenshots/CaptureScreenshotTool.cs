using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Screenshots;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Screenshots
{
    /// <summary>
    /// Renders the Game view's camera, a given camera or the Scene view into a PNG returned as MCP image
    /// content, so an agent can look at what it built; in play mode the Game view is the screen as the player sees it
    /// at the end of a frame, Screen Space - Overlay UI included (<see cref="ScreenshotCapture"/>). It changes nothing unless <c>savePath</c> is given:
    /// then it also writes a new PNG under Assets/ (never over an existing file), which the project's
    /// allowFileWrites setting must allow — checked here rather than by the tool's security class, so that
    /// looking stays possible where writing is off. Every argument is checked before anything is rendered.
    /// </summary>
    [McpTool("capture_screenshot", "Render the game view, a camera or the scene view to a PNG image; optionally save it under Assets/.",
        Group = "screenshots", ReadOnly = false, Destructive = false, Idempotent = false, StructuredOutput = false)]
    public sealed class CaptureScreenshotTool : McpTool<CaptureScreenshotParams, CaptureScreenshotResult>
    {
        protected override async Task<CaptureScreenshotResult> ExecuteAsync(CaptureScreenshotParams parameters, ToolCallContext context)
        {
            var projectRoot = Path.GetDirectoryName(Application.dataPath);
            string savePath = null;
            string saveFull = null;
            if (!string.IsNullOrEmpty(parameters.SavePath))
            {
                savePath = parameters.SavePath.Replace('\\', '/');
                CheckFileWritesAllowed(projectRoot);
                saveFull = new ProjectPathGuard(projectRoot, "Assets/Screenshots/View.png", "savePath").ResolveWritePathOrThrow(savePath);
                if (!savePath.EndsWith(".png", StringComparison.OrdinalIgnoreCase))
                {
                    throw ToolErrors.Invalid("savePath", "path ending in .png", "savePath must end in .png, e.g. \"Assets/Screenshots/View.png\".");
                }

                if (Directory.Exists(saveFull) || File.Exists(saveFull))
                {
                    throw ToolErrors.State("'" + savePath + "' already exists; choose another file name.");
                }
            }

            var source = string.IsNullOrEmpty(parameters.Camera) ? parameters.Source : ScreenshotSource.Camera;
            string cameraPath;
            var camera = PickCamera(source, parameters.Camera, out cameraPath);

            // In play mode the Game view is the screen at the end of a frame, overlay UI included; otherwise one camera.
            var result = await ScreenshotCapture.CaptureAsync(camera, source, cameraPath, parameters, context.Cancellation);
            if (saveFull != null)
            {
                Directory.CreateDirectory(Path.GetDirectoryName(saveFull));
                File.WriteAllBytes(saveFull, result.GetImages()[0].Data);
                AssetDatabase.ImportAsset(savePath);
                result.SavedPath = savePath;
            }

            return result;
        }

        internal static Camera PickCamera(ScreenshotSource source, string target, out string path)
        {
            if (source != ScreenshotSource.Scene)
            {
                return CameraPicker.Pick(source, target, out path);
            }

            path = null;
            var view = SceneView.lastActiveSceneView;
            if (view == null || view.camera == null)
            {
                throw ToolErrors.State("No Scene view is open; open one (Window > General > Scene) or use source Game or a camera.");
            }

            return view.camera;
        }

        private static void CheckFileWritesAllowed(string projectRoot)
        {
            var decision = new SecurityPolicy(new SettingsStore(projectRoot).Load(new List<string>())).CheckClass(SecurityClass.FileWrite);
            if (!decision.Allowed)
            {
                throw new ToolException(ToolErrorKinds.SecurityBlocked, decision.Message + " Or capture without savePath.",
                    new Newtonsoft.Json.Linq.JObject { { "setting", decision.Setting }, { "field", "savePath" } });
            }
        }
    }
}
