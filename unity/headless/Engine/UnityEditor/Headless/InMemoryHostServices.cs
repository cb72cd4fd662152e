using System.Collections.Generic;
using UnityEditor.Compilation;

namespace Patchbay.Headless
{
    // Used when the stand-in runs without the host (unit tests in a single AppDomain): session state in
    // memory, compilation requests answered at once with no messages, reload requests only counted.
    internal sealed class InMemoryHostServices : IHostServices
    {
        readonly Dictionary<string, string> _session = new Dictionary<string, string>();

        public int ReloadRequests { get; private set; }
        public int CompilationRequests { get; private set; }
        public int ExitCode { get; private set; }
        public int TickSignals { get { return _tickSignals; } }
        int _tickSignals;

        public string SessionGet(string key) { string v; return _session.TryGetValue(key, out v) ? v : null; }
        public void SessionSet(string key, string value) { _session[key] = value; }
        public void SessionErase(string key) { _session.Remove(key); }

        public void RequestScriptCompilation(bool cleanBuildCache)
        {
            CompilationRequests++;
            HeadlessEditor.CompilationStarted();
            HeadlessEditor.CompilationFinished(new CompiledAssemblyResult[0], false);
        }

        public bool TryBeginScriptCompilation() { return false; }
        public CompiledAssemblyResult[] CompileScriptsNow(out bool failed) { failed = false; return new CompiledAssemblyResult[0]; }

        public void RequestDomainReload(string reason) { ReloadRequests++; }
        public bool HaveScriptsChanged() { return false; }
        public void RequestExit(int exitCode) { ExitCode = exitCode; }
        public string[] TestAssemblyNames() { return new string[0]; }
        public string[] PlayModeTestAssemblyNames() { return new string[0]; }
        public void SignalTick() { System.Threading.Interlocked.Increment(ref _tickSignals); }

        // Nobody can press a button in-process: a test scripts its answer with HeadlessEditor.AnswerNextDialog first.
        public int ShowModalDialog(string title, string message, string[] buttons)
        {
            throw new System.InvalidOperationException("A modal dialog '" + title + "' (" + string.Join(" | ", buttons) +
                ") would block the editor's main thread until a person answers; script the answer with HeadlessEditor.AnswerNextDialog.");
        }

        public CompilerMessage[] CompileAssembly(string outputPath, string[] sources, string[] references, string[] defines)
        {
            return RoslynCompiler.Compile(outputPath, sources, references, defines);
        }
    }
}
