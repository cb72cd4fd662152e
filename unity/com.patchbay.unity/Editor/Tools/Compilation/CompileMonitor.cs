using System;
using System.Globalization;
using System.Text.RegularExpressions;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEditor.Compilation;

namespace Patchbay.Editor.Tools.Compilation
{
    /// <summary>
    /// Watches the compilation pipeline in every domain and keeps the outcome of the latest compile — its
    /// errors and warnings with file, line and column from CompilerMessage, not scraped from the console —
    /// in SessionState. That record is what lets a compile call (or its job) answer in the domain that the
    /// compile's own reload creates. Generations count compiles in this editor process. Unity raises the same
    /// pipeline events for an AssemblyBuilder build (execute_code's), with the builder as context; those are
    /// not the project's compiles and are left out.
    /// </summary>
    [InitializeOnLoad]
    public static class CompileMonitor
    {
        public const int MaxListed = 50;
        private const string StateKey = "Patchbay.Compile";
        private static readonly Regex s_prefix = new Regex(@"^.*?\(\d+,\d+\):\s*(error|warning)\s+", RegexOptions.Compiled);
        private static readonly System.Collections.Generic.HashSet<string> s_builderOutputs = new System.Collections.Generic.HashSet<string>(StringComparer.Ordinal);

        /// <summary>Raised (main thread) with the messages of each assembly of a project compile, not an AssemblyBuilder's.</summary>
        public static event Action<CompilerMessage[]> ProjectMessages;

        static CompileMonitor()
        {
            CompilationPipeline.compilationStarted += OnStarted;
            CompilationPipeline.assemblyCompilationFinished += OnAssemblyFinished;
            CompilationPipeline.compilationFinished += OnFinished;
        }

        /// <summary>Compiles started in this editor process.</summary>
        public static int Generation
        {
            get { return (int?)SessionJson.Load(StateKey)["generation"] ?? 0; }
        }

        /// <summary>Generation of the last compile that finished (0 = none).</summary>
        public static int LastFinished
        {
            get { return (int?)SessionJson.Load(StateKey)["finished"] ?? 0; }
        }

        /// <summary>The result of the last finished compile, as the compile tool reports it.</summary>
        public static JObject LastResult
        {
            get { return SessionJson.Load(StateKey)["result"] as JObject; }
        }

        /// <summary>Makes sure the static constructor ran (subscriptions exist) before a compile is requested.</summary>
        public static void Touch()
        {
        }

        /// <summary>Assemblies of the running (or last) project compile that finished, for progress (this domain only).</summary>
        public static int AssembliesCompiled { get; private set; }

        private static void OnStarted(object context)
        {
            if (IsAssemblyBuilder(context, true))
            {
                return;
            }

            AssembliesCompiled = 0;

            var state = SessionJson.Load(StateKey);
            var generation = ((int?)state["generation"] ?? 0) + 1;
            state["generation"] = generation;
            state["errors"] = new JArray();
            state["warnings"] = new JArray();
            state["errorCount"] = 0;
            state["warningCount"] = 0;
            state["startedUtc"] = DateTime.UtcNow.Ticks;
            SessionJson.Save(StateKey, state);
        }

        private static void OnAssemblyFinished(string assembly, CompilerMessage[] messages)
        {
            if (!s_builderOutputs.Contains(Normalised(assembly)))
            {
                AssembliesCompiled++;
            }

            if (messages == null || messages.Length == 0 || s_builderOutputs.Contains(Normalised(assembly)))
            {
                return;
            }

            var handler = ProjectMessages;
            if (handler != null)
            {
                handler(messages);
            }

            var state = SessionJson.Load(StateKey);
            foreach (var message in messages)
            {
                var isError = message.type == CompilerMessageType.Error;
                var key = isError ? "errors" : "warnings";
                var countKey = isError ? "errorCount" : "warningCount";
                state[countKey] = ((int?)state[countKey] ?? 0) + 1;
                var list = state[key] as JArray ?? new JArray();
                if (list.Count < MaxListed)
                {
                    list.Add(new JObject
                    {
                        { "file", message.file ?? string.Empty },
                        { "line", message.line },
                        { "column", message.column },
                        { "message", s_prefix.Replace(message.message ?? string.Empty, string.Empty) },
                    });
                }

                state[key] = list;
            }

            SessionJson.Save(StateKey, state);
        }

        private static void OnFinished(object context)
        {
            if (IsAssemblyBuilder(context, false))
            {
                return;
            }

            var state = SessionJson.Load(StateKey);
            var errorCount = (int?)state["errorCount"] ?? 0;
            var started = (long?)state["startedUtc"] ?? DateTime.UtcNow.Ticks;
            var result = new JObject
            {
                // From the messages, not EditorUtility.scriptCompilationFailed: Unity settles that after raising
                // compilationFinished (UnityCsReference 2021.3.0f1 Editor/Mono/Scripting/ScriptCompilation/
                // EditorCompilation.cs:1049-1076), so read here it still tells the previous compile.
                { "status", errorCount > 0 ? "failed" : "succeeded" },
                { "errorCount", errorCount },
                { "warningCount", (int?)state["warningCount"] ?? 0 },
                { "errors", state["errors"] ?? new JArray() },
                { "warnings", state["warnings"] ?? new JArray() },
                { "seconds", Math.Round((DateTime.UtcNow.Ticks - started) / (double)TimeSpan.TicksPerSecond, 2) },
            };
            if (errorCount > MaxListed || ((int?)state["warningCount"] ?? 0) > MaxListed)
            {
                result["note"] = "Only the first " + MaxListed.ToString(CultureInfo.InvariantCulture) + " errors and warnings are listed.";
            }

            state["finished"] = state["generation"];
            state["result"] = result;
            SessionJson.Save(StateKey, state);
            foreach (var job in JobStore.RunningOfKind("compile"))
            {
                JobStore.Complete(job, result);
            }
        }

        // AssemblyBuilder is obsolete from Unity 2023.1 (docs/execute-code.md).
#pragma warning disable 618
        private static bool IsAssemblyBuilder(object context, bool started)
        {
            var builder = context as AssemblyBuilder;
            if (builder == null)
            {
                return false;
            }

            if (started)
            {
                s_builderOutputs.Add(Normalised(builder.assemblyPath));
            }
            else
            {
                s_builderOutputs.Remove(Normalised(builder.assemblyPath));
            }

            return true;
        }
#pragma warning restore 618

        private static string Normalised(string path)
        {
            try
            {
                return System.IO.Path.GetFullPath(path ?? string.Empty).Replace('\\', '/');
            }
            catch (ArgumentException)
            {
                return path ?? string.Empty;
            }
            catch (NotSupportedException)
            {
                return path ?? string.Empty;
            }
        }
    }
}
