using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// Starts `patchbay serve` when no hub answers and the binary is known (the hubBinaryPath setting, else
    /// PATH). The hub outlives the editor on purpose — it serves other editors and exits by itself when idle —
    /// so it is started without a window and without redirected streams that would tie it to Unity.
    /// </summary>
    public static class HubLauncher
    {
        /// <summary>The port `patchbay serve` listens on unless told otherwise (docs/install.md).</summary>
        public const int DefaultPort = 3917;

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

            // The default port held by another program (or another user's hub) would stop the hub at once: then it
            // listens on any free port, and hub.json tells this editor and `patchbay stdio` which (as the CLI's own
            // start does, src/app/hub_locator.cpp).
            var portFree = PortIsFree(DefaultPort);
            if (!portFree)
            {
                log("Port " + DefaultPort + " is in use by another program: the Patchbay hub starts on a free port (hub.json names it).");
            }

            var start = new ProcessStartInfo(binary, ServeArguments(portFree))
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

                log("Started the Patchbay hub: " + binary + " " + start.Arguments);
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

        /// <summary>The arguments of `patchbay serve`: on the default port when it is free, else on any free one.</summary>
        public static string ServeArguments(bool defaultPortFree)
        {
            return defaultPortFree ? "serve" : "serve --listen 127.0.0.1:0";
        }

        /// <summary>Whether nothing listens on 127.0.0.1:<paramref name="port"/> (a listener there refuses the bind).</summary>
        public static bool PortIsFree(int port)
        {
            var probe = new TcpListener(IPAddress.Loopback, port);
            try
            {
                // Connections of a hub that just exited linger in TIME_WAIT on its port: the hub binds with
                // SO_REUSEADDR, so does this probe, outside Windows (where SO_REUSEADDR would share a live listener's port
                // and TIME_WAIT does not block a bind).
                if (Path.DirectorySeparatorChar != '\\')
                {
                    probe.Server.SetSocketOption(SocketOptionLevel.Socket, SocketOptionName.ReuseAddress, true);
                }

                probe.Start();
                return true;
            }
            catch (SocketException)
            {
                return false;
            }
            finally
            {
                probe.Stop();
            }
        }
    }
}
