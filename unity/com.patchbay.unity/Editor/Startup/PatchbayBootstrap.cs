using System;
using System.Diagnostics;
using System.IO;
using System.Threading;
using Patchbay.Editor.EditorLoop;
using Patchbay.Shared.Core;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.ToolModel;
using UnityEditor;
using UnityEditor.Compilation;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Startup
{
    /// <summary>
    /// The Unity edge: starts <see cref="PatchbayRuntime"/> in every domain, pumps it from
    /// EditorApplication.update, keeps its metadata current, counts hierarchy changes for editor/changed and closes the
    /// link before a domain reload. An idle update costs a few comparisons (two counter reads among them, for
    /// editor/changed); scene and settings-file polling run once a second.
    /// <para>Other packages' exceptions: Unity calls update subscribers, and beforeAssemblyReload subscribers, in one
    /// loop with no try/catch per subscriber (UnityCsReference 2021.3.0f1 Editor/Mono/EditorApplication.cs:354-361,
    /// AssemblyReloadEvents.cs:28-32), so one registered before Patchbay's that throws would stop Patchbay's pump
    /// every frame, or skip closing the link before a reload. So, while work is pending, Patchbay's frame also runs
    /// from the main thread's SynchronizationContext (each work item there is taken off the list before it runs:
    /// UnitySynchronizationContext.cs:82-88), and the link is also closed when the domain unloads
    /// (AppDomain.DomainUnload, which Unity's own code relies on: EditorGUIUtility.cs:29).</para>
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
        // The main thread's context (Unity installs its UnitySynchronizationContext before any user code runs) and
        // whether a Patchbay frame is already posted to it.
        private static SynchronizationContext s_mainContext;
        private static int s_contextFrameScheduled;
        private static readonly SendOrPostCallback s_contextFrame = ContextFrame;
        // Wakes the editor from its own thread while work is pending: Unity ignores a SignalTick the main thread makes
        // inside its update (issue 43). Stopped before a reload and when the domain unloads; each domain starts its own.
        private static readonly EditorKeepAwake s_keepAwake = new EditorKeepAwake(EditorWake.Signal);

        static PatchbayBootstrap()
        {
            s_mainContext = SynchronizationContext.Current;
            var projectRoot = Path.GetDirectoryName(Application.dataPath);
            s_runtime = new PatchbayRuntime(projectRoot, new SessionStateStore(), Log, HubLocator.ForThisProcess());
            s_runtime.Notes = new PackageLog(projectRoot).Write;
            // Work arriving on the link thread (a call, a cancellation) wakes the editor loop: an editor that is not
            // focused would otherwise run it at its next update, seconds away or never.
            s_runtime.Dispatcher.Wake = WakeEditor;
            if (!EditorWake.Available)
            {
                Log("This Unity has no EditorApplication.SignalTick, so Patchbay cannot wake the editor when a call arrives: calls to an "
                    + "editor that is not focused wait for its next update (Edit > Preferences > General > Interaction Mode: No Throttling helps).");
            }

            else
            {
                s_keepAwake.Start();
            }

            s_runtime.BeforeToolRuns = StartUndoStep;
            s_runtime.Start(GatherMetadata(), AppDomain.CurrentDomain.GetAssemblies());
            RememberSettingsTimes();

            EditorApplication.update += OnUpdate;
            PublishHealth();
            EditorApplication.playModeStateChanged += state =>
            {
                s_runtime.Health.SetPlayMode(PlayModeOf(state));
                PushMetadata();
            };
            EditorApplication.pauseStateChanged += state => PushMetadata();
            EditorApplication.quitting += () =>
            {
                s_keepAwake.Stop();
                s_runtime.Shutdown();
            };
            CompilationPipeline.compilationStarted += context =>
            {
                s_runtime.Health.SetCompiling(true);
                PushMetadata();
            };
            CompilationPipeline.compilationFinished += context =>
            {
                s_runtime.Health.SetCompiling(false);
                PushMetadata();
            };
            SceneManager.activeSceneChanged += (previous, next) => PushMetadata();
            // editor/changed's hierarchy counter. Unity raises hierarchyChanged in the update after objects are created,
            // renamed, reparented or destroyed and after scenes load or unload (ScriptReference, EditorApplication.
            // hierarchyChanged), so EditorSceneManager.sceneOpened and sceneClosed would only count the same change twice.
            EditorApplication.hierarchyChanged += s_runtime.Changes.HierarchyChanged;
            AssemblyReloadEvents.beforeAssemblyReload += () =>
            {
                s_keepAwake.Stop();
                s_runtime.BeforeReload();
            };
            AppDomain.CurrentDomain.DomainUnload += (sender, e) =>
            {
                s_keepAwake.Stop();
                s_runtime.OnDomainUnload();
            };
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
            try
            {
                EditorTickMonitor.Shared.Tick(EditorApplication.timeSinceStartup);
                PublishHealth();
                RunFrame();
                Poll();
            }
            catch (Exception e)
            {
                // Never into Unity's update loop: that would stop the subscribers after Patchbay's.
                Log("Error in the editor update: " + e);
            }
        }

        /// <summary>Main thread: tells the health snapshot that an update ran, and what the editor is doing.</summary>
        private static void PublishHealth()
        {
            var health = s_runtime.Health;
            health.Updated();
            health.SetCompiling(EditorApplication.isCompiling);
            var willPlay = EditorApplication.isPlayingOrWillChangePlaymode;
            health.SetPlayMode(EditorApplication.isPlaying
                ? (!willPlay ? MainThreadHealth.Exiting : EditorApplication.isPaused ? MainThreadHealth.Paused : MainThreadHealth.Playing)
                : (willPlay ? MainThreadHealth.Entering : MainThreadHealth.Edit));
        }

        private static string PlayModeOf(PlayModeStateChange state)
        {
            switch (state)
            {
                case PlayModeStateChange.ExitingEditMode:
                    return MainThreadHealth.Entering;
                case PlayModeStateChange.EnteredPlayMode:
                    return MainThreadHealth.Playing;
                case PlayModeStateChange.ExitingPlayMode:
                    return MainThreadHealth.Exiting;
                default:
                    return MainThreadHealth.Edit;
            }
        }

        /// <summary>Main thread: runs queued work and what waiting tools poll; while work is pending, asks for more frames.</summary>
        private static void RunFrame()
        {
            var pending = s_runtime.Pump();
            EditorFrame.Raise();
            // Keeps the editor updating while calls are pending (a compile, a test run, a wait for the next frame),
            // even when it is not focused: without a wake, Unity may not update again for seconds. The wake comes from
            // the keep-awake thread; made here, on the main thread inside the update, Unity would ignore it.
            s_keepAwake.SetPending(pending);
            if (pending)
            {
                if (!EditorWake.Available)
                {
                    EditorApplication.QueuePlayerLoopUpdate();
                }

                ScheduleContextFrame();
            }
        }

        /// <summary>Any thread: posts one Patchbay frame to the main thread's context, unless one is posted already.</summary>
        private static void ScheduleContextFrame()
        {
            var context = s_mainContext;
            if (context != null && Interlocked.CompareExchange(ref s_contextFrameScheduled, 1, 0) == 0)
            {
                context.Post(s_contextFrame, null);
            }
        }

        private static void ContextFrame(object state)
        {
            Interlocked.Exchange(ref s_contextFrameScheduled, 0);
            try
            {
                RunFrame();
            }
            catch (Exception e)
            {
                Log("Error in Patchbay's frame: " + e);
            }
        }

        private static void Poll()
        {
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

        // The link thread (a call, a cancellation arrived): one wake now; the next update's pending state keeps it awake.
        private static void WakeEditor()
        {
            s_keepAwake.Kick();
            ScheduleContextFrame();
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
