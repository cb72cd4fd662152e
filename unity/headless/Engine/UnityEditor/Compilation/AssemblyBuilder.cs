using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using Patchbay.Headless;

namespace UnityEditor.Compilation
{
    // Unity's AssemblyBuilder (UnityCsReference Editor/Mono/Scripting/ScriptCompilation/AssemblyBuilder.cs,
    // obsolete from 2023.1): compiles scripts to one assembly without a domain reload. Here the host's mcs
    // compiles on a background thread; `status` polls it on the main thread and raises buildFinished there
    // with CompilerMessages like Unity's (file as given, line, column, "file(l,c): error CSxxxx: text"). As in
    // Unity (EditorCompilation.ProcessCompilationResult), a build raises CompilationPipeline.compilationStarted
    // and compilationFinished with the builder as context and assemblyCompilationFinished with the output's
    // path, and EditorApplication.isCompiling is true meanwhile. Build() returns false while scripts compile or
    // another builder runs.
#if UNITY_2023_1_OR_NEWER
    [Obsolete("This feature is being deprecated and will be removed in the future. Similar functionality can be achieved using the Roslyn compiler")]
#endif
    public class AssemblyBuilder
    {
        static int _running;

        internal static bool AnyBuilding { get { return Volatile.Read(ref _running) > 0; } }

        CompilerMessage[] _result;
        Thread _thread;
        bool _finished;

        public event Action<string> buildStarted;
        public event Action<string, CompilerMessage[]> buildFinished;

        public string[] scriptPaths { get; private set; }
        public string assemblyPath { get; private set; }
        public string[] additionalDefines { get; set; }
        public string[] additionalReferences { get; set; }
        public string[] excludeReferences { get; set; }
        public ReferencesOptions referencesOptions { get; set; }
        public AssemblyBuilderFlags flags { get; set; }

        public string[] defaultReferences
        {
            get { return DefaultReferences(); }
        }

        public string[] defaultDefines
        {
            get
            {
                var defines = new List<string> { "UNITY_EDITOR", "UNITY_EDITOR_64", "UNITY_EDITOR_LINUX", "UNITY_STANDALONE_LINUX", "UNITY_STANDALONE", "NET_4_6", "ENABLE_MONO" };
                if ((flags & AssemblyBuilderFlags.DevelopmentBuild) != 0) defines.Add("DEVELOPMENT_BUILD");
                return defines.ToArray();
            }
        }

        public AssemblyBuilder(string assemblyPath, params string[] scriptPaths)
        {
            if (string.IsNullOrEmpty(assemblyPath))
                throw new ArgumentException("assemblyPath cannot be null or empty");
            if (scriptPaths == null || scriptPaths.Length == 0)
                throw new ArgumentException("scriptPaths cannot be null or empty");
            this.scriptPaths = scriptPaths;
            this.assemblyPath = assemblyPath;
            flags = AssemblyBuilderFlags.None;
            referencesOptions = ReferencesOptions.None;
        }

        public bool Build()
        {
            if (EditorApplication.isCompiling || Volatile.Read(ref _running) > 0)
                return false;
            if (status != AssemblyBuilderStatus.NotStarted)
                throw new Exception(string.Format("Cannot start AssemblyBuilder with status {0}. Expected {1}", status, AssemblyBuilderStatus.NotStarted));

            var references = DefaultReferences().AsEnumerable();
            if (additionalReferences != null) references = references.Concat(additionalReferences);
            if (excludeReferences != null) references = references.Where(r => !excludeReferences.Contains(r));
            var defines = defaultDefines.Concat(additionalDefines ?? new string[0]).ToArray();
            var output = assemblyPath;
            var sources = scriptPaths.ToArray();
            var refs = references.ToArray();
            var host = HeadlessEditor.Host;
            Interlocked.Increment(ref _running);
            _thread = new Thread(() =>
            {
                CompilerMessage[] messages;
                try
                {
                    var dir = Path.GetDirectoryName(Path.GetFullPath(output));
                    if (!string.IsNullOrEmpty(dir)) Directory.CreateDirectory(dir);
                    messages = host.CompileAssembly(output, sources, refs, defines);
                }
                catch (Exception e)
                {
                    messages = new[] { new CompilerMessage { file = "", type = CompilerMessageType.Error, message = "error: " + e.Message } };
                }
                Volatile.Write(ref _result, messages);
            }) { IsBackground = true, Name = "AssemblyBuilder " + Path.GetFileName(output) };
            _thread.Start();
            var started = buildStarted;
            if (started != null)
            {
                try { started(assemblyPath); }
                catch (Exception e) { UnityEngine.Debug.LogException(e); }
            }
            CompilationPipeline.RaiseStarted(this);
            return true;
        }

        public AssemblyBuilderStatus status
        {
            get
            {
                if (_thread == null) return AssemblyBuilderStatus.NotStarted;
                if (_finished) return AssemblyBuilderStatus.Finished;
                var messages = Volatile.Read(ref _result);
                if (messages == null) return AssemblyBuilderStatus.IsCompiling;
                _finished = true;
                Interlocked.Decrement(ref _running);
                CompilationPipeline.RaiseAssemblyFinished(assemblyPath, messages);
                CompilationPipeline.RaiseFinished(this);
                var finished = buildFinished;
                if (finished != null)
                {
                    try { finished(assemblyPath, messages); }
                    catch (Exception e) { UnityEngine.Debug.LogException(e); }
                }
                return AssemblyBuilderStatus.Finished;
            }
        }

        // What Unity's defaults amount to here: the engine (and editor, for an editor assembly), the
        // precompiled and package assemblies loaded in the editor, and the system libraries.
        string[] DefaultReferences()
        {
            var editor = (flags & AssemblyBuilderFlags.EditorAssembly) != 0;
            var list = new List<string> { typeof(UnityEngine.Object).Assembly.Location };
            // The engine's module assemblies beside the core (UnityEngine.PhysicsModule.dll …, issue 43), as Unity's
            // defaults include the engine's modules.
            var engineDir = System.IO.Path.GetDirectoryName(typeof(UnityEngine.Object).Assembly.Location);
            foreach (var module in UnityEngine.Internal.EngineModules.Known)
            {
                var path = System.IO.Path.Combine(engineDir, module[0] + ".dll");
                if (System.IO.File.Exists(path)) list.Add(path);
            }
            if (editor) list.Add(typeof(AssemblyBuilder).Assembly.Location);
            list.Add(typeof(Newtonsoft.Json.JsonConvert).Assembly.Location);
            if (editor)
            {
                foreach (var assembly in AppDomain.CurrentDomain.GetAssemblies())
                {
                    if (assembly.IsDynamic) continue;
                    string location;
                    try { location = assembly.Location; }
                    catch (NotSupportedException) { continue; }
                    var name = assembly.GetName().Name;
                    if (string.IsNullOrEmpty(location) || list.Contains(location) || name == "mscorlib" || name.StartsWith("System", StringComparison.Ordinal)
                        || name.StartsWith("Mono.", StringComparison.Ordinal) || name.StartsWith("nunit", StringComparison.OrdinalIgnoreCase)
                        || name.EndsWith(".Tests", StringComparison.Ordinal) || name == "UnityEngine" || name == "UnityEditor"
                        || name.StartsWith("patchbay-editor-host", StringComparison.Ordinal) || location.StartsWith("/usr/lib/mono/", StringComparison.Ordinal))
                        continue;
                    list.Add(location);
                }
            }
            list.AddRange(new[] { "System.dll", "System.Core.dll", "System.Xml.dll", "System.Net.Http.dll", "System.Runtime.Serialization.dll" });
            return list.ToArray();
        }
    }
}
