using System;
using System.IO;
using System.Text;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Compilation;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Assets
{
    /// <summary>
    /// Writes a C# script under Assets/ (never elsewhere), creating or replacing it. With compile=true it then behaves
    /// like compile — including answering from the domain the compile's reload creates — so one call takes
    /// an agent from source to diagnostics.
    /// </summary>
    [McpTool("create_script", "Write a C# script under Assets/ (template or content), optionally compile.",
        Group = "assets", Destructive = false, Idempotent = false, Security = SecurityClass.FileWrite, WholeEditor = true, Reloads = true)]
    public sealed class CreateScriptTool : McpTool<CreateScriptParams, string>, IResumableTool
    {
        private const int CompileWaitSeconds = 30;

        protected override async Task<string> ExecuteAsync(CreateScriptParams parameters, ToolCallContext context)
        {
            var path = parameters.Path.Replace('\\', '/');
            if (!path.EndsWith(".cs", StringComparison.Ordinal))
            {
                throw ToolErrors.Invalid("path", "path ending in .cs", "path must end with .cs, e.g. \"Assets/Scripts/Player.cs\".");
            }

            var full = ProjectWrites.Guard("Assets/Scripts/Player.cs").ResolveWritePathOrThrow(path);
            var className = Path.GetFileNameWithoutExtension(path);
            if (string.IsNullOrEmpty(parameters.Content) && !ScriptTemplates.IsIdentifier(className))
            {
                throw ToolErrors.Invalid("path", "file name that is a C# class name", "'" + className + "' is not a valid C# class name; Unity needs the file named after the class.");
            }

            if (parameters.Kind == ScriptKind.EditorWindow && path.IndexOf("/Editor/", StringComparison.Ordinal) < 0)
            {
                throw ToolErrors.Invalid("path", "path inside an Editor folder", "Editor scripts must live in an Editor folder (e.g. \"Assets/Editor/" + className + ".cs\") or player builds fail.");
            }

            // Create or update: writing content to an existing script is the fix loop's normal step, not a
            // mistake; only a template would replace what is there by something the agent has not seen.
            var replaced = File.Exists(full);
            if (replaced && string.IsNullOrEmpty(parameters.Content) && !parameters.Overwrite)
            {
                throw ToolErrors.State("'" + path + "' already exists; pass content to replace it, or overwrite=true to replace it with a new template.");
            }

            var generation = parameters.Compile ? CompileRunner.Begin("create_script with compile") : 0;
            Directory.CreateDirectory(Path.GetDirectoryName(full));
            var source = string.IsNullOrEmpty(parameters.Content) ? ScriptTemplates.For(parameters.Kind, className, parameters.Namespace) : parameters.Content;
            // Not imported here: importing a script starts a compile at once, and a compile call right after
            // would then find one running. compile (or create_script's compile option) imports and compiles.
            File.WriteAllText(full, source, new UTF8Encoding(false));
            var result = new JObject { { "path", path }, { "bytes", Encoding.UTF8.GetByteCount(source) } };
            if (replaced)
            {
                result["replaced"] = true;
            }

            if (!parameters.Compile)
            {
                // One batch until the agent compiles: Unity's auto refresh waits, so five scripts cost one reload.
                var pending = ScriptWriteBatch.Add(path);
                result["pending"] = new JArray(pending);
                result["next"] = "Not compiled yet: call compile when the scripts are written (the " + pending.Length +
                    " pending then compile together, one domain reload); Unity's auto refresh waits until then, at most " +
                    ScriptWriteBatch.HoldSeconds + " s after the last write. The class is usable after the compile.";
                return ToolJson.Text(result);
            }

            ScriptWriteBatch.Release();

            var deadline = DateTime.UtcNow.AddSeconds(CompileWaitSeconds).Ticks;
            var scenesReloaded = CompileRunner.ReloadChangedScenes();
            context.SetResumeState(new JObject { { "p", path }, { "r", replaced }, { "c", CompileRunner.ResumeState(generation, deadline, scenesReloaded) } }.ToString(Newtonsoft.Json.Formatting.None));
            CompileRunner.Trigger(generation, false, context);
            result["compile"] = await CompileRunner.Wait(generation, deadline, false, scenesReloaded, context);
            return ToolJson.Text(result);
        }

        public async Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            var state = JObject.Parse(resumeState);
            int generation;
            long deadline;
            string[] scenesReloaded;
            CompileRunner.ParseResumeState((string)state["c"], out generation, out deadline, out scenesReloaded);
            var result = new JObject { { "path", state["p"] } };
            if ((bool?)state["r"] == true)
            {
                result["replaced"] = true;
            }

            result["compile"] = await CompileRunner.Wait(generation, deadline, true, scenesReloaded, context);
            return ToolJson.Text(result);
        }
    }
}
