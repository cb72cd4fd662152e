using System;
using System.Globalization;
using System.Linq;
using Newtonsoft.Json.Linq;

namespace Patchbay.Editor.Tools.SelfCheck
{
    /// <summary>
    /// What each self-check concludes from what it measured: pure functions of the evidence, so the logic is tested
    /// without the editor (the measuring is <see cref="SelfCheckRunner"/>'s). Each returns the check's result with the
    /// evidence in words and numbers, and what a failure means (docs/compatibility.md, "The self-check").
    /// </summary>
    public static class SelfCheckVerdicts
    {
        public const string Wake = "off_thread_wake";
        public const string Dialog = "dialog_finder";
        public const string InstanceFile = "editor_instance_file";
        public const string Input = "input_reaches_game";
        public const string Overlay = "screenshot_sees_overlay";

        /// <summary>An update must follow each wake within this; a throttled editor's own next update is far later (100 ms to seconds).</summary>
        public const double WakeLimitMs = 250;

        public const string WakeMeaning = "A wake from another thread does not make this editor update: while Unity is in the background, "
            + "compiles, test runs, play-mode entry, wait_until and simulate_input run at the throttled rate (one update in seconds).";

        public const string DialogMeaning = "The hub cannot find or press this Unity's dialogs: a call blocked by a modal dialog waits until a "
            + "person answers it, and answer_dialog reports no dialog.";

        public const string InstanceFileMeaning = "The hub cannot tell this editor's process from Library/EditorInstance.json, so it cannot say an "
            + "editor of this project is running without the package (Safe Mode after compile errors).";

        public const string InputMeaning = "Input simulated by simulate_input does not reach the game in this editor's state (Game view not focused, "
            + "the Input System's Play Mode Input Behavior or Background Behavior): focus the Game view or change those settings.";

        public const string OverlayMeaning = "capture_screenshot in play mode misses Screen Space - Overlay canvases (the HUD, menus): the agent "
            + "does not see the UI the player sees.";

        /// <param name="available">Whether this Unity has the thread-safe wake (EditorApplication.SignalTick).</param>
        /// <param name="latenciesMs">For each wake sent from a background thread, the time to the next editor update, or null when none came.</param>
        public static SelfCheckItem WakeResult(bool available, double?[] latenciesMs)
        {
            if (!available)
            {
                return SelfCheckItem.Of(Wake, SelfCheckItem.Failed,
                    "EditorApplication.SignalTick was not found in this Unity, so Patchbay cannot wake a throttled editor.", WakeMeaning);
            }

            if (latenciesMs == null || latenciesMs.Length == 0)
            {
                return SelfCheckItem.Of(Wake, SelfCheckItem.Failed, "No wake was sent (the background thread did not run).", WakeMeaning);
            }

            var shown = string.Join(", ", latenciesMs.Select(l => l.HasValue ? Ms(l.Value) : "none").ToArray());
            var missing = latenciesMs.Count(l => !l.HasValue);
            var slow = latenciesMs.Count(l => l.HasValue && l.Value > WakeLimitMs);
            var evidence = latenciesMs.Length + " wakes from a background thread; the next editor update came after " + shown
                + " (limit " + Ms(WakeLimitMs) + ").";
            return SelfCheckItem.Of(Wake, missing + slow == 0 ? SelfCheckItem.Passed : SelfCheckItem.Failed, evidence, WakeMeaning);
        }

        /// <summary>Library/EditorInstance.json: present, and naming this editor's process.</summary>
        public static SelfCheckItem InstanceFileResult(bool exists, string json, int pid)
        {
            if (!exists)
            {
                return SelfCheckItem.Of(InstanceFile, SelfCheckItem.Failed, "Library/EditorInstance.json does not exist while this editor runs.", InstanceFileMeaning);
            }

            JObject o;
            try
            {
                o = JObject.Parse(json ?? string.Empty);
            }
            catch (Exception e)
            {
                return SelfCheckItem.Of(InstanceFile, SelfCheckItem.Failed, "Library/EditorInstance.json is not JSON: " + e.Message, InstanceFileMeaning);
            }

            var recorded = o["process_id"];
            var version = (string)o["version"];
            if (recorded == null || recorded.Type != JTokenType.Integer)
            {
                return SelfCheckItem.Of(InstanceFile, SelfCheckItem.Failed, "Library/EditorInstance.json has no process_id: " + Cut(json), InstanceFileMeaning);
            }

            var same = (long)recorded == pid;
            return SelfCheckItem.Of(InstanceFile, same ? SelfCheckItem.Passed : SelfCheckItem.Failed,
                "Library/EditorInstance.json names process " + (long)recorded + (same ? ", this editor's" : ", but this editor is process " + pid)
                + (version != null ? " (version " + version + ")" : string.Empty) + ".", InstanceFileMeaning);
        }

        public static SelfCheckItem DialogSkipped()
        {
            return SelfCheckItem.Of(Dialog, SelfCheckItem.Skipped,
                "Shows a blocking test dialog, so it runs only when asked: `patchbay doctor --editor` does (it presses the dialog with "
                + "answer_dialog), or call run_self_check with dialog: true and then answer_dialog.", DialogMeaning);
        }

        /// <param name="button">The button the dialog returned with (0 the first, "Found").</param>
        public static SelfCheckItem DialogResult(int button, double seconds, string[] buttons)
        {
            var name = button >= 0 && button < buttons.Length ? buttons[button] : "#" + button;
            return SelfCheckItem.Of(Dialog, button == 0 ? SelfCheckItem.Passed : SelfCheckItem.Failed,
                "The test dialog was answered with '" + name + "' after " + Ms(seconds * 1000) + (button == 0 ? "." : " (expected '" + buttons[0] + "')."),
                DialogMeaning);
        }

        public static SelfCheckItem PlayModeOnly(string name, string meaning)
        {
            return SelfCheckItem.Of(name, SelfCheckItem.Skipped, "Enter play mode to run this check (it runs only while the game plays).", meaning);
        }

        /// <param name="seenAtFrame">Frames after queuing when the game's Keyboard saw the key down, or null.</param>
        public static SelfCheckItem InputResult(string key, int? seenAfterFrames, int framesWaited, string settings)
        {
            return seenAfterFrames.HasValue
                ? SelfCheckItem.Of(Input, SelfCheckItem.Passed,
                    key + " queued through the Input System reached the game's Keyboard after " + seenAfterFrames.Value + " frame(s); " + settings + ".", InputMeaning)
                : SelfCheckItem.Of(Input, SelfCheckItem.Failed,
                    key + " queued through the Input System was not seen by the game's Keyboard within " + framesWaited + " frames; " + settings + ".", InputMeaning);
        }

        /// <summary>The share of the capture's pixels that show the overlay's marker colour, and which capture it was.</summary>
        public static SelfCheckItem OverlayResult(int markerPixels, int totalPixels, string capture)
        {
            var share = totalPixels > 0 ? (double)markerPixels / totalPixels : 0;
            var evidence = "A full-screen Screen Space - Overlay canvas of a marker colour covered " + Math.Round(share * 100, 1).ToString(CultureInfo.InvariantCulture)
                + "% of the capture (" + markerPixels + " of " + totalPixels + " pixels); capture: " + capture + ".";
            return SelfCheckItem.Of(Overlay, share >= 0.5 ? SelfCheckItem.Passed : SelfCheckItem.Failed, evidence, OverlayMeaning);
        }

        public static string Ms(double ms)
        {
            return Math.Round(ms, ms < 10 ? 1 : 0).ToString(CultureInfo.InvariantCulture) + " ms";
        }

        private static string Cut(string text)
        {
            text = text ?? string.Empty;
            return text.Length > 200 ? text.Substring(0, 200) + "…" : text;
        }
    }
}
