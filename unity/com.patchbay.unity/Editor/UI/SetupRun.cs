namespace Patchbay.Editor.UI
{
    /// <summary>One finished run of `patchbay setup`, as the window shows it. Immutable (made on the worker).</summary>
    public sealed class SetupRun
    {
        public SetupRun(string command, int exitCode, string output, string problem)
        {
            Command = command;
            ExitCode = exitCode;
            Output = output ?? string.Empty;
            Problem = problem;
        }

        /// <summary>The command line as a user would type it.</summary>
        public string Command { get; private set; }

        /// <summary>The process's exit status; -1 when it did not run or did not finish.</summary>
        public int ExitCode { get; private set; }

        /// <summary>What it printed (stdout, then stderr), cut to a bounded length.</summary>
        public string Output { get; private set; }

        /// <summary>Why it did not run or finish, with the fix; null when it ran to its end.</summary>
        public string Problem { get; private set; }

        public bool Succeeded
        {
            get { return Problem == null && ExitCode == 0; }
        }
    }
}
