using System;
using System.Diagnostics;
using System.IO;
using System.Runtime.InteropServices;

namespace Patchbay.Editor.Tools.EditorOps
{
    /// <summary>
    /// Brings this editor process's main window to the front with what each OS offers a background process:
    /// Windows SetForegroundWindow (which Windows may refuse unless the foreground app allowed it), macOS
    /// System Events through osascript (needs the Automation permission), X11 wmctrl or xdotool by process id.
    /// Says honestly whether it worked and, if not, why. Never throws.
    /// </summary>
    public static class WindowFocus
    {
        private const int ToolTimeoutMs = 3000;

        public struct Outcome
        {
            public bool Focused;
            public string Method;
            public string Reason;
        }

        public static Outcome Focus()
        {
            var pid = Process.GetCurrentProcess().Id;
            try
            {
                switch (Environment.OSVersion.Platform)
                {
                    case PlatformID.Win32NT:
                        return Windows();
                    case PlatformID.MacOSX:
                        return MacOs(pid);
                    default:
                        return Directory.Exists("/System/Library/CoreServices") ? MacOs(pid) : Linux(pid);
                }
            }
            catch (Exception e)
            {
                return Fail("none", "Focusing failed: " + e.Message);
            }
        }

        private static Outcome Windows()
        {
            var handle = Process.GetCurrentProcess().MainWindowHandle;
            if (handle == IntPtr.Zero)
            {
                return Fail("SetForegroundWindow", "This editor process has no main window.");
            }

            if (IsIconic(handle))
            {
                ShowWindow(handle, 9);
            }

            return SetForegroundWindow(handle)
                ? new Outcome { Focused = true, Method = "SetForegroundWindow" }
                : Fail("SetForegroundWindow", "Windows refused: a background process may take the foreground only when the foreground app allows it "
                    + "(AllowSetForegroundWindow); the taskbar button flashes instead. Click the Unity window.");
        }

        private static Outcome MacOs(int pid)
        {
            string error;
            var script = "tell application \"System Events\" to set frontmost of (first process whose unix id is " + pid + ") to true";
            if (Run("osascript", new[] { "-e", script }, out error))
            {
                return new Outcome { Focused = true, Method = "osascript" };
            }

            return Fail("osascript", "macOS refused (" + error + "). Allow the Unity editor to control System Events in System Settings > Privacy & Security > Automation.");
        }

        private static Outcome Linux(int pid)
        {
            if (string.IsNullOrEmpty(Environment.GetEnvironmentVariable("DISPLAY")))
            {
                return Fail("none", string.IsNullOrEmpty(Environment.GetEnvironmentVariable("WAYLAND_DISPLAY"))
                    ? "No display: this editor runs without a window system (DISPLAY is not set)."
                    : "Wayland without X11 (DISPLAY is not set): Wayland lets no application raise another's window.");
            }

            string output;
            if (Found("wmctrl"))
            {
                if (!Run("wmctrl", new[] { "-lp" }, out output))
                {
                    return Fail("wmctrl", "wmctrl could not list windows: " + output);
                }

                foreach (var line in output.Split('\n'))
                {
                    var parts = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
                    if (parts.Length > 2 && parts[2] == pid.ToString(System.Globalization.CultureInfo.InvariantCulture))
                    {
                        return Run("wmctrl", new[] { "-ia", parts[0] }, out output)
                            ? new Outcome { Focused = true, Method = "wmctrl" }
                            : Fail("wmctrl", "wmctrl could not activate the window: " + output);
                    }
                }

                return Fail("wmctrl", "The window manager lists no window of this editor process (pid " + pid + ").");
            }

            if (Found("xdotool"))
            {
                return Run("xdotool", new[] { "search", "--onlyvisible", "--pid", pid.ToString(System.Globalization.CultureInfo.InvariantCulture), "windowactivate" }, out output)
                    ? new Outcome { Focused = true, Method = "xdotool" }
                    : Fail("xdotool", "xdotool found no window of this editor process (pid " + pid + ") or could not activate it.");
            }

            return Fail("none", "No window manager tool found; install wmctrl (or xdotool) so the editor can raise its window.");
        }

        private static Outcome Fail(string method, string reason)
        {
            return new Outcome { Focused = false, Method = method, Reason = reason };
        }

        private static bool Found(string tool)
        {
            foreach (var dir in (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(Path.PathSeparator))
            {
                if (dir.Length > 0 && File.Exists(Path.Combine(dir, tool)))
                {
                    return true;
                }
            }

            return false;
        }

        private static bool Run(string file, string[] arguments, out string output)
        {
            var info = new ProcessStartInfo(file, Quote(arguments))
            {
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                CreateNoWindow = true,
            };
            using (var process = Process.Start(info))
            {
                var stdout = process.StandardOutput.ReadToEndAsync();
                var stderr = process.StandardError.ReadToEndAsync();
                if (!process.WaitForExit(ToolTimeoutMs))
                {
                    process.Kill();
                    output = file + " did not answer within " + ToolTimeoutMs / 1000 + " s";
                    return false;
                }

                output = process.ExitCode == 0 ? stdout.Result : (stderr.Result.Trim().Length > 0 ? stderr.Result.Trim() : "exit code " + process.ExitCode);
                return process.ExitCode == 0;
            }
        }

        private static string Quote(string[] arguments)
        {
            var quoted = new string[arguments.Length];
            for (var i = 0; i < arguments.Length; i++)
            {
                quoted[i] = "\"" + arguments[i].Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
            }

            return string.Join(" ", quoted);
        }

        [DllImport("user32.dll")]
        private static extern bool SetForegroundWindow(IntPtr window);

        [DllImport("user32.dll")]
        private static extern bool ShowWindow(IntPtr window, int command);

        [DllImport("user32.dll")]
        private static extern bool IsIconic(IntPtr window);
    }
}
