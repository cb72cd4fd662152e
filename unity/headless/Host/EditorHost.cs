using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Patchbay.Headless;

namespace Patchbay.EditorHost
{
    // The host's main loop: one editor frame every FrameMilliseconds on this thread, and between
    // frames the things Unity does outside the scripting domain — compiling scripts and reloading
    // the domain (beforeAssemblyReload, unload, fresh domain, InitializeOnLoad, afterAssemblyReload).
    internal sealed class EditorHost
    {
        readonly HostOptions _options;
        readonly ScriptCompiler _compiler;
        readonly HostServices _services;
        readonly ConcurrentQueue<string> _commands = new ConcurrentQueue<string>();
        readonly Stopwatch _clock = Stopwatch.StartNew();
        readonly string _engineDir;
        AppDomain _domain;
        DomainAgent _agent;
        int _domainLoads;
        Task<CompiledAssemblyResult[]> _compile;
        bool _compileFailed;
        // Safe Mode (issue 29): the project did not compile when the editor started, so, as Unity does (unless
        // started with -ignorecompilererrors), no script code runs — neither the project's nor a package's — until a
        // compile succeeds. The domain is up with no assemblies; "compile" or "refresh" after the scripts are fixed
        // compiles, and the reload after a clean compile loads everything.
        volatile bool _safeMode;
        EditorLogFile _log;
        volatile bool _quit;
        int _exitCode;
        DateTime _reloadWaitStarted;
        // The frame length while throttled: null when focused (frames every --frame-ms), Parked for no update until
        // woken. --background sets it at start, the "throttle" command later (a real editor that is not focused
        // updates a few times a second, once in seconds, or not at all until an OS event wakes it). Written by the
        // command, read by the loop, one thread.
        int? _backgroundMs;
        // Set by EditorApplication.SignalTick (any thread), stdin commands and quit requests: the next update comes
        // as soon as the focused frame length allows, even when throttled or parked.
        readonly AutoResetEvent _wake = new AutoResetEvent(false);

        // "hang" blocks the main loop, as a script stuck in an endless loop blocks Unity's main thread, until "release"
        // (read on the stdin thread, the main loop being blocked) or quit sets this.
        readonly ManualResetEventSlim _released = new ManualResetEventSlim(true);
        // "compile-gate close" holds the next compiles before mcs runs (EditorApplication.isCompiling stays true, as in
        // a long compile) until "compile-gate open": tests see a compile in progress without racing its length.
        readonly ManualResetEventSlim _compileGate = new ManualResetEventSlim(true);

        internal const int Parked = -1;

        // The game's focus: an editor in the background (--background, "throttle") has none, as the Game view of an editor
        // whose user works in a terminal has none; "focus on|off" overrides that (null: follow the background mode).
        bool? _focusOverride;

        bool Focused { get { return _focusOverride ?? !_backgroundMs.HasValue; } }

        // "gameview hide|show": the Game view behind the Scene view's tab, or shown (the default).
        bool _gameViewHidden;

        bool _wasFocused = true;

        void ApplyFocus()
        {
            try
            {
                var focused = Focused;
                _agent.SetFocus(focused);
                _agent.SetGameViewVisible(!_gameViewHidden);
                // Back in front: Unity refreshes by itself (Auto Refresh), which compiles scripts changed meanwhile.
                if (focused && !_wasFocused && _compile == null && !_agent.ReloadLocked) _agent.ApplicationActivated();
                _wasFocused = focused;
            }
            catch (Exception e) { HostLog.Info("focus change failed: " + e); }
        }

        internal EditorHost(HostOptions options)
        {
            _options = options;
            _engineDir = Path.GetDirectoryName(typeof(EditorHost).Assembly.Location);
            _compiler = new ScriptCompiler(options.ProjectPath, _engineDir, options.EditorAssemblies);
            _services = new HostServices(_compiler, () => _wake.Set());
            _services.BeginCompileNow = BeginCompileNow;
            _services.CompileNow = CompileNow;
            _backgroundMs = options.BackgroundMilliseconds;
        }

        // A stdin command is the stand-in for a user or OS event, which wakes a throttled editor too. "dialog <n>"
        // is answered here, on the stdin thread: a modal dialog blocks the main loop that runs the other commands.
        internal void Enqueue(string command)
        {
            var parts = command.Trim().Split(new[] { ' ' }, 2);
            if (parts[0] == "dialog")
            {
                int button;
                if (parts.Length < 2 || !int.TryParse(parts[1].Trim(), out button) || button < 0) HostLog.Event("error dialog needs a button number (0, 1, ...)");
                else HostLog.Event(_services.AnswerDialog(button) ? "dialog answered " + button : "error no dialog is open");
                return;
            }
            if (parts[0] == "release")
            {
                if (_released.IsSet) HostLog.Event("error the main thread is not hanging (send hang first)");
                else _released.Set();
                return;
            }
            // The main loop that runs "quit" in order with the other commands is blocked by an open dialog or a hang.
            if ((parts[0] == "quit" || parts[0] == "exit") && (_services.DialogOpen || !_released.IsSet)) { RequestQuit(0); return; }
            _commands.Enqueue(command);
            _wake.Set();
        }

        internal void RequestQuit(int code)
        {
            _exitCode = code;
            _quit = true;
            _services.CloseDialogs();
            _released.Set();
            _compileGate.Set();
            _wake.Set();
        }

        internal int Run()
        {
            // Unity's working directory is the project root; editor scripts rely on relative paths.
            Directory.SetCurrentDirectory(_options.ProjectPath);
            var hostExe = typeof(EditorHost).Assembly.Location;
            EditorInstanceFile.Write(_options.ProjectPath, UnityEngine.Application.unityVersion, hostExe);
            try { _log = EditorLogFile.Open(_options.LogFile, UnityEngine.Application.unityVersion); }
            catch (Exception e) { HostLog.Info("could not open the editor log " + _options.LogFile + ": " + e.Message); }
            if (!_options.NoCompile && (_compiler.ScriptsChanged() || _compiler.OutputAssemblies().Length == 0))
            {
                HostLog.Info("compiling project scripts");
                bool failed;
                var results = _compiler.Compile(false, out failed);
                foreach (var r in results) foreach (var m in r.Messages) HostLog.Info(m.message);
                _compileFailed = failed;
                if (_log != null) _log.Compile("Editor startup", results, failed);
                if (failed && _options.IgnoreCompilerErrors) HostLog.Info("script compilation failed; starting with the previous assemblies, if any (-ignorecompilererrors)");
                else if (failed)
                {
                    _safeMode = true;
                    HostLog.Info("script compilation failed: Safe Mode, no script code loads until the scripts compile");
                    if (_log != null) _log.Line("The project has compile errors: Safe Mode (Patchbay headless editor host)");
                }
            }
            LoadDomain(null);
            if (_safeMode) HostLog.Event("safemode " + _domainLoads);
            HostLog.Event("ready " + _domainLoads);
            while (!_quit)
            {
                var start = _clock.Elapsed;
                ProcessCommands();
                try { ProcessRequests(); }
                catch (Exception e) { HostLog.Info("host request failed: " + e); }
                if (_quit) break;
                // A wake that came before this update is served by it; one during it asks for the next.
                _wake.Reset();
                try { _agent.Tick(); }
                catch (Exception e) { HostLog.Info("editor frame failed: " + e); }
                WaitForNextFrame(start);
            }
            Shutdown();
            EditorInstanceFile.Remove(_options.ProjectPath);
            return _exitCode;
        }

        // A focused editor updates every --frame-ms. A throttled one waits its longer frame (or, parked, for ever)
        // unless woken: by EditorApplication.SignalTick, a stdin command, or its own work — a reload or compile it was
        // asked for, a compile running (Unity's native loop drives those; only script code waits for updates). A
        // wake never makes frames shorter than the focused length: Unity's woken editor updates at its normal rate.
        void WaitForNextFrame(TimeSpan start)
        {
            var focused = TimeSpan.FromMilliseconds(_options.FrameMilliseconds);
            var elapsed = _clock.Elapsed - start;
            if (elapsed < focused) Thread.Sleep(focused - elapsed);
            if (!_backgroundMs.HasValue || _quit) return;
            while (!_quit && !OwnWorkPending())
            {
                int waitMs;
                if (_backgroundMs.Value == Parked) waitMs = _compile != null ? 20 : Timeout.Infinite;
                else
                {
                    var left = TimeSpan.FromMilliseconds(_backgroundMs.Value) - (_clock.Elapsed - start);
                    if (left <= TimeSpan.Zero) return;
                    waitMs = (int)Math.Ceiling(left.TotalMilliseconds);
                    if (_compile != null) waitMs = Math.Min(waitMs, 20);
                }
                if (_wake.WaitOne(waitMs)) return;
            }
        }

        // A stdin command that came after this frame's ProcessCommands, before its _wake.Reset, left no wake behind:
        // it is pending work too (a parked editor would otherwise never run it).
        bool OwnWorkPending()
        {
            var exit = _services.ExitRequested;
            return !_commands.IsEmpty || exit.HasValue || _services.ReloadRequested != null || _services.CompileRequested
                || (_compile != null && _compile.IsCompleted);
        }

        void ProcessRequests()
        {
            var exit = _services.ExitRequested;
            if (exit.HasValue) { RequestQuit(exit.Value); return; }
            bool clean;
            if (_compile == null && _services.TakeCompileRequest(out clean)) StartCompile(clean);
            if (_compile != null && _compile.IsCompleted) FinishCompile();
            if (_compile == null && _services.ReloadRequested != null)
            {
                // Unity defers reloads while LockReloadAssemblies is held (and while tests run).
                if (_agent.ReloadLocked && (DateTime.UtcNow - _reloadWaitStarted).TotalSeconds < 60)
                {
                    if (_reloadWaitStarted == default(DateTime)) _reloadWaitStarted = DateTime.UtcNow;
                    return;
                }
                _reloadWaitStarted = default(DateTime);
                var reason = _services.TakeReloadRequest();
                Reload(reason);
            }
        }

        void StartCompile(bool clean)
        {
            HostLog.Info("compiling project scripts" + (clean ? " (clean)" : ""));
            _agent.CompilationStarted();
            _compile = Task.Run(() =>
            {
                _compileGate.Wait();
                bool failed;
                var r = _compiler.Compile(clean, out failed);
                _compileFailed = failed;
                if (_log != null) _log.Compile(clean ? "Clean build requested" : "Script compilation requested", r, failed);
                return r;
            });
        }

        void FinishCompile()
        {
            CompiledAssemblyResult[] results;
            try { results = _compile.Result; }
            catch (AggregateException e)
            {
                HostLog.Info("compile step failed: " + e.InnerException);
                results = new[] { new CompiledAssemblyResult { OutputPath = "", Messages = new[] { new UnityEditor.Compilation.CompilerMessage { message = "Compile step failed: " + e.InnerException.Message, file = "", type = UnityEditor.Compilation.CompilerMessageType.Error } } } };
                _compileFailed = true;
            }
            _compile = null;
            var errors = results.Sum(r => r.Messages.Count(m => m.type == UnityEditor.Compilation.CompilerMessageType.Error));
            _agent.CompilationFinished(results, _compileFailed);
            HostLog.Event(_compileFailed ? "compiled failed " + errors : "compiled ok");
            if (!_compileFailed) LeaveSafeModeAndReload();
        }

        // A clean compile ends Safe Mode: the reload it asks for loads the package and the project's assemblies.
        void LeaveSafeModeAndReload()
        {
            if (_safeMode)
            {
                _safeMode = false;
                HostLog.Info("scripts compile: leaving Safe Mode");
                if (_log != null) _log.Line("Exiting Safe Mode: the project compiles (Patchbay headless editor host)");
            }
            _services.RequestDomainReload("recompile");
        }

        // AssetDatabase.Refresh with changed scripts compiles inside the call, on the main thread (Unity can: the
        // import runs the compile and a successful one reloads the domain before the next update, so work a tool
        // queued for that update never runs). Refused while a compile runs: the request then merges with it.
        bool _compilingNow;

        bool BeginCompileNow()
        {
            if (_compile != null || _compilingNow) return false;
            _compilingNow = true;
            HostLog.Info("compiling project scripts (inside AssetDatabase.Refresh)");
            return true;
        }

        Tuple<CompiledAssemblyResult[], bool> CompileNow()
        {
            CompiledAssemblyResult[] results;
            bool failed;
            try { results = _compiler.Compile(false, out failed); }
            catch (Exception e)
            {
                HostLog.Info("compile step failed: " + e);
                results = new[] { new CompiledAssemblyResult { OutputPath = "", Messages = new[] { new UnityEditor.Compilation.CompilerMessage { message = "Compile step failed: " + e.Message, file = "", type = UnityEditor.Compilation.CompilerMessageType.Error } } } };
                failed = true;
            }
            finally { _compilingNow = false; }
            _compileFailed = failed;
            if (_log != null) _log.Compile("Assetdatabase observed changes in script compilation related files", results, failed);
            var errors = results.Sum(r => r.Messages.Count(m => m.type == UnityEditor.Compilation.CompilerMessageType.Error));
            HostLog.Event(failed ? "compiled failed " + errors : "compiled ok");
            if (!failed) LeaveSafeModeAndReload();
            return Tuple.Create(results, failed);
        }

        void ProcessCommands()
        {
            string line;
            while (_commands.TryDequeue(out line))
            {
                var parts = line.Trim().Split(new[] { ' ' }, 2);
                var arg = parts.Length > 1 ? parts[1].Trim() : "";
                try
                {
                    switch (parts[0])
                    {
                        case "": break;
                        case "reload":
                            // One reload (and one "reloaded" line) per command, even when several queue up.
                            if (_compile == null && !_agent.ReloadLocked) Reload("host-command");
                            else _services.RequestDomainReload("host-command");
                            break;
                        case "compile": _services.RequestScriptCompilation(arg == "clean"); break;
                        case "refresh": _agent.Refresh(); HostLog.Event("refreshed"); break;
                        case "menu": HostLog.Event(_agent.ExecuteMenuItem(arg) ? "menu ok" : "menu failed"); break;
                        case "play": _agent.SetPlaying(true); HostLog.Event("play requested"); break;
                        case "stop": _agent.SetPlaying(false); HostLog.Event("stop requested"); break;
                        case "status": HostLog.Event("status " + _agent.Status() + " ticksignals=" + _services.TickSignals + " safemode=" + (_safeMode ? "true" : "false")); break;
                        case "throttle":
                            int ms;
                            if (arg == "off") _backgroundMs = null;
                            else if (arg == "park") _backgroundMs = Parked;
                            else if (int.TryParse(arg, out ms) && ms >= 1 && ms <= 600000) _backgroundMs = ms;
                            else { HostLog.Event("error throttle needs a frame length in ms (1-600000), 'park' or 'off'"); break; }
                            HostLog.Event("throttle " + (!_backgroundMs.HasValue ? "off" : _backgroundMs == Parked ? "park" : _backgroundMs.Value.ToString()));
                            ApplyFocus();
                            break;
                        case "gameview":
                            if (arg == "hide") _gameViewHidden = true;
                            else if (arg == "show") _gameViewHidden = false;
                            else { HostLog.Event("error gameview needs hide or show"); break; }
                            ApplyFocus();
                            HostLog.Event("gameview " + (_gameViewHidden ? "hidden" : "shown"));
                            break;
                        case "focus":
                            if (arg == "on") _focusOverride = true;
                            else if (arg == "off") _focusOverride = false;
                            else if (arg == "auto") _focusOverride = null;
                            else { HostLog.Event("error focus needs on, off or auto (auto: none while in the background)"); break; }
                            ApplyFocus();
                            HostLog.Event("focus " + (Focused ? "on" : "off"));
                            break;
                        case "compile-gate":
                            if (arg == "close") _compileGate.Reset();
                            else if (arg == "open") _compileGate.Set();
                            else { HostLog.Event("error compile-gate needs close or open"); break; }
                            HostLog.Event("compile-gate " + arg);
                            break;
                        case "hang":
                            // No update, no queued work, no command runs until "release": what the editor's package sees
                            // of a script stuck in an endless loop (in play mode, a MonoBehaviour.Update that never returns).
                            _released.Reset();
                            HostLog.Event("hanging");
                            _released.Wait();
                            HostLog.Event("released");
                            break;
                        case "quit": case "exit": RequestQuit(0); break;
                        default: HostLog.Event("unknown command " + parts[0]); break;
                    }
                }
                catch (Exception e)
                {
                    HostLog.Event("error " + e.Message.Replace('\n', ' '));
                }
            }
        }

        string[] AssembliesToLoad()
        {
            if (_safeMode) return new string[0];
            var list = new List<string>(_options.EditorAssemblies);
            // Unity loads every assembly of the packages the manifest lists, used by a script or not: uGUI's Image and
            // Canvas Scaler are components a tool can add to a project that never mentions them in code.
            var ugui = Path.Combine(_engineDir, "UnityEngine.UI.dll");
            if (_compiler.UsesUGUI() && File.Exists(ugui) && !list.Contains(ugui)) list.Add(ugui);
            list.AddRange(_compiler.OutputAssemblies());
            return list.ToArray();
        }

        void LoadDomain(string snapshot)
        {
            var setup = new AppDomainSetup { ApplicationBase = _engineDir };
            _domain = AppDomain.CreateDomain("UnityEditor #" + _domainLoads, null, setup);
            _agent = (DomainAgent)_domain.CreateInstanceAndUnwrap(typeof(DomainAgent).Assembly.FullName, typeof(DomainAgent).FullName);
            _agent.Load(_services, _options.ProjectPath, AssembliesToLoad(), snapshot, _domainLoads, _clock.Elapsed.TotalSeconds, _options.BatchMode);
            ApplyFocus();
            _agent.RunInitializers();
            _domainLoads++;
        }

        void Reload(string reason)
        {
            var started = _clock.Elapsed;
            string snapshot = null;
            try { snapshot = _agent.PrepareForReload(); }
            catch (Exception e) { HostLog.Info("beforeAssemblyReload failed: " + e); }
            ReportLeftovers();
            UnloadDomain();
            LoadDomain(snapshot);
            HostLog.Info("domain reloaded (" + reason + ") in " + (int)(_clock.Elapsed - started).TotalMilliseconds + " ms");
            HostLog.Event("reloaded " + _domainLoads);
        }

        // A domain should stop its timers in beforeAssemblyReload; say so when it did not (the unload aborts them,
        // which the host survives but a real editor may not).
        void ReportLeftovers()
        {
            string[] timers;
            try { timers = _agent.ScheduledTimers(); }
            catch (Exception e) { HostLog.Info("could not list the domain's timers: " + e.Message); return; }
            if (timers != null && timers.Length > 0)
                HostLog.Info("warning: domain " + _domainLoads + " still has " + timers.Length + " timer(s) scheduled after beforeAssemblyReload (" +
                             string.Join("; ", timers) + "); code that runs timers (Task.Delay, CancellationTokenSource timeouts, " +
                             "System.Threading.Timer) should stop them before a reload");
        }

        void UnloadDomain()
        {
            var domain = _domain;
            _agent = null;
            _domain = null;
            for (int attempt = 0; attempt < 3; attempt++)
            {
                try { AppDomain.Unload(domain); return; }
                catch (CannotUnloadAppDomainException e)
                {
                    HostLog.Info("AppDomain unload failed (attempt " + (attempt + 1) + "): " + e.Message);
                    Thread.Sleep(100);
                }
            }
        }

        void Shutdown()
        {
            HostLog.Info("shutting down");
            try { if (_agent != null) _agent.Shutdown(); }
            catch (Exception e) { HostLog.Info("shutdown handlers failed: " + e.Message); }
            if (_domain != null) UnloadDomain();
        }
    }
}
