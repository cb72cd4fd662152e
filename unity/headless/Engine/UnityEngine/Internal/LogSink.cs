using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;
using System.Threading;

namespace UnityEngine.Internal
{
    // Routes Debug output to Application.logMessageReceived(Threaded) with Unity-style stack traces,
    // and echoes it to stderr (the host's "Editor.log"). Messages logged off the main thread reach
    // logMessageReceived on the next main-thread tick.
    internal static class LogSink
    {
        internal static bool EchoToStderr = Environment.GetEnvironmentVariable("PATCHBAY_HOST_QUIET") != "1";
        static readonly object _lock = new object();
        static readonly Queue<string[]> _fromOtherThreads = new Queue<string[]>();

        internal static void Write(LogType type, object message, string stackOverride)
        {
            var condition = message == null ? "Null" : message is Object && !Object.IsAlive((Object)message) ? "null" : message.ToString();
            var stack = stackOverride ?? FormatStack(new StackTrace(2, true));
            Dispatch(condition, stack, type);
        }

        internal static void WriteException(Exception e)
        {
            if (e == null) { Write(LogType.Exception, "NullReferenceException", null); return; }
            var condition = e.GetType().Name + ": " + e.Message;
            var stack = e.StackTrace != null ? FormatStack(new StackTrace(e, true)) : FormatStack(new StackTrace(2, true));
            var inner = e.InnerException;
            while (inner != null)
            {
                stack += "Rethrow as " + e.GetType().Name + ": " + e.Message + "\n";
                stack += FormatStack(new StackTrace(inner, true));
                inner = inner.InnerException;
            }
            Dispatch(condition, stack, LogType.Exception);
        }

        // The console and the log only, no Application.logMessageReceived (Debug.LogCompilerMessage).
        internal static void WriteConsoleOnly(LogType type, string message)
        {
            if (!EchoToStderr) return;
            try { Console.Error.WriteLine("[unity " + type + "] " + message); } catch (Exception) { }
        }

        static void Dispatch(string condition, string stack, LogType type)
        {
            if (EchoToStderr)
            {
                try { Console.Error.WriteLine("[unity " + type + "] " + condition); } catch (Exception) { }
            }
            Application.InvokeLogThreaded(condition, stack, type);
            if (MainThread.IsCurrent)
            {
                DrainQueued();
                Application.InvokeLog(condition, stack, type);
            }
            else
            {
                lock (_lock) _fromOtherThreads.Enqueue(new[] { condition, stack, ((int)type).ToString() });
            }
        }

        internal static void DrainQueued()
        {
            while (true)
            {
                string[] item;
                lock (_lock)
                {
                    if (_fromOtherThreads.Count == 0) return;
                    item = _fromOtherThreads.Dequeue();
                }
                Application.InvokeLog(item[0], item[1], (LogType)int.Parse(item[2]));
            }
        }

        // Unity's format: "Namespace.Type:Method (args) (at Assets/File.cs:12)" one frame per line.
        internal static string FormatStack(StackTrace trace)
        {
            var sb = new StringBuilder();
            foreach (var frame in trace.GetFrames() ?? new StackFrame[0])
            {
                var method = frame.GetMethod();
                if (method == null) continue;
                var type = method.DeclaringType;
                if (type != null && type.Namespace == "UnityEngine.Internal") continue;
                sb.Append(type == null ? "" : type.FullName).Append(':').Append(method.Name).Append(" (");
                var ps = method.GetParameters();
                for (int i = 0; i < ps.Length; i++)
                {
                    if (i > 0) sb.Append(',');
                    sb.Append(ps[i].ParameterType.Name);
                }
                sb.Append(')');
                var file = frame.GetFileName();
                if (!string.IsNullOrEmpty(file))
                    sb.Append(" (at ").Append(ProjectRelative(file)).Append(':').Append(frame.GetFileLineNumber()).Append(')');
                sb.Append('\n');
            }
            return sb.ToString();
        }

        static string ProjectRelative(string file)
        {
            var root = Application.ProjectPath;
            file = file.Replace('\\', '/');
            if (!string.IsNullOrEmpty(root) && file.StartsWith(root + "/", StringComparison.Ordinal))
                return file.Substring(root.Length + 1);
            return file;
        }
    }
}
