using UnityEngine;

namespace Patchbay.Engine.CommonTools.Console
{
    /// <summary>
    /// The copy of the console the tools read (get_console_logs, wait_until's log condition). Who fills it differs:
    /// the editor's ConsoleCapture (with compiler messages, kept across domain reloads), or in a player
    /// <see cref="CaptureLogs"/> (Application.logMessageReceivedThreaded, no reloads to survive).
    /// </summary>
    public static class ConsoleLog
    {
        private static readonly LogBuffer s_buffer = new LogBuffer();
        private static bool s_capturing;

        public static LogBuffer Buffer
        {
            get { return s_buffer; }
        }

        /// <summary>"error", "assert", "warning", "exception" or "log", as get_console_logs filters them.</summary>
        public static string TypeName(LogType type)
        {
            switch (type)
            {
                case LogType.Error: return "error";
                case LogType.Assert: return "assert";
                case LogType.Warning: return "warning";
                case LogType.Exception: return "exception";
                default: return "log";
            }
        }

        /// <summary>A player's capture: every message from now on (main thread, once; later calls do nothing).</summary>
        public static void CaptureLogs()
        {
            if (s_capturing)
            {
                return;
            }

            s_capturing = true;
            Application.logMessageReceivedThreaded += (condition, stackTrace, type) =>
                s_buffer.Add(TypeName(type), condition, stackTrace, System.DateTime.UtcNow);
        }
    }
}
