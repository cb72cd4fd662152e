using System;
using System.Diagnostics;
using System.IO;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// The operating system and CPU the editor runs on, as the release names them (rid). Built from plain
    /// strings so tests can ask for every platform; <see cref="Current"/> reads the real machine.
    /// </summary>
    public sealed class HubPlatform
    {
        public const string Windows = "windows";
        public const string MacOS = "macos";
        public const string Linux = "linux";

        public HubPlatform(string os, string cpu)
        {
            Os = os ?? string.Empty;
            Cpu = NormaliseCpu(cpu);
        }

        public string Os { get; private set; }

        /// <summary>"x64", "arm64" or whatever the machine reported.</summary>
        public string Cpu { get; private set; }

        public string ExecutableName
        {
            get { return Os == Windows ? "patchbay.exe" : "patchbay"; }
        }

        /// <summary>Whether the binary needs the executable bit set (Unity's mono has no chmod API).</summary>
        public bool NeedsChmod
        {
            get { return Os != Windows; }
        }

        /// <summary>
        /// Release folders that can run here, best first (a universal macOS binary runs on both CPUs); an
        /// empty array for a platform without a hub, with <paramref name="why"/> saying so.
        /// </summary>
        public string[] RuntimeIds(out string why)
        {
            why = null;
            if (Os == Windows && Cpu == "x64")
            {
                return new[] { "win-x64" };
            }

            if (Os == MacOS && (Cpu == "arm64" || Cpu == "x64"))
            {
                return new[] { "osx-universal", "osx-" + Cpu };
            }

            if (Os == Linux && Cpu == "x64")
            {
                return new[] { "linux-x64" };
            }

            why = "Patchbay ships no hub for " + (Os.Length == 0 ? "this operating system" : Os) + " on " + (Cpu.Length == 0 ? "this CPU" : Cpu)
                  + " (there are hubs for Windows x64, macOS arm64/x86_64 and Linux x64). Build one from source and set hubBinaryPath.";
            return new string[0];
        }

        public override string ToString()
        {
            return Os + "/" + Cpu;
        }

        /// <summary>The machine the editor runs on.</summary>
        public static HubPlatform Current()
        {
            if (Path.DirectorySeparatorChar == '\\')
            {
                var arch = Environment.GetEnvironmentVariable("PROCESSOR_ARCHITEW6432");
                if (string.IsNullOrEmpty(arch))
                {
                    arch = Environment.GetEnvironmentVariable("PROCESSOR_ARCHITECTURE");
                }

                return new HubPlatform(Windows, arch);
            }

            // mono reports PlatformID.Unix on macOS too; the system folder tells them apart.
            var os = Environment.OSVersion.Platform == PlatformID.MacOSX || Directory.Exists("/System/Library/CoreServices") ? MacOS : Linux;
            return new HubPlatform(os, Uname());
        }

        private static string NormaliseCpu(string cpu)
        {
            var c = (cpu ?? string.Empty).Trim().ToLowerInvariant();
            switch (c)
            {
                case "x86_64":
                case "amd64":
                case "x64":
                    return "x64";
                case "arm64":
                case "aarch64":
                    return "arm64";
                default:
                    return c;
            }
        }

        private static string Uname()
        {
            try
            {
                var start = new ProcessStartInfo("uname", "-m") { UseShellExecute = false, RedirectStandardOutput = true, CreateNoWindow = true };
                using (var process = Process.Start(start))
                {
                    var output = process.StandardOutput.ReadToEnd();
                    process.WaitForExit();
                    return output.Trim();
                }
            }
            catch (Exception e)
            {
                if (!(e is System.ComponentModel.Win32Exception) && !(e is InvalidOperationException) && !(e is IOException))
                {
                    throw;
                }

                return string.Empty;
            }
        }
    }
}
