using System;
using System.ComponentModel;
using System.Diagnostics;
using System.IO;
using System.Text;
using System.Threading;

namespace Patchbay.Editor.UI
{
    /// <summary>
    /// Runs `patchbay setup ...` on a worker thread, one run at a time, so the editor never waits for it: the
    /// main thread starts a run and later takes the finished <see cref="SetupRun"/> (the window polls from its
    /// throttled update). The binary does the work; this class only runs it and keeps what it printed.
    /// <code>
    ///   idle --TryStart--> running --(worker ends)--> finished --TakeFinished--> idle
    /// </code>
    /// A run that takes longer than the timeout is killed and reported as such.
    /// </summary>
    public sealed class SetupRunner
    {
        public const int MaxOutputChars = 16 * 1024;

        private readonly Func<Tuple<string, string>> _findBinary;
        private readonly string _workingDirectory;
        private readonly int _timeoutMs;
        private volatile bool _running;
        private volatile SetupRun _finished;

        /// <param name="findBinary">Worker thread: (binary, null) or (null, why it is missing and the fix).</param>
        public SetupRunner(Func<Tuple<string, string>> findBinary, string workingDirectory, int timeoutMs)
        {
            _findBinary = findBinary;
            _workingDirectory = workingDirectory;
            _timeoutMs = timeoutMs;
        }

        public bool IsRunning
        {
            get { return _running; }
        }

        /// <summary>Main thread: starts `patchbay setup ARGS`; false when a run is still going.</summary>
        public bool TryStart(string[] arguments)
        {
            if (_running)
            {
                return false;
            }

            _running = true;
            _finished = null;
            var thread = new Thread(() => Run(arguments)) { IsBackground = true, Name = "Patchbay setup" };
            thread.Start();
            return true;
        }

        /// <summary>Main thread: the run that finished since the last call, once; null otherwise.</summary>
        public SetupRun TakeFinished()
        {
            var finished = _finished;
            if (finished == null || _running)
            {
                return null;
            }

            _finished = null;
            return finished;
        }

        public static string Quote(string argument)
        {
            return argument.Length > 0 && argument.IndexOfAny(new[] { ' ', '\t', '"', '\'' }) < 0
                ? argument
                : "\"" + argument.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
        }

        private void Run(string[] arguments)
        {
            SetupRun result;
            try
            {
                result = Execute(arguments);
            }
            catch (Exception e)
            {
                // A worker must never take the editor down; whatever went wrong is shown in the window.
                result = new SetupRun("patchbay setup " + string.Join(" ", arguments), -1, null, "Could not run patchbay setup: " + e.Message);
            }

            _finished = result;
            _running = false;
        }

        private SetupRun Execute(string[] arguments)
        {
            var quoted = new string[arguments.Length];
            for (var i = 0; i < arguments.Length; i++)
            {
                quoted[i] = Quote(arguments[i]);
            }

            var argumentLine = "setup " + string.Join(" ", quoted);
            var found = _findBinary();
            var binary = found.Item1;
            if (binary == null)
            {
                return new SetupRun("patchbay " + argumentLine, -1, null,
                    "No patchbay binary to run: " + found.Item2 + " Set hubBinaryPath in UserSettings/PatchbaySettings.json to the "
                    + "patchbay binary, or put patchbay on PATH (docs/install.md).");
            }

            var command = Quote(binary) + " " + argumentLine;
            var start = new ProcessStartInfo(binary, argumentLine)
            {
                UseShellExecute = false,
                CreateNoWindow = true,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                StandardOutputEncoding = Encoding.UTF8,
                StandardErrorEncoding = Encoding.UTF8,
                WorkingDirectory = Directory.Exists(_workingDirectory) ? _workingDirectory : Path.GetDirectoryName(binary),
            };

            Process process;
            try
            {
                process = Process.Start(start);
            }
            catch (Win32Exception e)
            {
                return new SetupRun(command, -1, null, "Could not start " + binary + ": " + e.Message + ". Check that hubBinaryPath names the patchbay binary and that it is executable.");
            }

            using (process)
            {
                var stdout = process.StandardOutput.ReadToEndAsync();
                var stderr = process.StandardError.ReadToEndAsync();
                if (!process.WaitForExit(_timeoutMs))
                {
                    try
                    {
                        process.Kill();
                    }
                    catch (InvalidOperationException)
                    {
                        // It ended just now.
                    }

                    return new SetupRun(command, -1, Collect(stdout, stderr, 1000), "patchbay setup did not finish within "
                        + (_timeoutMs / 1000) + " s and was stopped; run the command in a terminal to see what it waits for.");
                }

                process.WaitForExit();
                return new SetupRun(command, process.ExitCode, Collect(stdout, stderr, _timeoutMs), null);
            }
        }

        private static string Collect(System.Threading.Tasks.Task<string> stdout, System.Threading.Tasks.Task<string> stderr, int waitMs)
        {
            var text = new StringBuilder();
            if (stdout.Wait(waitMs))
            {
                text.Append(stdout.Result);
            }

            if (stderr.Wait(waitMs) && stderr.Result.Length > 0)
            {
                if (text.Length > 0 && text[text.Length - 1] != '\n')
                {
                    text.Append('\n');
                }

                text.Append(stderr.Result);
            }

            var output = text.ToString().TrimEnd();
            return output.Length <= MaxOutputChars ? output : output.Substring(0, MaxOutputChars) + "\n… (cut; run the command in a terminal for the rest)";
        }
    }
}
