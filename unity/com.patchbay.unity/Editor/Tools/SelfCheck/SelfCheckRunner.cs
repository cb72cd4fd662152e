using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.EditorLoop;
using Patchbay.Editor.Tools.Screenshots;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.PlayTest;
using Patchbay.Engine.CommonTools.Screenshots;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using Patchbay.Shared.ToolModel;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.SelfCheck
{
    /// <summary>
    /// Runs the self-check's measurements in the user's editor, each independent (one that throws fails alone) and
    /// bounded by a few seconds, and changes nothing of the project: no asset is written, Undo is not used, the only
    /// objects made (the overlay canvas of the screenshot check) are HideAndDontSave, made in play mode and destroyed
    /// before the check returns; the key pressed in the input check is released. Main thread.
    /// </summary>
    public static class SelfCheckRunner
    {
        /// <summary>The wakes the wake check sends, spaced so an update of the editor's own is unlikely to be taken for the answer.</summary>
        public const int Wakes = 3;

        public static readonly string[] DialogButtons = { "Found", "Cancel" };

        public static async Task<RunSelfCheckResult> Run(bool dialog, ToolCallContext context)
        {
            var cancellation = context.Cancellation;
            var clock = Stopwatch.StartNew();
            var playing = EditorApplication.isPlaying;
            var result = new RunSelfCheckResult
            {
                UnityVersion = Application.unityVersion,
                OperatingSystem = SystemInfo.operatingSystem,
                PackageVersion = PatchbayInfo.PackageVersion,
                Mode = playing ? "play" : "edit",
            };
            result.Checks.Add(await Guard(SelfCheckVerdicts.Wake, SelfCheckVerdicts.WakeMeaning, () => CheckWake(cancellation)));
            result.Checks.Add(await Guard(SelfCheckVerdicts.Dialog, SelfCheckVerdicts.DialogMeaning,
                () => Task.FromResult(dialog ? CheckDialog() : SelfCheckVerdicts.DialogSkipped())));
            result.Checks.Add(await Guard(SelfCheckVerdicts.InstanceFile, SelfCheckVerdicts.InstanceFileMeaning, () => Task.FromResult(CheckInstanceFile())));
            result.Checks.Add(await Guard(SelfCheckVerdicts.Input, SelfCheckVerdicts.InputMeaning, () => playing
                ? CheckInput(cancellation)
                : Task.FromResult(SelfCheckVerdicts.PlayModeOnly(SelfCheckVerdicts.Input, SelfCheckVerdicts.InputMeaning))));
            result.Checks.Add(await Guard(SelfCheckVerdicts.Overlay, SelfCheckVerdicts.OverlayMeaning, () => playing
                ? CheckOverlay(context)
                : Task.FromResult(SelfCheckVerdicts.PlayModeOnly(SelfCheckVerdicts.Overlay, SelfCheckVerdicts.OverlayMeaning))));
            result.Seconds = Math.Round(clock.Elapsed.TotalSeconds, 2);
            result.Report = SelfCheckReport.Markdown(result);
            return result;
        }

        private static async Task<SelfCheckItem> Guard(string name, string meaning, Func<Task<SelfCheckItem>> check)
        {
            try
            {
                return await check();
            }
            catch (OperationCanceledException)
            {
                throw;
            }
            catch (Exception e)
            {
                return SelfCheckItem.Of(name, SelfCheckItem.Failed, "The check threw " + e.GetType().Name + ": " + e.Message, meaning);
            }
        }

        // A background thread sends Wakes wakes, 150 ms apart; each editor update after a wake answers it.
        private static async Task<SelfCheckItem> CheckWake(CancellationToken cancellation)
        {
            if (!EditorWake.Available)
            {
                return SelfCheckVerdicts.WakeResult(false, null);
            }

            var clock = Stopwatch.StartNew();
            var sentAt = new double[Wakes];
            var answered = new double?[Wakes];
            var sent = 0;
            EditorApplication.CallbackFunction onUpdate = () =>
            {
                var now = clock.Elapsed.TotalMilliseconds;
                var n = Volatile.Read(ref sent);
                for (var i = 0; i < n; i++)
                {
                    if (!answered[i].HasValue)
                    {
                        answered[i] = now - Volatile.Read(ref sentAt[i]);
                    }
                }
            };
            EditorApplication.update += onUpdate;
            var thread = new Thread(() =>
            {
                for (var i = 0; i < Wakes; i++)
                {
                    Thread.Sleep(150);
                    Volatile.Write(ref sentAt[i], clock.Elapsed.TotalMilliseconds);
                    Volatile.Write(ref sent, i + 1);
                    EditorWake.Signal();
                }
            }) { IsBackground = true, Name = "Patchbay self-check wake" };
            try
            {
                thread.Start();
                await EditorWait.Until(() => Volatile.Read(ref sent) == Wakes && answered[Wakes - 1].HasValue, 2.5, cancellation);
            }
            finally
            {
                EditorApplication.update -= onUpdate;
            }

            thread.Join(1000);
            return SelfCheckVerdicts.WakeResult(true, answered.Take(Volatile.Read(ref sent)).ToArray());
        }

        // Blocks in Unity's own modal dialog until a person or answer_dialog presses a button.
        private static SelfCheckItem CheckDialog()
        {
            var clock = Stopwatch.StartNew();
            var button = EditorUtility.DisplayDialogComplex("Patchbay self-check",
                "Patchbay's self-check shows this dialog to test that the hub can find and press Unity's dialogs (answer_dialog). "
                + "Press Found if you see it; nothing in the project changes.", DialogButtons[0], DialogButtons[1], "Close");
            return SelfCheckVerdicts.DialogResult(button, clock.Elapsed.TotalSeconds, new[] { DialogButtons[0], DialogButtons[1], "Close" });
        }

        private static SelfCheckItem CheckInstanceFile()
        {
            var path = Path.Combine(Path.GetDirectoryName(Application.dataPath), "Library/EditorInstance.json");
            var exists = File.Exists(path);
            string json = null;
            if (exists)
            {
                // Unity keeps the file open for writing; read it shared.
                using (var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete))
                using (var reader = new StreamReader(stream))
                {
                    json = reader.ReadToEnd();
                }
            }

            return SelfCheckVerdicts.InstanceFileResult(exists, json, Process.GetCurrentProcess().Id);
        }

        private static async Task<SelfCheckItem> CheckInput(CancellationToken cancellation)
        {
#if PATCHBAY_INPUT_SYSTEM
            if (!InputDriverReady())
            {
                return SelfCheckItem.Of(SelfCheckVerdicts.Input, SelfCheckItem.Skipped,
                    "The Input System is not the project's active input handling, or no keyboard is present: simulate_input has nothing to drive.",
                    SelfCheckVerdicts.InputMeaning);
            }

            if (PlayHost.Current.IsPaused)
            {
                return SelfCheckItem.Of(SelfCheckVerdicts.Input, SelfCheckItem.Skipped, "Play mode is paused: resume it to run this check.", SelfCheckVerdicts.InputMeaning);
            }

            const int frames = 10;
            var request = new InputRequest();
            request.Keys.Add("ScrollLock");
            var start = Time.frameCount;
            int? seenAfter = null;
            InputSystemDriver.Apply(request, true);
            try
            {
                await PlayHost.Current.Until(() =>
                {
                    if (UnityEngine.InputSystem.Keyboard.current != null && UnityEngine.InputSystem.Keyboard.current.scrollLockKey.isPressed)
                    {
                        seenAfter = Time.frameCount - start;
                    }

                    return seenAfter.HasValue || Time.frameCount - start >= frames;
                }, 3, cancellation);
            }
            finally
            {
                InputSystemDriver.Apply(request, false);
            }

            var focused = EditorWindow.focusedWindow;
            var settings = "focused window: " + (focused != null ? focused.GetType().Name : "none")
                + "; Play Mode Input Behavior: " + UnityEngine.InputSystem.InputSystem.settings.editorInputBehaviorInPlayMode;
            return SelfCheckVerdicts.InputResult("ScrollLock", seenAfter, frames, settings);
#else
            await Task.FromResult(0);
            return SelfCheckItem.Of(SelfCheckVerdicts.Input, SelfCheckItem.Skipped,
                "The Input System package (com.unity.inputsystem) is not installed: simulate_input needs it.", SelfCheckVerdicts.InputMeaning);
#endif
        }

#if PATCHBAY_INPUT_SYSTEM
        private static bool InputDriverReady()
        {
            try
            {
                InputBackend.Require();
            }
            catch (ToolException)
            {
                return false;
            }

            return UnityEngine.InputSystem.Keyboard.current != null;
        }
#endif

        // A full-screen overlay canvas of a marker colour, captured through capture_screenshot itself (whatever way it
        // captures the game view in play mode), and the share of the marker in the image.
        private static async Task<SelfCheckItem> CheckOverlay(ToolCallContext outer)
        {
            if (!BuiltInModules.ImageConversion)
            {
                return SelfCheckItem.Of(SelfCheckVerdicts.Overlay, SelfCheckItem.Skipped,
                    BuiltInModules.Disabled("Image Conversion", BuiltInModules.ImageConversionPackage, "no screenshot can be taken"), SelfCheckVerdicts.OverlayMeaning);
            }

            var canvasType = FindType("UnityEngine.Canvas", "UnityEngine.UIModule");
            var imageType = FindType("UnityEngine.UI.Image", "UnityEngine.UI");
            if (canvasType == null || imageType == null)
            {
                return SelfCheckItem.Of(SelfCheckVerdicts.Overlay, SelfCheckItem.Skipped,
                    "uGUI (com.unity.ugui) is not installed, so there is no overlay canvas to capture.", SelfCheckVerdicts.OverlayMeaning);
            }

            var marker = new Color32(255, 0, 255, 255);
            var root = new GameObject("Patchbay self-check overlay") { hideFlags = HideFlags.HideAndDontSave };
            try
            {
                var canvas = root.AddComponent(canvasType);
                Set(canvas, "renderMode", Enum.Parse(canvasType.GetProperty("renderMode").PropertyType, "ScreenSpaceOverlay"));
                Set(canvas, "sortingOrder", (int)short.MaxValue);
                var patch = new GameObject("Marker", typeof(RectTransform)) { hideFlags = HideFlags.HideAndDontSave };
                patch.transform.SetParent(root.transform, false);
                var rect = (RectTransform)patch.transform;
                rect.anchorMin = Vector2.zero;
                rect.anchorMax = Vector2.one;
                rect.offsetMin = Vector2.zero;
                rect.offsetMax = Vector2.zero;
                Set(patch.AddComponent(imageType), "color", (Color)marker);
                // Let a frame lay the canvas out and draw it.
                var from = Time.frameCount;
                await PlayHost.Current.Until(() => Time.frameCount > from, 2, outer.Cancellation);

                var parameters = (CaptureScreenshotParams)ArgumentBinder.Bind(typeof(CaptureScreenshotParams), new JObject { { "source", "game" }, { "maxSize", 96 } });
                var context = ToolCallContext.Nested(outer, "capture_screenshot");
                var shot = await new CaptureScreenshotTool().InvokeAsync(parameters, context);
                var images = shot as IImageResult;
                var png = images != null && images.GetImages().Count > 0 ? images.GetImages()[0].Data : null;
                if (png == null)
                {
                    return SelfCheckItem.Of(SelfCheckVerdicts.Overlay, SelfCheckItem.Failed, "capture_screenshot returned no image.", SelfCheckVerdicts.OverlayMeaning);
                }

                int markerPixels, total;
                CountMarker(png, marker, out markerPixels, out total);
                return SelfCheckVerdicts.OverlayResult(markerPixels, total, Describe(shot));
            }
            finally
            {
                UnityEngine.Object.DestroyImmediate(root);
            }
        }

        private static void CountMarker(byte[] png, Color32 marker, out int markerPixels, out int total)
        {
            markerPixels = 0;
            total = 0;
#if PATCHBAY_IMAGE_CONVERSION_MODULE
            var texture = new Texture2D(2, 2) { hideFlags = HideFlags.HideAndDontSave };
            try
            {
                if (!texture.LoadImage(png))
                {
                    return;
                }

                Color want = marker;
                foreach (var c in texture.GetPixels())
                {
                    total++;
                    if (Math.Abs(c.r - want.r) < 0.1f && Math.Abs(c.g - want.g) < 0.1f && Math.Abs(c.b - want.b) < 0.1f)
                    {
                        markerPixels++;
                    }
                }
            }
            finally
            {
                UnityEngine.Object.DestroyImmediate(texture);
            }
#endif
        }

        // The capture's own account of itself (source, camera, note), without the image.
        private static string Describe(object shot)
        {
            var token = Patchbay.Shared.Schema.ResultSerializer.ToToken(shot, shot.GetType()) as JObject;
            if (token == null)
            {
                return shot.GetType().Name;
            }

            var parts = new List<string>();
            foreach (var p in token.Properties())
            {
                if (p.Value.Type == JTokenType.String || p.Value.Type == JTokenType.Integer || p.Value.Type == JTokenType.Boolean)
                {
                    parts.Add(p.Name + " " + p.Value);
                }
            }

            return string.Join(", ", parts.ToArray());
        }

        private static Type FindType(string fullName, string assemblyName)
        {
            // By name first: the module or package assembly may not be loaded until something asks for it.
            var named = Type.GetType(fullName + ", " + assemblyName, false);
            if (named != null)
            {
                return named;
            }

            foreach (var assembly in AppDomain.CurrentDomain.GetAssemblies())
            {
                var t = assembly.GetType(fullName, false);
                if (t != null)
                {
                    return t;
                }
            }

            return null;
        }

        private static void Set(object target, string property, object value)
        {
            target.GetType().GetProperty(property).SetValue(target, value, null);
        }
    }
}
