using System;
using System.Diagnostics;
using System.IO;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// Starts `patchbay serve` when no hub answers and the binary is known (the hubBinaryPath setting, else
    /// PATH). The hub outlives the editor on purpose — it serves other editors and exits by itself when idle —
    /// so it is started without a window and without redirected streams that would tie it to Unity.
    /// </summary>
    public static class HubLauncher
    {
        /// <summary>Absolute path of the patchbay binary, or null.</summary>
        public static string FindBinary(string configuredPath, Func<string, string> environment)
        {
            if (!string.IsNullOrEmpty(configuredPath))
            {
                return File.Exists(configuredPath) ? Path.GetFullPath(configuredPath) : null;
            }

            var path = environment("PATH");
            if (string.IsNullOrEmpty(path))
            {
                return null;
            }

            var windows = Path.DirectorySeparatorChar == '\\';
            foreach (var directory in path.Split(Path.PathSeparator))
            {
                if (directory.Length == 0)
                {
                    continue;
                }

                var candidate = Path.Combine(directory.Trim('"'), windows ? "patchbay.exe" : "patchbay");
                if (File.Exists(candidate))
                {
                    return candidate;
                }
            }

            return null;
        }

        /// <summary>Starts the hub; returns false when the binary is unknown or the start failed.</summary>
        public static bool TryStart(string binary, Action<string> log)
        {
            if (binary == null)
            {
                return false;
            }

            var start = new ProcessStartInfo(binary, "serve")
            {
                UseShellExecute = false,
                CreateNoWindow = true,
                WorkingDirectory = Path.GetDirectoryName(binary),
            };
            try
            {
                using (Process.Start(start))
                {
                }

                log("Started the Patchbay hub: " + binary + " serve");
                return true;
            }
            catch (Exception e)
            {
                if (!(e is System.ComponentModel.Win32Exception) && !(e is InvalidOperationException) && !(e is IOException))
                {
                    throw;
                }

                log("Could not start the Patchbay hub (" + binary + "): " + e.Message);
                return false;
            }
        }
    }
}
