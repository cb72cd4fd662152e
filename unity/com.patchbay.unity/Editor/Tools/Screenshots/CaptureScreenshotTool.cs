using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Screenshots;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using Patchbay.Shared.Security;
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
            if (!string.IsNullOrEmpty(parameters.SavePath) && !string.IsNullOrEmpty(parameters.Baseline))
            {
                throw ToolErrors.Invalid("savePath", "savePath or baseline", "Give savePath or baseline, not both.");
            }

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

            var baseline = Baseline.Read(parameters, projectRoot, CheckFileWritesAllowed);
            var source = string.IsNullOrEmpty(parameters.Camera) ? parameters.Source : ScreenshotSource.Camera;
            string cameraPath;
            var camera = PickCamera(source, parameters.Camera, out cameraPath);
            if (baseline != null && baseline.Png != null)
            {
                // The image is taken at the baseline's size, so the two compare pixel for pixel.
                parameters.Width = baseline.Width;
                parameters.Height = baseline.Height;
                parameters.MaxSize = Math.Max(parameters.MaxSize, Math.Max(baseline.Width, baseline.Height));
            }

            // In play mode the Game view is the screen at the end of a frame, overlay UI included; otherwise one camera.
            var result = await ScreenshotCapture.CaptureAsync(camera, source, cameraPath, parameters, context.Cancellation);
            if (baseline != null)
            {
                baseline.Finish(result, parameters);
            }

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

        /// <summary>
        /// capture_screenshot's baseline (issue 47): an existing Assets/….png to compare the image with, or, with
        /// updateBaseline, the file the image is written to (allowFileWrites). The path goes through the project's path
        /// guard (inside Assets/, no link on the way), checked before anything is rendered; nothing is written unless
        /// updateBaseline is set.
        /// </summary>
        private sealed class Baseline
        {
            public string Path;
            public string FullPath;
            public byte[] Png;
            public int Width;
            public int Height;
            public float Tolerance;
            public List<RectInt> Ignore;

            public static Baseline Read(CaptureScreenshotParams p, string projectRoot, Action<string> checkWrites)
            {
                if (string.IsNullOrEmpty(p.Baseline))
                {
                    if (p.UpdateBaseline || p.Tolerance.HasValue || p.Ignore != null)
                    {
                        throw ToolErrors.Invalid("baseline", "a baseline path", "updateBaseline, tolerance and ignore go with baseline (the Assets/….png to compare with or write).");
                    }

                    return null;
                }

                var path = p.Baseline.Replace('\\', '/');
                if (!path.EndsWith(".png", StringComparison.OrdinalIgnoreCase))
                {
                    throw ToolErrors.Invalid("baseline", "path ending in .png", "baseline must end in .png, e.g. \"Assets/Tests/Baselines/Title.png\".");
                }

                var b = new Baseline { Path = path, Tolerance = ImageComparison.Tolerance(p.Tolerance), Ignore = ImageComparison.Regions(p.Ignore) };
                if (p.UpdateBaseline)
                {
                    checkWrites(projectRoot);
                    b.FullPath = new ProjectPathGuard(projectRoot, "Assets/Tests/Baselines/Title.png", "baseline").ResolveWritePathOrThrow(path);
                    return b;
                }

                b.FullPath = new ProjectPathGuard(projectRoot, "Assets/Tests/Baselines/Title.png", "baseline").ResolveSavePathOrThrow(path);
                if (!File.Exists(b.FullPath))
                {
                    throw ToolErrors.Missing("baseline", "No baseline at '" + path + "'; nothing was compared. Capture with updateBaseline: true to make it (allowFileWrites).");
                }

                b.Png = File.ReadAllBytes(b.FullPath);
                ImageComparison.Size(b.Png, path, out b.Width, out b.Height);
                return b;
            }

            public void Finish(CaptureScreenshotResult result, CaptureScreenshotParams p)
            {
                var image = result.GetImages()[0].Data;
                if (Png == null)
                {
                    Directory.CreateDirectory(System.IO.Path.GetDirectoryName(FullPath));
                    File.WriteAllBytes(FullPath, image);
                    AssetDatabase.ImportAsset(Path);
                    result.Comparison = new Newtonsoft.Json.Linq.JObject { { "baseline", Path }, { "updated", true }, { "width", result.Width }, { "height", result.Height } };
                    return;
                }

#if PATCHBAY_IMAGE_CONVERSION_MODULE
                byte[] diff;
                result.Comparison = ImageComparison.Compare(Png, image, Tolerance, Ignore, Path, out diff);
                result.AttachDifference(diff);
#else
                throw ToolErrors.State("The project has the Image Conversion module disabled (Package Manager > Built-in), so PNG images cannot be read and nothing was compared.");
#endif
            }
        }

        private static void CheckFileWritesAllowed(string projectRoot)
        {
            ProjectWrites.CheckFileWritesAllowed("savePath", "Or capture without savePath.");
        }
    }
}
