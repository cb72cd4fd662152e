using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using Patchbay.Headless;
using UnityEditor;

namespace Patchbay.EditorHost
{
    // Created inside each editor AppDomain; the host drives the domain through it.
    internal sealed class DomainAgent : MarshalByRefObject
    {
        readonly List<string> _searchDirs = new List<string>();

        public override object InitializeLifetimeService() { return null; }

        public void Load(IHostServices host, string projectPath, string[] assemblyPaths, string snapshot, int domainLoadCount, double startupSeconds, bool batchMode)
        {
            UnityEngine.Application.IsBatchModeInternal = batchMode;
            _searchDirs.Add(Path.GetDirectoryName(typeof(DomainAgent).Assembly.Location));
            foreach (var p in assemblyPaths) _searchDirs.Add(Path.GetDirectoryName(p));
            AppDomain.CurrentDomain.AssemblyResolve += Resolve;
            foreach (var path in assemblyPaths)
            {
                try { Assembly.LoadFrom(path); }
                catch (Exception e) { Console.Error.WriteLine("[host] could not load " + path + ": " + e.Message); }
            }
            HeadlessEditor.ApplicationPath = typeof(DomainAgent).Assembly.Location;
            HeadlessEditor.Boot(host, projectPath, snapshot, domainLoadCount, startupSeconds);
        }

        Assembly Resolve(object sender, ResolveEventArgs args)
        {
            var name = new AssemblyName(args.Name).Name;
            var loaded = AppDomain.CurrentDomain.GetAssemblies().FirstOrDefault(a => a.GetName().Name == name);
            if (loaded != null) return loaded;
            foreach (var dir in _searchDirs.Distinct())
            {
                var candidate = Path.Combine(dir, name + ".dll");
                if (File.Exists(candidate)) return Assembly.LoadFrom(candidate);
            }
            return null;
        }

        public void RunInitializers() { HeadlessEditor.RunInitializers(); }
        public void Tick() { HeadlessEditor.Tick(); }
        public bool ReloadLocked { get { return HeadlessEditor.ReloadLocked; } }
        public string PrepareForReload() { return HeadlessEditor.PrepareForReload(); }

        // Timers still scheduled in this domain (Mono's System.Threading.Timer scheduler), each described by its
        // callback and state, or null when the runtime is not shaped that way. After beforeAssemblyReload a
        // well-behaved domain has none: its timers would fire into a domain being unloaded, and the abort of the
        // scheduler thread can end the process (see the host's .exe.config).
        public string[] ScheduledTimers()
        {
            const BindingFlags any = BindingFlags.Instance | BindingFlags.Static | BindingFlags.NonPublic;
            var scheduler = typeof(System.Threading.Timer).GetNestedType("Scheduler", BindingFlags.NonPublic);
            var instanceField = scheduler == null ? null : scheduler.GetField("instance", any);
            var listField = scheduler == null ? null : scheduler.GetField("list", any);
            var callbackField = typeof(System.Threading.Timer).GetField("callback", any);
            var stateField = typeof(System.Threading.Timer).GetField("state", any);
            var dueField = typeof(System.Threading.Timer).GetField("due_time_ms", any);
            var periodField = typeof(System.Threading.Timer).GetField("period_ms", any);
            var instance = instanceField == null ? null : instanceField.GetValue(null);
            var timers = instance == null || listField == null ? null : listField.GetValue(instance) as System.Collections.IEnumerable;
            if (timers == null || callbackField == null || stateField == null || dueField == null || periodField == null) return null;
            var found = new List<string>();
            lock (instance)
            {
                foreach (var timer in timers)
                {
                    var callback = callbackField.GetValue(timer) as Delegate;
                    var state = stateField.GetValue(timer);
                    // CancellationTokenSource timeouts are left out: they cannot be told apart from the one the
                    // runtime's own ClientWebSocket leaves after every close handshake (its wait for the server's FIN).
                    if (state is System.Threading.CancellationTokenSource) continue;
                    found.Add((callback == null ? "?" : callback.Method.DeclaringType + "." + callback.Method.Name) +
                              (state == null ? "" : " (" + state.GetType() + ")") +
                              " due " + dueField.GetValue(timer) + " ms, period " + periodField.GetValue(timer) + " ms");
                }
            }
            return found.ToArray();
        }
        public void CompilationStarted() { HeadlessEditor.CompilationStarted(); }
        public void CompilationFinished(CompiledAssemblyResult[] results, bool failed)
        {
            HeadlessEditor.CompilationFinished(results, failed);
        }
        public void Shutdown() { HeadlessEditor.Shutdown(); }
        public bool ExecuteMenuItem(string path) { return EditorApplication.ExecuteMenuItem(path); }
        public void Refresh() { AssetDatabase.Refresh(); }
        public void SetPlaying(bool playing) { EditorApplication.isPlaying = playing; }

        // The game's focus (the host's background modes, its "focus" command): Application.isFocused, focusChanged.
        public void SetFocus(bool focused) { UnityEngine.Internal.GameView.SetFocus(focused); }

        // The editor became the active application (focus off -> on): Unity's auto refresh.
        public void ApplicationActivated() { HeadlessEditor.OnApplicationActivated(); }

        // The Game view shown or behind another tab (WaitForEndOfFrame does not run while it is hidden).
        public void SetGameViewVisible(bool visible) { UnityEngine.Internal.GameView.Visible = visible; }

        public string Status()
        {
            var scenes = string.Join(",", Enumerable.Range(0, UnityEngine.SceneManagement.SceneManager.sceneCount)
                .Select(i => UnityEngine.SceneManagement.SceneManager.GetSceneAt(i))
                .Select(s => (s.path == "" ? "<untitled>" : s.path) + (s.isDirty ? "*" : "")));
            return "domain=" + (HeadlessEditor.DomainLoadCount + 1) + " playing=" + EditorApplication.isPlaying.ToString().ToLowerInvariant() +
                   " compiling=" + EditorApplication.isCompiling.ToString().ToLowerInvariant() + " scenes=" + scenes +
                   " ignoredticks=" + System.Threading.Volatile.Read(ref EditorApplication.IgnoredTickSignals) +
                   " focused=" + UnityEngine.Application.isFocused.ToString().ToLowerInvariant();
        }
    }
}
