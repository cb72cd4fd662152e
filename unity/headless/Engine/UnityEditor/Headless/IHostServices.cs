namespace Patchbay.Headless
{
    // Implemented by the host in its own (default) AppDomain and handed to each child domain, so what
    // Unity keeps across a domain reload (SessionState, the reload/compile machinery) lives outside
    // the domain being unloaded. Not Unity API: package code must not use it.
    internal interface IHostServices
    {
        string SessionGet(string key);
        void SessionSet(string key, string value);
        void SessionErase(string key);
        void RequestScriptCompilation(bool cleanBuildCache);
        // AssetDatabase.Refresh compiles changed scripts inside the call, as Unity can: true when the host can
        // compile now (no compile running), then CompileScriptsNow compiles on the calling (main) thread and, when it
        // succeeded, has the domain reloaded before the next update.
        bool TryBeginScriptCompilation();
        CompiledAssemblyResult[] CompileScriptsNow(out bool failed);
        void RequestDomainReload(string reason);
        bool HaveScriptsChanged();
        void RequestExit(int exitCode);
        string[] TestAssemblyNames();
        // The test assemblies that hold PlayMode tests: asmdefs that build for players too (not Editor-only).
        string[] PlayModeTestAssemblyNames();
        // AssemblyBuilder: compiles the scripts to outputPath (blocking; called off the main thread).
        UnityEditor.Compilation.CompilerMessage[] CompileAssembly(string outputPath, string[] sources, string[] references, string[] defines);
        // EditorApplication.SignalTick: wakes the main loop for an update now, from any thread (a throttled or parked
        // editor otherwise waits for its next frame).
        void SignalTick();
        // A modal dialog on the main thread: returns the index of the button a person pressed, blocking the caller
        // (the editor's main thread) until then, as Unity's dialogs do.
        int ShowModalDialog(string title, string message, string[] buttons);
    }
}
