using System;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
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

        /// <summary>Refuses when a compile cannot start now; returns the generation to wait past.</summary>
        public static int Begin()
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

            return CompileMonitor.Generation;
        }

        /// <summary>Imports changed scripts (Unity then compiles by itself) and requests a compile if none started.</summary>
        public static void Trigger(int generation, bool force)
        {
            AssetDatabase.Refresh();
            if (force || (!EditorApplication.isCompiling && CompileMonitor.Generation == generation))
            {
                CompilationPipeline.RequestScriptCompilation(force ? RequestScriptCompilationOptions.CleanBuildCache : RequestScriptCompilationOptions.None);
            }
        }

        public static string ResumeState(int generation, long deadlineTicks)
        {
            return new JObject { { "g", generation }, { "d", deadlineTicks } }.ToString(Newtonsoft.Json.Formatting.None);
        }

        public static void ParseResumeState(string state, out int generation, out long deadlineTicks)
        {
            var json = JObject.Parse(state);
            generation = (int)json["g"];
            deadlineTicks = (long)json["d"];
        }

        /// <summary>The compile result, or {status: running, jobId} when the deadline passes first.</summary>
        public static async Task<JObject> Wait(int generation, long deadlineTicks, bool resumed, CancellationToken cancellation)
        {
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

            var finished = await EditorWait.Until(() => CompileMonitor.LastFinished > generation, EditorWait.SecondsUntil(deadlineTicks), cancellation);
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
                await EditorWait.Until(() => false, ReloadGraceSeconds, cancellation);
            }

            result["domainReloaded"] = resumed;
            return result;
        }
    }
}
