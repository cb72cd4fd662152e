using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.Compilation;

namespace Patchbay.Editor.Tools.Code
{
    /// <summary>
    /// Compiles a snippet with Unity's own compiler through <c>UnityEditor.Compilation.AssemblyBuilder</c>
    /// (no domain reload; same compiler, defines and references as the project's editor scripts) into
    /// <c>Temp/Patchbay/ExecuteCode/</c>, waits for it over editor ticks, and loads the result from bytes.
    /// Each loaded snippet stays in the domain until the next reload, so at most <see cref="MaxPerDomain"/>
    /// are loaded per domain. Compiler errors come back in the agent's lines; nothing runs then.
    /// </summary>
    public static class SnippetCompiler
    {
        public const int MaxPerDomain = 200;
        public const int MaxErrorsListed = 20;
        public const double CompileTimeoutSeconds = 45;
        private const string Folder = "Temp/Patchbay/ExecuteCode";

        private static readonly Regex s_prefix = new Regex(@"^.*?\(\d+,\d+\):\s*(error|warning)\s+", RegexOptions.Compiled);
        private static int s_loaded;
        private static int s_sequence;

        public static int LoadedInThisDomain
        {
            get { return s_loaded; }
        }

        /// <summary>A name part unique across domains and editor sessions (assembly names must never repeat).</summary>
        public static string NextId()
        {
            return (++s_sequence).ToString(CultureInfo.InvariantCulture) + "_" + Guid.NewGuid().ToString("N").Substring(0, 12);
        }

        // AssemblyBuilder is marked obsolete from Unity 2023.1 and still works in 6000.x (docs/execute-code.md).
#pragma warning disable 618
        public static async Task<CompiledSnippet> Compile(SnippetSource source, string id, CancellationToken cancellation)
        {
            if (s_loaded >= MaxPerDomain)
            {
                throw ToolErrors.State("This editor already loaded " + MaxPerDomain + " execute_code assemblies since its last domain reload; nothing ran. "
                    + "Reload the domain (compile with force=true) to free them, then call again.");
            }

            var directory = Folder + "/" + id;
            Directory.CreateDirectory(directory);
            try
            {
                var script = directory + "/Snippet.cs";
                var output = directory + "/PatchbaySnippet_" + id + ".dll";
                File.WriteAllText(script, source.Text);
                CompilerMessage[] messages = null;
                var builder = new AssemblyBuilder(output, script) { flags = AssemblyBuilderFlags.EditorAssembly };
                builder.buildFinished += (path, result) => messages = result;
                var deadline = DateTime.UtcNow.AddSeconds(CompileTimeoutSeconds).Ticks;
                if (!builder.Build())
                {
                    // Scripts or another snippet are compiling: wait our turn (a script compile's reload ends
                    // this call as interrupted, with nothing run).
                    var started = false;
                    await EditorWait.Until(() => !EditorApplication.isCompiling && (started = builder.Build()), CompileTimeoutSeconds, cancellation);
                    if (!started)
                    {
                        throw ToolErrors.State("Unity kept compiling for " + CompileTimeoutSeconds + " s; nothing ran. Call execute_code again when get_editor_state shows compiling=false.");
                    }
                }

                var finished = await EditorWait.Until(() => builder.status == AssemblyBuilderStatus.Finished, EditorWait.SecondsUntil(deadline), cancellation);
                if (!finished)
                {
                    throw ToolErrors.State("Compiling the code took longer than " + CompileTimeoutSeconds + " s; nothing ran. Call again (the editor may be busy).");
                }

                messages = messages ?? new CompilerMessage[0];
                var errors = messages.Where(m => m.type == CompilerMessageType.Error).ToList();
                if (errors.Count > 0 || !File.Exists(output))
                {
                    throw CompileFailed(source, errors);
                }

                var pdb = Path.ChangeExtension(output, ".pdb");
                var mdb = output + ".mdb";
                var symbols = File.Exists(pdb) ? File.ReadAllBytes(pdb) : File.Exists(mdb) ? File.ReadAllBytes(mdb) : null;
                var assembly = symbols != null ? System.Reflection.Assembly.Load(File.ReadAllBytes(output), symbols) : System.Reflection.Assembly.Load(File.ReadAllBytes(output));
                s_loaded++;
                return new CompiledSnippet(source, EntryPoint(assembly, source));
            }
            finally
            {
                TryDelete(directory);
            }
        }

#pragma warning restore 618

        private static MethodInfo EntryPoint(System.Reflection.Assembly assembly, SnippetSource source)
        {
            var candidates = assembly.GetTypes()
                .Select(t => t.GetMethod("Run", BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static, null, Type.EmptyTypes, null))
                .Where(m => m != null && !m.ContainsGenericParameters)
                .ToList();
            if (candidates.Count == 1)
            {
                return candidates[0];
            }

            throw ToolErrors.Invalid("code", "one static Run() method",
                (candidates.Count == 0 ? "The code compiled but has no static Run() method without parameters" : "The code has " + candidates.Count + " static Run() methods")
                + "; nothing ran. Send statements only, or one class with one static Run().");
        }

        private static ToolException CompileFailed(SnippetSource source, IList<CompilerMessage> errors)
        {
            var listed = new JArray();
            var lines = new List<string>();
            foreach (var error in errors.Take(MaxErrorsListed))
            {
                var line = source.CodeLine(error.line);
                var text = s_prefix.Replace(error.message ?? string.Empty, string.Empty);
                var entry = new JObject { { "message", text } };
                if (line > 0)
                {
                    entry["line"] = line;
                    entry["column"] = error.column;
                    lines.Add("line " + line + ", col " + error.column + ": " + text);
                }
                else
                {
                    entry["in"] = error.line > 0 && error.line < source.FirstCodeLine ? "usings" : "wrapper";
                    lines.Add((error.line > 0 && error.line < source.FirstCodeLine ? "in usings: " : "around your code (unbalanced braces?): ") + text);
                }

                listed.Add(entry);
            }

            if (errors.Count == 0)
            {
                lines.Add("the compiler wrote no assembly");
            }

            var more = errors.Count > MaxErrorsListed ? "\n… " + (errors.Count - MaxErrorsListed) + " more" : string.Empty;
            return new ToolException("compile_error",
                "The code does not compile (" + errors.Count + " error" + (errors.Count == 1 ? string.Empty : "s") + "); nothing ran. Lines and columns are in your code:\n"
                + string.Join("\n", lines.ToArray()) + more,
                new JObject { { "errorCount", errors.Count }, { "errors", listed } });
        }

        private static void TryDelete(string directory)
        {
            try
            {
                Directory.Delete(directory, true);
            }
            catch (IOException)
            {
            }
            catch (UnauthorizedAccessException)
            {
            }
        }
    }
}
