using System;
using System.IO;
using System.Text.RegularExpressions;

namespace UnityEngine
{
    public class Application
    {
        public delegate void LogCallback(string condition, string stackTrace, LogType type);

        public static event LogCallback logMessageReceived;
        public static event LogCallback logMessageReceivedThreaded;
        public static event Action quitting;
        public static event Func<bool> wantsToQuit;
        public static event Action<bool> focusChanged;

        // Set by the host (or defaults to the working directory) before any script runs.
        internal static string ProjectPath = Environment.CurrentDirectory.Replace('\\', '/');
        internal static bool IsPlayingInternal;
        static readonly StackTraceLogType[] _stackTraceTypes = { StackTraceLogType.ScriptOnly, StackTraceLogType.ScriptOnly, StackTraceLogType.ScriptOnly, StackTraceLogType.ScriptOnly, StackTraceLogType.ScriptOnly };
        static string _productName;

        public static string dataPath { get { return ProjectPath + "/Assets"; } }
        public static string streamingAssetsPath { get { return dataPath + "/StreamingAssets"; } }
        public static string persistentDataPath
        {
            get { return Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.ApplicationData), "unity3d", companyName, productName).Replace('\\', '/'); }
        }
        public static string temporaryCachePath { get { return Path.Combine(Path.GetTempPath(), companyName, productName).Replace('\\', '/'); } }
        public static string consoleLogPath { get { return ""; } }

        public static string productName
        {
            get
            {
                if (_productName == null) _productName = ReadProjectSetting("productName") ?? Path.GetFileName(ProjectPath);
                return _productName;
            }
        }

        public static string companyName { get { return ReadProjectSetting("companyName") ?? "DefaultCompany"; } }
        public static string identifier { get { return "com." + companyName + "." + productName; } }
        public static string version { get { return ReadProjectSetting("bundleVersion") ?? "0.1"; } }
        // The build profile's version (unity/build.sh sets Unity's UNITY_X_Y symbol for it).
#if UNITY_6000_5
        public static string unityVersion { get { return "6000.5.0f1"; } }
#elif UNITY_6000_4
        public static string unityVersion { get { return "6000.4.0f1"; } }
#elif UNITY_6000_3
        public static string unityVersion { get { return "6000.3.0f1"; } }
#elif UNITY_6000_0
        public static string unityVersion { get { return "6000.0.23f1"; } }
#elif UNITY_2022_3
        public static string unityVersion { get { return "2022.3.50f1"; } }
#else
        public static string unityVersion { get { return "2021.3.45f1"; } }
#endif
        // The host's player mode (--player): a development build's player on Linux, always playing. Unity's
        // signatures: UnityCsReference Runtime/Export/Application/Application.bindings.cs:381 (platform) and
        // Application.cs:411 (isEditor) at 2021.3.0f1; :405 and :469 at 6000.0.0f1.
        internal static bool IsPlayerInternal;
        public static RuntimePlatform platform { get { return IsPlayerInternal ? RuntimePlatform.LinuxPlayer : RuntimePlatform.LinuxEditor; } }
        public static bool isEditor { get { return !IsPlayerInternal; } }
        public static bool isPlaying { get { return IsPlayingInternal; } }
        // Unity's -batchmode (issue 48): the host's -batchmode sets it in every domain. Application.isBatchMode:
        // UnityCsReference Runtime/Export/Application/Application.bindings.cs (a static bool property) at 2021.3.0f1
        // and 6000.0.0f1.
        internal static bool IsBatchModeInternal;
        public static bool isBatchMode { get { return IsBatchModeInternal; } }
        // Whether the game has focus (Internal/GameView: the host's background modes and "focus off" take it away).
        public static bool isFocused { get { return UnityEngine.Internal.GameView.HasFocus; } }
        public static bool isMobilePlatform { get { return false; } }
        public static bool isConsolePlatform { get { return false; } }
        // Player Settings > Resolution and Presentation > Run In Background (ProjectSettings.asset runInBackground: 1);
        // missing, false. A player without it stops its loop while it has no focus (issue 43: the player reports it).
        static bool? _runInBackground;
        public static bool runInBackground
        {
            get
            {
                if (!_runInBackground.HasValue) _runInBackground = ReadProjectSetting("runInBackground") == "1";
                return _runInBackground.Value;
            }
            set { _runInBackground = value; }
        }
        // Unity's default is -1: the platform's default rate. The headless loop runs every --frame-ms whatever it says.
        static int _targetFrameRate = -1;
        public static int targetFrameRate { get { return _targetFrameRate; } set { _targetFrameRate = value; } }
        public static SystemLanguage systemLanguage { get { return SystemLanguage.English; } }

        public static void Quit() { Quit(0); }

        // The scripting reference (Application.Quit): "The Application.Quit call is ignored in the Editor" — play mode
        // goes on and the editor keeps running (a player quits). In batch mode the editor does quit.
        public static void Quit(int exitCode)
        {
            if (isEditor && !isBatchMode) return;
            if (Internal.EditorHooks.QuitRequested != null) Internal.EditorHooks.QuitRequested(exitCode);
        }

        public static void OpenURL(string url) { }

        public static StackTraceLogType GetStackTraceLogType(LogType logType) { return _stackTraceTypes[(int)logType]; }
        public static void SetStackTraceLogType(LogType logType, StackTraceLogType stackTraceType) { _stackTraceTypes[(int)logType] = stackTraceType; }

        internal static void InvokeLog(string condition, string stack, LogType type)
        {
            var handler = logMessageReceived;
            if (handler == null) return;
            foreach (LogCallback d in handler.GetInvocationList())
            {
                try { d(condition, stack, type); }
                catch (Exception e) { try { Console.Error.WriteLine("[unity] log handler threw: " + e); } catch (Exception) { } }
            }
        }

        internal static void InvokeLogThreaded(string condition, string stack, LogType type)
        {
            var handler = logMessageReceivedThreaded;
            if (handler == null) return;
            foreach (LogCallback d in handler.GetInvocationList())
            {
                try { d(condition, stack, type); }
                catch (Exception e) { try { Console.Error.WriteLine("[unity] log handler threw: " + e); } catch (Exception) { } }
            }
        }

        internal static void InvokeQuitting()
        {
            var handler = quitting;
            if (handler != null) handler();
        }

        internal static bool InvokeWantsToQuit()
        {
            var handler = wantsToQuit;
            if (handler == null) return true;
            foreach (Func<bool> d in handler.GetInvocationList())
                if (!d()) return false;
            return true;
        }

        internal static void InvokeFocusChanged(bool focus)
        {
            var handler = focusChanged;
            if (handler != null) handler(focus);
        }

        // Reads "key: value" from ProjectSettings/ProjectSettings.asset when the project has one.
        static string ReadProjectSetting(string key)
        {
            try
            {
                var path = Path.Combine(ProjectPath, "ProjectSettings/ProjectSettings.asset");
                if (!File.Exists(path)) return null;
                var m = Regex.Match(File.ReadAllText(path), @"^\s*" + Regex.Escape(key) + @":\s*(.+?)\s*$", RegexOptions.Multiline);
                return m.Success ? m.Groups[1].Value : null;
            }
            catch (IOException)
            {
                return null;
            }
        }
    }
}
