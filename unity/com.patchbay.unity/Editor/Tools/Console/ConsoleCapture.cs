using System;
using System.Collections.Generic;
using Patchbay.Editor.Tools.Compilation;
using Patchbay.Engine.CommonTools.Console;
using UnityEditor;
using UnityEditor.Compilation;
using UnityEngine;

namespace Patchbay.Editor.Tools.Console
{
    /// <summary>
    /// The Unity edge of <see cref="LogBuffer"/>: subscribes to every log message at domain load, restores
    /// the entries saved before the last reload, and saves them again before the next one (SessionState),
    /// so compile errors logged just before a reload are still readable after it — until a compile without
    /// errors, after which they are gone, as from Unity's console.
    /// <para>Compiler messages come from the compilation pipeline (<see cref="CompileMonitor.ProjectMessages"/>):
    /// Unity writes them to its console through the internal Debug.LogCompilerMessage after compilationFinished
    /// (UnityCsReference 2021.3.0f1 EditorCompilation.cs:1064-1072), and whether that reaches
    /// Application.logMessageReceived is native, so not promised; when it does, the copy is not added twice.</para>
    /// </summary>
    [InitializeOnLoad]
    public static class ConsoleCapture
    {
        private const string SessionKey = "Patchbay.Console";
        private const int KeptAcrossReload = 500;

        private static readonly LogBuffer s_buffer = ConsoleLog.Buffer;

        // The compiler messages of the current compile already in the buffer (the log callback may repeat them).
        private static readonly HashSet<string> s_fromCompiler = new HashSet<string>(StringComparer.Ordinal);
        private static bool s_compilerEntriesReplaced;

        static ConsoleCapture()
        {
            Application.logMessageReceivedThreaded += OnLog;
            CompilationPipeline.compilationStarted += context =>
            {
                lock (s_fromCompiler)
                {
                    s_fromCompiler.Clear();
                    s_compilerEntriesReplaced = false;
                }
            };
            CompileMonitor.ProjectMessages += OnCompilerMessages;
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
            return ConsoleLog.TypeName(type);
        }

        private static void OnLog(string condition, string stackTrace, LogType type)
        {
            if (type == LogType.Error || type == LogType.Warning)
            {
                lock (s_fromCompiler)
                {
                    if (s_fromCompiler.Contains(condition ?? string.Empty))
                    {
                        return;
                    }
                }
            }

            s_buffer.Add(TypeName(type), condition, stackTrace, DateTime.UtcNow);
        }

        private static void OnCompilerMessages(CompilerMessage[] messages)
        {
            lock (s_fromCompiler)
            {
                // A compile's messages replace the previous compile's errors, as in Unity's console.
                if (!s_compilerEntriesReplaced)
                {
                    s_compilerEntriesReplaced = true;
                    s_buffer.RemoveCompilerErrors();
                }

                foreach (var message in messages)
                {
                    if (message.type != CompilerMessageType.Error && message.type != CompilerMessageType.Warning)
                    {
                        continue;
                    }

                    var text = message.message ?? string.Empty;
                    if (s_fromCompiler.Add(text))
                    {
                        s_buffer.Add(message.type == CompilerMessageType.Error ? "error" : "warning", text, string.Empty, DateTime.UtcNow);
                    }
                }
            }
        }
    }
}
