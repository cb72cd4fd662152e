using System;
using System.Collections.Generic;
using Patchbay.Headless;

namespace Patchbay.EditorHost
{
    // Lives in the host's default AppDomain; the editor domain calls it through remoting. Calls
    // arrive on the host main thread (during a tick) or on package threads; they only record
    // requests that the main loop acts on between frames.
    internal sealed class HostServices : MarshalByRefObject, IHostServices
    {
        readonly object _lock = new object();
        readonly Dictionary<string, string> _session = new Dictionary<string, string>();
        readonly ScriptCompiler _compiler;
        readonly Action _wake;
        int _tickSignals;
        internal bool CompileRequested;
        internal bool CleanBuildRequested;
        internal string ReloadRequested;
        internal int? ExitRequested;

        internal HostServices(ScriptCompiler compiler, Action wake)
        {
            _compiler = compiler;
            _wake = wake;
        }

        // How many times the editor domain called EditorApplication.SignalTick (the status command shows it).
        internal int TickSignals { get { return System.Threading.Volatile.Read(ref _tickSignals); } }

        public override object InitializeLifetimeService() { return null; }

        public string SessionGet(string key) { lock (_lock) { string v; return _session.TryGetValue(key, out v) ? v : null; } }
        public void SessionSet(string key, string value) { lock (_lock) _session[key] = value; }
        public void SessionErase(string key) { lock (_lock) _session.Remove(key); }

        public void RequestScriptCompilation(bool cleanBuildCache)
        {
            lock (_lock)
            {
                CompileRequested = true;
                CleanBuildRequested |= cleanBuildCache;
            }
        }

        // The host's compiler, called through these when AssetDatabase.Refresh compiles inside the call.
        internal Func<bool> BeginCompileNow = () => false;
        internal Func<Tuple<CompiledAssemblyResult[], bool>> CompileNow;

        public bool TryBeginScriptCompilation() { return BeginCompileNow(); }

        public CompiledAssemblyResult[] CompileScriptsNow(out bool failed)
        {
            var outcome = CompileNow();
            failed = outcome.Item2;
            return outcome.Item1;
        }

        public void RequestDomainReload(string reason) { lock (_lock) if (ReloadRequested == null) ReloadRequested = reason ?? "script-reload"; }
        public bool HaveScriptsChanged() { return _compiler.ScriptsChanged(); }
        public void RequestExit(int exitCode) { lock (_lock) ExitRequested = exitCode; }
        public string[] TestAssemblyNames() { return _compiler.TestAssemblyNames(); }
        public string[] PlayModeTestAssemblyNames() { return _compiler.PlayModeTestAssemblyNames(); }

        // The dialog open on the editor's main thread: the stdin thread answers it (the main loop is blocked in it).
        readonly object _dialogLock = new object();
        int? _dialogAnswer;
        bool _dialogOpen;
        bool _dialogsClosed;

        public int ShowModalDialog(string title, string message, string[] buttons)
        {
            lock (_dialogLock)
            {
                if (_dialogsClosed) return buttons.Length > 1 ? 1 : 0;
                _dialogOpen = true;
                _dialogAnswer = null;
                HostLog.Info("modal dialog on the main thread (answer with the stdin command 'dialog <button>'): " + title + ": " + message.Replace('\n', ' '));
                var list = new System.Text.StringBuilder();
                for (int i = 0; i < buttons.Length; i++) list.Append(i == 0 ? "" : " ").Append(i).Append('=').Append(buttons[i].Replace(' ', '_'));
                HostLog.Event("dialog " + title.Replace(' ', '_') + " " + list);
                while (!_dialogAnswer.HasValue && !_dialogsClosed) System.Threading.Monitor.Wait(_dialogLock);
                _dialogOpen = false;
                return _dialogAnswer ?? (buttons.Length > 1 ? 1 : 0);
            }
        }

        internal bool DialogOpen { get { lock (_dialogLock) return _dialogOpen; } }

        // Stdin thread: presses a button of the open dialog; false when none is open.
        internal bool AnswerDialog(int button)
        {
            lock (_dialogLock)
            {
                if (!_dialogOpen || _dialogAnswer.HasValue) return false;
                _dialogAnswer = button;
                System.Threading.Monitor.PulseAll(_dialogLock);
                return true;
            }
        }

        // Quitting: an open dialog is cancelled and later ones answer "cancel" at once, so the main loop can end.
        internal void CloseDialogs()
        {
            lock (_dialogLock)
            {
                _dialogsClosed = true;
                System.Threading.Monitor.PulseAll(_dialogLock);
            }
        }

        public void SignalTick()
        {
            System.Threading.Interlocked.Increment(ref _tickSignals);
            _wake();
        }

        public UnityEditor.Compilation.CompilerMessage[] CompileAssembly(string outputPath, string[] sources, string[] references, string[] defines)
        {
            return RoslynCompiler.Compile(outputPath, sources, references, defines);
        }

        internal bool TakeCompileRequest(out bool clean)
        {
            lock (_lock)
            {
                clean = CleanBuildRequested;
                if (!CompileRequested) return false;
                CompileRequested = false;
                CleanBuildRequested = false;
                return true;
            }
        }

        internal string TakeReloadRequest()
        {
            lock (_lock)
            {
                var r = ReloadRequested;
                ReloadRequested = null;
                return r;
            }
        }
    }
}
