using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using Newtonsoft.Json.Linq;
using UnityEditor;
using UnityEditor.Compilation;
using UnityEditor.SceneManagement;
using UnityEditor.TestTools.TestRunner.Api;
using UnityEngine;
using UnityEngine.Internal;

namespace Patchbay.Headless
{
    // The editor's main loop and domain lifecycle, driven by the host (one call per frame on the
    // host's main thread). Not Unity API: package code must not use it; the host and tests do.
    internal static class HeadlessEditor
    {
        const string PlayModeBackupKey = "__headless.playmode.backup";
        static IHostServices _host;
        static bool _enteringPlayMode;
        static bool _booted;
        static bool _projectChanged;
        static float _lastFrame;

        public static IHostServices Host
        {
            get { return _host ?? (_host = new InMemoryHostServices()); }
            set { _host = value; }
        }

        public static string ApplicationPath = "/usr/lib/patchbay/Unity";

        // The number of domain loads before this one in this host process (0 on the first).
        public static int DomainLoadCount { get; private set; }

        static readonly Queue<int> _dialogAnswers = new Queue<int>();
        static readonly List<string> _dialogsShown = new List<string>();

        // Titles of the modal dialogs shown in this domain, oldest first (tests read them).
        public static IList<string> DialogsShown { get { lock (_dialogsShown) return _dialogsShown.ToArray(); } }

        // Scripts the button a person presses in the next modal dialog (in-process tests; the host process
        // answers with the stdin command "dialog <button>").
        public static void AnswerNextDialog(int button) { lock (_dialogAnswers) _dialogAnswers.Enqueue(button); }

        // A modal dialog: Unity runs it on the main thread and nothing else of the editor's loop runs until a person
        // presses a button (no EditorApplication.update, no delayCall: every call the package has queued waits).
        // Returns the index of the button pressed.
        internal static int ShowModal(string title, string message, params string[] buttons)
        {
            MainThread.Require("DisplayDialog");
            lock (_dialogsShown) _dialogsShown.Add(title);
            int scripted;
            lock (_dialogAnswers) scripted = _dialogAnswers.Count > 0 ? _dialogAnswers.Dequeue() : -1;
            var answer = scripted >= 0 ? scripted : Host.ShowModalDialog(title, message, buttons);
            if (answer < 0 || answer >= buttons.Length) answer = buttons.Length > 1 ? 1 : 0;
            UnityEngine.Debug.Log("[dialog] " + title + ": " + message + " -> " + buttons[answer]);
            return answer;
        }

        // Sets up engine state for this domain. snapshot is what PrepareForReload returned in the
        // previous domain, or null on the first load (then the last open scenes are reopened).
        public static void Boot(IHostServices host, string projectPath, string snapshot, int domainLoadCount, double startupSeconds)
        {
            MainThread.Claim();
            UnitySynchronizationContext.Instance.Install();
            _host = host;
            DomainLoadCount = domainLoadCount;
            UnityEngine.Application.ProjectPath = projectPath.Replace('\\', '/').TrimEnd('/');
            UnityEngine.Time.StartupOffset = startupSeconds;
            EditorHooks.QuitRequested = code => Host.RequestExit(code);
            AssetDatabase.InstallHooks();
            EditorSceneManager.InstallHooks();
            InstallBuiltinMenus();
            UnityEditor.Internal.SceneFileImports.Start();
            if (!string.IsNullOrEmpty(snapshot)) RestoreSnapshot(JObject.Parse(snapshot));
            else EditorSceneManager.OpenInitialScenes();
            _booted = true;
        }

        // Runs what Unity runs after loading a domain: [InitializeOnLoad] static constructors,
        // [InitializeOnLoadMethod] methods, afterAssemblyReload, then play-mode entry if pending.
        public static void RunInitializers()
        {
            var types = TypeCache.GetTypesWithAttribute<InitializeOnLoadAttribute>();
            foreach (var t in types.OrderBy(t => AssemblyOrder(t.Assembly)))
            {
                try { RuntimeHelpers.RunClassConstructor(t.TypeHandle); }
                catch (TypeInitializationException e) { UnityEngine.Debug.LogException(e.InnerException ?? e); }
            }
            foreach (var m in TypeCache.GetMethodsWithAttribute<InitializeOnLoadMethodAttribute>().OrderBy(m => AssemblyOrder(m.DeclaringType.Assembly)))
            {
                if (!m.IsStatic || m.GetParameters().Length != 0) continue;
                try { m.Invoke(null, null); }
                catch (TargetInvocationException e) { UnityEngine.Debug.LogException(e.InnerException ?? e); }
            }
            AssemblyReloadEvents.RaiseAfter();
            Lifecycle.AfterDomainLoad();
            if (_enteringPlayMode)
            {
                _enteringPlayMode = false;
                RunInitializeOnEnterPlayMode(EditorSettings.enterPlayModeOptionsEnabled ? EditorSettings.enterPlayModeOptions : EnterPlayModeOptions.None);
                EditorApplication.RaisePlayModeStateChanged(PlayModeStateChange.EnteredPlayMode);
                Lifecycle.EnterPlayMode();
                TestRunnerApi.ResumePlayModeRun();
            }
        }

        static void RunInitializeOnEnterPlayMode(EnterPlayModeOptions options)
        {
            foreach (var m in TypeCache.GetMethodsWithAttribute<InitializeOnEnterPlayModeAttribute>())
            {
                if (!m.IsStatic) continue;
                try { m.Invoke(null, m.GetParameters().Length == 0 ? null : new object[] { options }); }
                catch (TargetInvocationException e) { UnityEngine.Debug.LogException(e.InnerException ?? e); }
            }
        }

        static int AssemblyOrder(System.Reflection.Assembly a)
        {
            var n = a.GetName().Name;
            if (n == "UnityEngine") return 0;
            if (n == "UnityEditor") return 1;
            return 2;
        }

        // True on the main thread while an editor frame runs (EditorApplication.SignalTick ignores main-thread wakes then).
        internal static bool InUpdate { get; private set; }

        // One editor frame.
        public static void Tick()
        {
            if (!_booted) return;
            InUpdate = true;
            try { Frame(); }
            finally { InUpdate = false; }
        }

        static void Frame()
        {
            UnitySynchronizationContext.Instance.Install();
            EditorApplication.Updating = false;
            LogSink.DrainQueued();
            if (!UnityEngine.Application.isPlaying) EditorSceneManager.HandleOpenScenesChangedOnDisk();
            if (EditorApplication.PlayModeChangeRequested) ChangePlayMode();
            var delayed = EditorApplication.delayCall;
            EditorApplication.delayCall = null;
            EditorApplication.InvokeAll(delayed);
            UnitySynchronizationContext.Instance.Exec();
            EditorApplication.InvokeAll(EditorApplication.update);
            PrefabStageUtility.GetCurrentPrefabStage()?.HandleAutoSave();
            if (EditorHooks.HierarchyDirty)
            {
                EditorHooks.HierarchyDirty = false;
                EditorApplication.RaiseHierarchyChanged();
            }
            if (_projectChanged)
            {
                _projectChanged = false;
                EditorApplication.RaiseProjectChanged();
            }
            var now = UnityEngine.Time.realtimeSinceStartup;
            if (UnityEngine.Application.isPlaying && (!EditorApplication.Paused || EditorApplication.StepRequested))
            {
                EditorApplication.StepRequested = false;
                Lifecycle.Frame(_lastFrame <= 0f ? 0.01f : Math.Min(now - _lastFrame, 0.1f));
            }
            else if (EditorApplication.PlayerLoopUpdateQueued)
            {
                EditorApplication.PlayerLoopUpdateQueued = false;
                Lifecycle.Frame(0f);
            }
            _lastFrame = now;
            UnityEditor.PackageManager.Client.Pump();
            Undo.EndFrame();
            ObjectRegistry.FlushPendingDestroys();
            LogSink.DrainQueued();
        }

        internal static void MarkProjectChanged() { _projectChanged = true; }

        // True while something asked Unity to hold off domain reloads.
        public static bool ReloadLocked
        {
            get { return EditorApplication.ReloadLocks > 0 || TestRunnerApi.IsRunning; }
        }

        // Raises beforeAssemblyReload and returns the state the next domain restores (open scenes,
        // instance ids, selection, play mode).
        // The editor became the active application again (the host's focus went from off to on: the user came back from
        // the terminal or the browser). With the Auto Refresh preference on — EditorPrefs "kAutoRefresh" (bool, default
        // true) in 2021.3.0f1, "kAutoRefreshMode" (0 off, 1 on, 2 on outside play mode; default 1) in 6000.5.0f1:
        // UnityCsReference Editor/Mono/PreferencesWindow/AssetPipelinePreferences.cs (the lines SceneFileImports cites;
        // the profiles here are those two, so the switch sits at UNITY_2022_2_OR_NEWER without a claim for 2022.x) — Unity refreshes the asset database then, so
        // scripts an agent wrote while it was in the background import and compile now (a domain reload), unless code
        // holds auto refresh (AssetDatabase.DisallowAutoRefresh). The stand-in did nothing on focus, kinder than Unity.
        public static void OnApplicationActivated()
        {
            if (AssetDatabase.AutoRefreshHolds > 0) return;
#if UNITY_2022_2_OR_NEWER
            var mode = EditorPrefs.GetInt("kAutoRefreshMode", 1);
            if (mode == 0 || (mode == 2 && UnityEngine.Application.isPlaying)) return;
#else
            if (!EditorPrefs.GetBool("kAutoRefresh", true)) return;
#endif
            AssetDatabase.Refresh();
        }

        public static string PrepareForReload()
        {
            AssemblyReloadEvents.RaiseBefore();
            LogSink.DrainQueued();
            return CaptureSnapshot(_enteringPlayMode).ToString(Newtonsoft.Json.Formatting.None);
        }

        internal static JObject CaptureSnapshot(bool enteringPlayMode)
        {
            return new JObject
            {
                { "scenes", new JArray(SceneRegistry.LoadedScenes.Select(s => (JToken)ObjectSerializer.WriteScene(s))) },
                { "active", SceneRegistry.Active.Handle },
                { "nextId", ObjectRegistry.NextId },
                { "nextHandle", SceneRegistry.NextHandle },
                { "selection", new JArray(Selection.InstanceIds) },
                { "playing", UnityEngine.Application.isPlaying || enteringPlayMode },
                { "enteringPlayMode", enteringPlayMode },
                { "paused", EditorApplication.Paused },
                { "untitled", EditorSceneManager.UntitledCounter },
                { "undo", Undo.CaptureHistory() }
            };
        }

        static void RestoreSnapshot(JObject snapshot)
        {
            ObjectRegistry.NextId = (int?)snapshot["nextId"] ?? 10000;
            SceneRegistry.NextHandle = (int?)snapshot["nextHandle"] ?? 1;
            EditorSceneManager.UntitledCounter = (int?)snapshot["untitled"] ?? 0;
            SceneRegistry.RemoveAll();
            foreach (JObject s in (snapshot["scenes"] as JArray ?? new JArray()))
                ObjectSerializer.ReadScene(s, true);
            var active = SceneRegistry.Get((int?)snapshot["active"] ?? 0);
            if (active != null) SceneRegistry.Active = active;
            UnityEngine.Application.IsPlayingInternal = (bool?)snapshot["playing"] ?? false;
            EditorApplication.Paused = (bool?)snapshot["paused"] ?? false;
            _enteringPlayMode = (bool?)snapshot["enteringPlayMode"] ?? false;
            Selection.InstanceIds = (snapshot["selection"] as JArray ?? new JArray()).Select(t => (int)t).ToArray();
            Undo.RestoreHistory(snapshot["undo"] as JObject);
            EditorHooks.HierarchyDirty = false;
        }

        static void ChangePlayMode()
        {
            EditorApplication.PlayModeChangeRequested = false;
            if (!UnityEngine.Application.isPlaying)
            {
                EditorApplication.RaisePlayModeStateChanged(PlayModeStateChange.ExitingEditMode);
                Host.SessionSet(PlayModeBackupKey, CaptureSnapshot(false).ToString(Newtonsoft.Json.Formatting.None));
                _enteringPlayMode = true;
                if (!EditorSettings.ReloadsDomainOnPlay)
                {
                    // Enter Play Mode Options with domain reload disabled: play mode starts in this domain, statics and
                    // callbacks kept; [InitializeOnEnterPlayMode] methods run with the options (Unity's manual,
                    // "Configurable Enter Play Mode"; the default for new projects from Unity 6000.6).
                    _enteringPlayMode = false;
                    UnityEngine.Application.IsPlayingInternal = true;
                    RunInitializeOnEnterPlayMode(EditorSettings.enterPlayModeOptions);
                    EditorApplication.RaisePlayModeStateChanged(PlayModeStateChange.EnteredPlayMode);
                    Lifecycle.EnterPlayMode();
                    TestRunnerApi.ResumePlayModeRun();
                }
                else if (Host is InMemoryHostServices)
                {
                    // No host to reload the domain: enter play mode in place.
                    _enteringPlayMode = false;
                    UnityEngine.Application.IsPlayingInternal = true;
                    EditorApplication.RaisePlayModeStateChanged(PlayModeStateChange.EnteredPlayMode);
                    Lifecycle.EnterPlayMode();
                    TestRunnerApi.ResumePlayModeRun();
                }
                else
                {
                    Host.RequestDomainReload("enter-playmode");
                }
            }
            else
            {
                EditorApplication.RaisePlayModeStateChanged(PlayModeStateChange.ExitingPlayMode);
                var backup = Host.SessionGet(PlayModeBackupKey);
                Host.SessionErase(PlayModeBackupKey);
                SceneRegistry.RemoveAll();
                UnityEngine.Application.IsPlayingInternal = false;
                EditorApplication.Paused = false;
                UnityEngine.Time.PlayTime = 0f;
                UnityEngine.Time.UnscaledPlayTime = 0f;
                // Time.timeScale set in play mode goes back to the project's Time settings (1 by default), as in Unity.
                UnityEngine.Time.ResetTimeScaleToProjectSettings();
                if (backup != null) RestoreSnapshot(JObject.Parse(backup));
                UnityEngine.Application.IsPlayingInternal = false;
                _enteringPlayMode = false;
                EditorApplication.RaisePlayModeStateChanged(PlayModeStateChange.EnteredEditMode);
            }
        }

        // ---- compilation (the host runs the compiler; these raise the editor-side events) ----

        public static void CompilationStarted()
        {
            EditorApplication.Compiling = true;
            CompilationPipeline.RaiseStarted(new object());
        }

        // In Unity's order (UnityCsReference 2021.3.0f1 Editor/Mono/Scripting/ScriptCompilation/EditorCompilation.cs:1049-1076,
        // ProcessCompilationResult then the logging): assemblyCompilationFinished per assembly, compilationFinished,
        // and only then the compiler messages reach the console (Debug.LogCompilerMessage, after the previous compile's
        // are removed) and the native side learns whether the compile failed — so EditorUtility.scriptCompilationFailed
        // read inside compilationFinished still tells the previous compile.
        public static void CompilationFinished(CompiledAssemblyResult[] results, bool failed)
        {
            foreach (var r in results)
            {
                CompilationPipeline.RaiseAssemblyStarted(r.OutputPath);
                CompilationPipeline.RaiseAssemblyFinished(r.OutputPath, r.Messages);
            }
            EditorApplication.Compiling = false;
            CompilationPipeline.RaiseFinished(new object());
            foreach (var m in results.SelectMany(r => r.Messages))
            {
                if (m.type == CompilerMessageType.Error || m.type == CompilerMessageType.Warning)
                    UnityEngine.Debug.LogCompilerMessage(m.message, m.file, m.line, m.column, true, m.type == CompilerMessageType.Error, 1);
            }
            EditorUtility.LastCompilationFailed = failed;
        }

        public static void Shutdown()
        {
            EditorApplication.RaiseQuitting();
            UnityEngine.Application.InvokeQuitting();
            EditorSceneManager.RememberOpenScenes();
        }

        public static string[] MenuItemPaths()
        {
            return MenuRegistry.AllPaths().ToArray();
        }

        static void InstallBuiltinMenus()
        {
            var b = MenuRegistry.Builtins;
            b["Assets/Refresh"] = () => AssetDatabase.Refresh();
            b["File/Save"] = () => EditorSceneManager.SaveOpenScenes();
            b["File/Save Project"] = () => AssetDatabase.SaveAssets();
            b["Edit/Undo"] = () => Undo.PerformUndo();
            b["Edit/Redo"] = () => Undo.PerformRedo();
            b["Edit/Play"] = () => EditorApplication.isPlaying = !EditorApplication.isPlaying;
            b["Edit/Pause"] = () => EditorApplication.isPaused = !EditorApplication.isPaused;
            b["Edit/Step"] = () => EditorApplication.Step();
            b["GameObject/Create Empty"] = () => Select(new GameObject("GameObject"));
            b["GameObject/3D Object/Cube"] = () => Select(GameObject.CreatePrimitive(PrimitiveType.Cube));
            b["GameObject/3D Object/Sphere"] = () => Select(GameObject.CreatePrimitive(PrimitiveType.Sphere));
            b["GameObject/3D Object/Plane"] = () => Select(GameObject.CreatePrimitive(PrimitiveType.Plane));
            // Test equipment: emulate the reload a recompile would cause, on demand.
            b["Patchbay/Debug/Reload Domain"] = () => EditorUtility.RequestScriptReload();
        }

        static void Select(GameObject go)
        {
            Undo.RegisterCreatedObjectUndo(go, "Create " + go.name);
            Selection.activeGameObject = go;
        }
    }
}
