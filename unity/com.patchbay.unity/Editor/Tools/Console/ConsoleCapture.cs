using System;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Console
{
    /// <summary>
    /// The Unity edge of <see cref="LogBuffer"/>: subscribes to every log message at domain load, restores
    /// the entries saved before the last reload, and saves them again before the next one (SessionState),
    /// so compile errors logged just before a reload are still readable after it — until a compile without
    /// errors, after which they are gone, as from Unity's console.
    /// </summary>
    [InitializeOnLoad]
    public static class ConsoleCapture
    {
        private const string SessionKey = "Patchbay.Console";
        private const int KeptAcrossReload = 500;

        private static readonly LogBuffer s_buffer = new LogBuffer();

        static ConsoleCapture()
        {
            Application.logMessageReceivedThreaded += OnLog;
            s_buffer.Restore(SessionState.GetString(SessionKey, string.Empty));
            // A domain loads after scripts compiled; without errors, Unity's console drops the old compile errors.
            if (!EditorUtility.scriptCompilationFailed)
            {
                s_buffer.RemoveCompilerErrors();
            }

            AssemblyReloadEvents.beforeAssemblyReload += () => SessionState.SetString(SessionKey, s_buffer.Save(KeptAcrossReload));
        }

        public static LogBuffer Buffer
        {
            get { return s_buffer; }
        }

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

        private static void OnLog(string condition, string stackTrace, LogType type)
        {
            s_buffer.Add(TypeName(type), condition, stackTrace, DateTime.UtcNow);
        }
    }
}
