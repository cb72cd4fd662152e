using System;
using System.Diagnostics;
using System.Globalization;
using System.Text;
using UnityEngine.Internal;

namespace UnityEngine
{
    // A plain class with a public constructor, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1
    // Runtime/Export/Debug/Debug.bindings.cs): not a static class.
    public class Debug
    {
        public static bool isDebugBuild { get { return true; } }

        public static void Log(object message) { LogSink.Write(LogType.Log, message, null); }
        public static void Log(object message, Object context) { LogSink.Write(LogType.Log, message, null); }
        public static void LogWarning(object message) { LogSink.Write(LogType.Warning, message, null); }
        public static void LogWarning(object message, Object context) { LogSink.Write(LogType.Warning, message, null); }
        public static void LogError(object message) { LogSink.Write(LogType.Error, message, null); }
        public static void LogError(object message, Object context) { LogSink.Write(LogType.Error, message, null); }
        public static void LogAssertion(object message) { LogSink.Write(LogType.Assert, message, null); }
        public static void LogAssertion(object message, Object context) { LogSink.Write(LogType.Assert, message, null); }

        public static void LogFormat(string format, params object[] args) { Log(Format(format, args)); }
        public static void LogFormat(Object context, string format, params object[] args) { Log(Format(format, args), context); }
        public static void LogWarningFormat(string format, params object[] args) { LogWarning(Format(format, args)); }
        public static void LogWarningFormat(Object context, string format, params object[] args) { LogWarning(Format(format, args), context); }
        public static void LogErrorFormat(string format, params object[] args) { LogError(Format(format, args)); }
        public static void LogErrorFormat(Object context, string format, params object[] args) { LogError(Format(format, args), context); }

        // Internal in Unity (UnityCsReference 2021.3.0f1 Runtime/Export/Debug/Debug.bindings.cs:164; 6000.5 adds an
        // EntityId): how compiler messages reach the console. Whether Unity also passes them to
        // Application.logMessageReceived is native and unverified; the stand-in does not (the stricter case: code that
        // wants compile errors reads the compilation pipeline), and echoes them to the log as Unity's Editor.log has them.
        internal static void LogCompilerMessage(string message, string fileName, int lineNumber, int columnNumber, bool forEditor, bool isError, int identifier)
        {
            LogSink.WriteConsoleOnly(isError ? LogType.Error : LogType.Warning, message);
        }

        public static void LogException(Exception exception) { LogSink.WriteException(exception); }
        public static void LogException(Exception exception, Object context) { LogSink.WriteException(exception); }

        public static void Assert(bool condition) { if (!condition) LogAssertion("Assertion failed"); }
        public static void Assert(bool condition, object message) { if (!condition) LogAssertion(message); }
        public static void Assert(bool condition, string message) { if (!condition) LogAssertion(message); }

        public static void Break() { }
        public static void ClearDeveloperConsole() { }

        public static void DrawLine(Vector3 start, Vector3 end) { }
        public static void DrawLine(Vector3 start, Vector3 end, Color color) { }
        public static void DrawRay(Vector3 start, Vector3 dir) { }
        public static void DrawRay(Vector3 start, Vector3 dir, Color color) { }
        // UnityCsReference 2021.3.0f1 Runtime/Export/Debug/Debug.bindings.cs: gizmo lines, drawn nowhere headless.
        public static void DrawLine(Vector3 start, Vector3 end, Color color, float duration) { }
        public static void DrawLine(Vector3 start, Vector3 end, Color color, float duration, bool depthTest) { }
        public static void DrawRay(Vector3 start, Vector3 dir, Color color, float duration) { }
        public static void DrawRay(Vector3 start, Vector3 dir, Color color, float duration, bool depthTest) { }

        static string Format(string format, object[] args)
        {
            return string.Format(CultureInfo.InvariantCulture, format, args);
        }
    }
}
