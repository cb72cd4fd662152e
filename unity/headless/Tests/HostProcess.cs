using System;
using System.Collections.Concurrent;
using System.Diagnostics;
using System.IO;
using System.Text;

namespace Patchbay.Headless.Tests
{
    // Runs patchbay-editor-host on a project and talks to it over stdin/stdout.
    internal sealed class HostProcess : IDisposable
    {
        readonly Process _process;
        readonly BlockingCollection<string> _lines = new BlockingCollection<string>();
        readonly StringBuilder _stderr = new StringBuilder();

        internal HostProcess(string project, params string[] extraArgs)
        {
            var exe = Path.Combine(TestProject.BuildDir, "patchbay-editor-host.exe");
            var psi = new ProcessStartInfo("mono", "--debug \"" + exe + "\" --project \"" + project + "\" --no-package --exit-on-stdin-eof " + string.Join(" ", extraArgs))
            {
                UseShellExecute = false,
                RedirectStandardInput = true,
                RedirectStandardOutput = true,
                RedirectStandardError = true
            };
            psi.EnvironmentVariables["PATCHBAY_HOST_QUIET"] = "0";
            _process = Process.Start(psi);
            _process.OutputDataReceived += (s, e) => { if (e.Data != null) _lines.Add(e.Data); };
            _process.ErrorDataReceived += (s, e) => { if (e.Data != null) lock (_stderr) _stderr.AppendLine(e.Data); };
            _process.BeginOutputReadLine();
            _process.BeginErrorReadLine();
        }

        internal string Stderr { get { lock (_stderr) return _stderr.ToString(); } }

        internal void Send(string command)
        {
            _process.StandardInput.WriteLine(command);
            _process.StandardInput.Flush();
        }

        // PATCHBAY_TEST_TIME_SCALE scales every wait, as in the Node suites (tests/lib/time.mjs).
        internal static double TimeScale
        {
            get
            {
                double scale;
                if (!double.TryParse(Environment.GetEnvironmentVariable("PATCHBAY_TEST_TIME_SCALE"), System.Globalization.NumberStyles.Float,
                        System.Globalization.CultureInfo.InvariantCulture, out scale) || scale < 1) scale = 1;
                return scale;
            }
        }

        // Waits for the next stdout line starting with prefix (earlier lines are skipped).
        internal string WaitFor(string prefix, int seconds = 60)
        {
            seconds = (int)Math.Ceiling(seconds * TimeScale);
            var deadline = DateTime.UtcNow.AddSeconds(seconds);
            while (true)
            {
                var left = deadline - DateTime.UtcNow;
                string line;
                if (left <= TimeSpan.Zero || !_lines.TryTake(out line, left))
                    throw new TimeoutException("host did not print '" + prefix + "' within " + seconds + " s. stderr:\n" + Stderr);
                if (line.StartsWith(prefix, StringComparison.Ordinal)) return line;
            }
        }

        internal int Stop()
        {
            try { _process.StandardInput.Close(); } catch (IOException) { }
            if (!_process.WaitForExit(20000)) { _process.Kill(); return -1; }
            return _process.ExitCode;
        }

        public void Dispose()
        {
            if (!_process.HasExited) Stop();
            _process.Dispose();
        }
    }
}
