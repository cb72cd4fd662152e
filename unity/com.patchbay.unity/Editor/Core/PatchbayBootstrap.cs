using System;
using System.Diagnostics;
using System.IO;
using Patchbay.Editor.Link;
using UnityEditor;
using UnityEditor.Compilation;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Core
{
    /// <summary>
    /// The Unity edge: starts <see cref="PatchbayRuntime"/> in every domain, pumps it from
    /// EditorApplication.update, keeps its metadata current and closes the link before a domain reload. An idle
    /// update costs two comparisons; scene and settings-file polling run once a second.
    /// </summary>
    [InitializeOnLoad]
    public static class PatchbayBootstrap
    {
        private const double PollIntervalSeconds = 1.0;

        private static readonly PatchbayRuntime s_runtime;
        private static double s_nextPoll;
        // The scene itself, not its handle: Scene.handle is an int before Unity 6000.3 and a SceneHandle after.
        private static Scene s_scene;
        private static string s_scenePath;
        private static DateTime s_projectSettingsTime;
        private static DateTime s_userSettingsTime;

        static PatchbayBootstrap()
        {
            var projectRoot = Path.GetDirectoryName(Application.dataPath);
            s_runtime = new PatchbayRuntime(projectRoot, new SessionStateStore(), Log, HubLocator.ForThisProcess());
            // Work arriving on the link thread (a call, a cancellation) wakes the editor loop: an editor that is not
            // focused would otherwise run it at its next update, seconds away or never.
            s_runtime.Dispatcher.Wake = WakeEditor;
            s_runtime.BeforeToolRuns = StartUndoStep;
            s_runtime.Start(GatherMetadata(), AppDomain.CurrentDomain.GetAssemblies());
            RememberSettingsTimes();

            EditorApplication.update += OnUpdate;
            EditorApplication.playModeStateChanged += state => PushMetadata();
            EditorApplication.pauseStateChanged += state => PushMetadata();
            EditorApplication.quitting += s_runtime.Shutdown;
            CompilationPipeline.compilationStarted += context => PushMetadata();
            CompilationPipeline.compilationFinished += context => PushMetadata();
            SceneManager.activeSceneChanged += (previous, next) => PushMetadata();
            AssemblyReloadEvents.beforeAssemblyReload += s_runtime.BeforeReload;
        }

        /// <summary>
        /// Each tool call that may change something is its own undo step: Unity merges records made between
        /// user events into one group, so two calls in one editor frame would otherwise undo together.
        /// </summary>
        private static void StartUndoStep(ToolDescriptor descriptor)
        {
            if (!descriptor.ReadOnly)
            {
                Undo.IncrementCurrentGroup();
            }
        }

        /// <summary>The runtime of this domain (for the editor window and for tools that need it).</summary>
        public static PatchbayRuntime Runtime
        {
            get { return s_runtime; }
        }

        private static void OnUpdate()
        {
            EditorTickMonitor.Shared.Tick(EditorApplication.timeSinceStartup);
            if (s_runtime.Pump())
            {
                // Keeps the editor updating while calls are pending (a compile, a test run, a wait for the next frame),
                // even when it is not focused: without a wake, Unity may not update again for seconds.
                if (!EditorWake.Signal())
                {
                    EditorApplication.QueuePlayerLoopUpdate();
                }
            }

            var now = EditorApplication.timeSinceStartup;
            if (now < s_nextPoll)
            {
                return;
            }

            s_nextPoll = now + PollIntervalSeconds;
            var scene = SceneManager.GetActiveScene();
            if (scene != s_scene || scene.path != s_scenePath)
            {
                PushMetadata();
            }

            if (SettingsFilesChanged())
            {
                RememberSettingsTimes();
                s_runtime.ReloadSettings();
            }
        }

        private static void WakeEditor()
        {
            EditorWake.Signal();
        }

        private static void PushMetadata()
        {
            s_runtime.UpdateMetadata(GatherMetadata());
        }

        private static EditorMetadata GatherMetadata()
        {
            var scene = SceneManager.GetActiveScene();
            s_scene = scene;
            s_scenePath = scene.path;
            var projectPath = Path.GetDirectoryName(Application.dataPath).Replace('\\', '/');
            var projectName = Path.GetFileName(projectPath);
            int pid;
            using (var process = Process.GetCurrentProcess())
            {
                pid = process.Id;
            }

            return new EditorMetadata
            {
                ProjectName = projectName,
                ProjectPath = projectPath,
                DataPath = Application.dataPath,
                ActiveSceneName = scene.name ?? string.Empty,
                ActiveScenePath = scene.path ?? string.Empty,
                Machine = Environment.MachineName,
                Pid = pid,
                UnityVersion = Application.unityVersion,
                Platform = Application.platform.ToString(),
                PlayMode = EditorApplication.isPaused ? "paused" : EditorApplication.isPlaying ? "playing" : "edit",
                Compiling = EditorApplication.isCompiling,
                DisplayName = projectName + " (" + Application.unityVersion + ")",
            };
        }

        private static bool SettingsFilesChanged()
        {
            return WriteTime(s_runtime.SettingsStore.ProjectFile) != s_projectSettingsTime
                || WriteTime(s_runtime.SettingsStore.UserFile) != s_userSettingsTime;
        }

        private static void RememberSettingsTimes()
        {
            s_projectSettingsTime = WriteTime(s_runtime.SettingsStore.ProjectFile);
            s_userSettingsTime = WriteTime(s_runtime.SettingsStore.UserFile);
        }

        private static DateTime WriteTime(string path)
        {
            return File.Exists(path) ? File.GetLastWriteTimeUtc(path) : DateTime.MinValue;
        }

        private static void Log(string message)
        {
            UnityEngine.Debug.Log("[Patchbay] " + message);
        }
    }
}
