using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Patchbay.Headless;

namespace UnityEditor.Compilation
{
    public static class CompilationPipeline
    {
        public static event Action<object> compilationStarted;
        public static event Action<object> compilationFinished;
        public static event Action<string, CompilerMessage[]> assemblyCompilationFinished;
        // Obsolete, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Editor/Mono/Scripting/ScriptCompilation/CompilationPipeline.cs).
        [Obsolete("Use compilationStarted, compilationFinished or assemblyCompilationFinished instead. Note that using any of these functions to do time measurements is a bad idea as they run async to actual compilation.")]
        public static event Action<string> assemblyCompilationStarted;

        public static void RequestScriptCompilation()
        {
            RequestScriptCompilation(RequestScriptCompilationOptions.None);
        }

        public static void RequestScriptCompilation(RequestScriptCompilationOptions options)
        {
            HeadlessEditor.Host.RequestScriptCompilation((options & RequestScriptCompilationOptions.CleanBuildCache) != 0);
        }

        public static Assembly[] GetAssemblies()
        {
            return GetAssemblies(AssembliesType.Editor);
        }

        public static Assembly[] GetAssemblies(AssembliesType assembliesType)
        {
            var dir = Path.Combine(UnityEngine.Application.ProjectPath, "Library/ScriptAssemblies");
            if (!Directory.Exists(dir)) return new Assembly[0];
            return Directory.GetFiles(dir, "*.dll").OrderBy(p => p, StringComparer.Ordinal)
                .Select(p => new Assembly(Path.GetFileNameWithoutExtension(p), "Library/ScriptAssemblies/" + Path.GetFileName(p)))
                .ToArray();
        }

        internal static void RaiseStarted(object context) { Each(compilationStarted, d => ((Action<object>)d)(context)); }
#pragma warning disable 0618 // Unity still raises its obsolete event
        internal static void RaiseAssemblyStarted(string path) { Each(assemblyCompilationStarted, d => ((Action<string>)d)(path)); }
#pragma warning restore 0618
        internal static void RaiseAssemblyFinished(string path, CompilerMessage[] messages) { Each(assemblyCompilationFinished, d => ((Action<string, CompilerMessage[]>)d)(path, messages)); }
        internal static void RaiseFinished(object context) { Each(compilationFinished, d => ((Action<object>)d)(context)); }

        // A throwing subscriber is logged and does not stop the others, as in Unity.
        static void Each(Delegate handlers, Action<Delegate> call)
        {
            if (handlers == null) return;
            foreach (var d in handlers.GetInvocationList())
            {
                try { call(d); }
                catch (Exception e) { UnityEngine.Debug.LogException(e); }
            }
        }
    }
}
