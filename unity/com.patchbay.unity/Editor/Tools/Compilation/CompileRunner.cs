using System;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Scenes;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.Compilation;

namespace Patchbay.Editor.Tools.Compilation
{
    /// <summary>
    /// Requests a compile and waits for its outcome, shared by compile and create_script. A successful
    /// compile reloads the domain, which ends the waiting call; the call's resume state (start generation and
    /// deadline) lets the next domain pick it up and answer from <see cref="CompileMonitor"/>'s record. Past
    /// the deadline the call answers with a job id instead.
    /// </summary>
    public static class CompileRunner
    {
        private const double StartGraceSeconds = 5;
        private const double ReloadGraceSeconds = 5;

        /// <summary>
        /// Refuses when a compile cannot start now — also when the import before it would leave Unity asking about a
        /// scene changed on disk (<see cref="SceneFilesOnDisk"/>); returns the generation to wait past.
        /// </summary>
        public static int Begin(string tool)
        {
            CompileMonitor.Touch();
            if (EditorApplication.isCompiling)
            {
                throw ToolErrors.State("Scripts are already compiling. Wait for it: call compile again in a few seconds (get_editor_state shows compiling=false when it is done).");
            }

            if (EditorApplication.isPlaying)
            {
                throw ToolErrors.State("The editor is in play mode; stop it first (set_play_mode with action \"stop\"), then compile.");
            }

            SceneFilesOnDisk.RefuseConflicts(tool);
            return CompileMonitor.Generation;
        }

        /// <summary>Imports changed scripts (Unity then compiles by itself) and requests a compile if none started.</summary>
        public static void Trigger(int generation, bool force, ToolCallContext context)
        {
            // Progress (a task's statusMessage): the stages of the compile, each a step further.
            context.ReportProgress(1, null, "importing changed scripts");
            // The import holds the main thread: the health probe says so meanwhile.
            MainThreadHealth.MarkImporting(true);
            try
            {
                AssetDatabase.Refresh();
            }
            finally
            {
                MainThreadHealth.MarkImporting(false);
            }

            if (force || (!EditorApplication.isCompiling && CompileMonitor.Generation == generation))
            {
                CompilationPipeline.RequestScriptCompilation(force ? RequestScriptCompilationOptions.CleanBuildCache : RequestScriptCompilationOptions.None);
            }
        }

        /// <summary>
        /// Reopens from their files the scenes changed on disk (none with unsaved changes: <see cref="Begin"/> refused
        /// those), before <see cref="Trigger"/> imports, so Unity is left nothing to ask; returns their paths.
        /// </summary>
        public static string[] ReloadChangedScenes()
        {
            return SceneFilesOnDisk.ReloadChanged();
        }

        public static string ResumeState(int generation, long deadlineTicks, string[] scenesReloaded)
        {
            var state = new JObject { { "g", generation }, { "d", deadlineTicks } };
            if (scenesReloaded.Length > 0)
            {
                state["s"] = new JArray(scenesReloaded);
            }

            return state.ToString(Newtonsoft.Json.Formatting.None);
        }

        public static void ParseResumeState(string state, out int generation, out long deadlineTicks, out string[] scenesReloaded)
        {
            var json = JObject.Parse(state);
            generation = (int)json["g"];
            deadlineTicks = (long)json["d"];
            scenesReloaded = json["s"] != null ? json["s"].ToObject<string[]>() : new string[0];
        }

        /// <summary>The compile result with the scenes <see cref="ReloadChangedScenes"/> reopened, when there were any.</summary>
        public static async Task<JObject> Wait(int generation, long deadlineTicks, bool resumed, string[] scenesReloaded, ToolCallContext context)
        {
            var result = await Wait(generation, deadlineTicks, resumed, context);
            if (scenesReloaded.Length > 0)
            {
                result["scenesReloaded"] = new JArray(scenesReloaded);
            }

            return result;
        }

        /// <summary>The compile result, or {status: running, jobId} when the deadline passes first.</summary>
        private static async Task<JObject> Wait(int generation, long deadlineTicks, bool resumed, ToolCallContext context)
        {
            var cancellation = context.Cancellation;
            var grace = Math.Min(StartGraceSeconds, EditorWait.SecondsUntil(deadlineTicks));
            var started = await EditorWait.Until(() => CompileMonitor.Generation > generation || EditorApplication.isCompiling, grace, cancellation);
            if (!started && CompileMonitor.LastFinished <= generation && grace >= StartGraceSeconds)
            {
                return new JObject
                {
                    { "status", "up_to_date" },
                    { "message", "Unity started no compilation: no script changed. Pass force=true to recompile everything." },
                };
            }

            var finished = await EditorWait.Until(
                () =>
                {
                    if (CompileMonitor.LastFinished > generation)
                    {
                        return true;
                    }

                    if (EditorApplication.isCompiling)
                    {
                        var done = CompileMonitor.AssembliesCompiled;
                        context.ReportProgress(2 + done, null, done == 0 ? "compiling scripts" : "compiling scripts (" + done + " assemblies done)");
                    }

                    return false;
                },
                EditorWait.SecondsUntil(deadlineTicks), cancellation);
            if (!finished)
            {
                var job = JobStore.Start("compile");
                return new JObject
                {
                    { "status", "running" },
                    { "jobId", job },
                    { "message", "Still compiling. Call get_job with this jobId to wait for the errors and warnings." },
                };
            }

            var result = (JObject)CompileMonitor.LastResult.DeepClone();
            if ((string)result["status"] == "succeeded" && !resumed)
            {
                // A successful compile reloads the domain, which ends this call; the next domain answers it
                // (ResumeAsync), when the new types exist. Answer here only if no reload comes.
                context.ReportProgress(3 + CompileMonitor.AssembliesCompiled, null, "compiled without errors; reloading the domain");
                await EditorWait.Until(() => false, ReloadGraceSeconds, cancellation);
            }

            result["domainReloaded"] = resumed;
            return result;
        }
    }
}
