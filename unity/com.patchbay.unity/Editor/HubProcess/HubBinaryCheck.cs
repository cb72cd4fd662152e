using System;
using System.ComponentModel;
using System.Diagnostics;
using System.IO;
using System.Threading;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>Makes a hub binary executable and checks that `patchbay --version` says the package's version.</summary>
    public static class HubBinaryCheck
    {
        /// <summary>Null when <paramref name="binary"/> is runnable and of <paramref name="version"/>, else why not.</summary>
        public static string Check(string binary, HubPlatform platform, string version, CancellationToken cancel)
        {
            if (platform.NeedsChmod)
            {
                // Unity's mono has no chmod API, and a tarball or a download may drop the executable bit.
                string ignored;
                var chmod = Run("chmod", "+x \"" + binary + "\"", cancel, out ignored);
                if (chmod != null)
                {
                    return "could not make " + binary + " executable: " + chmod;
                }
            }

            string output;
            var error = Run(binary, "--version", cancel, out output);
            if (error != null)
            {
                return "could not run " + binary + " --version: " + error;
            }

            var expected = "patchbay " + version;
            var actual = output.Trim();
            if (actual != expected)
            {
                return binary + " is " + (actual.Length == 0 ? "of an unknown version" : "\"" + actual + "\"") + " but this package needs \"" + expected
                       + "\"; replace it with the hub of the package's release";
            }

            return null;
        }

        private static string Run(string file, string arguments, CancellationToken cancel, out string output)
        {
            output = string.Empty;
            var start = new ProcessStartInfo(file, arguments) { UseShellExecute = false, RedirectStandardOutput = true, CreateNoWindow = true };
            try
            {
                using (var process = Process.Start(start))
                {
                    var read = process.StandardOutput.ReadToEndAsync();
                    while (!process.WaitForExit(100))
                    {
                        if (cancel.IsCancellationRequested)
                        {
                            process.Kill();
                            return "cancelled";
                        }
                    }

                    output = read.Result;
                    return process.ExitCode == 0 ? null : "exit code " + process.ExitCode;
                }
            }
            catch (Exception e)
            {
                if (!(e is Win32Exception) && !(e is InvalidOperationException) && !(e is IOException))
                {
                    throw;
                }

                return e.Message;
            }
        }
    }
}
