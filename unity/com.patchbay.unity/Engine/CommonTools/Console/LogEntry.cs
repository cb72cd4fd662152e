namespace Patchbay.Engine.CommonTools.Console
{
    /// <summary>One console message as the package saw it.</summary>
    public sealed class LogEntry
    {
        /// <summary>Increasing across domain reloads (pass it back as "since" to get newer entries only).</summary>
        public long Id;

        /// <summary>log, warning, error, assert or exception.</summary>
        public string Type;

        public string Message;

        public string StackTrace;

        /// <summary>UTC, ISO 8601.</summary>
        public string Time;
    }
}
