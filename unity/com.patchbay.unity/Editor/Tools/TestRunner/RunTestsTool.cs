using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.EditorLoop;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.TestTools.TestRunner.Api;
using UnityEngine;

namespace Patchbay.Editor.Tools.TestRunner
{
    /// <summary>
    /// Runs the project's tests through the Test Runner API (the Test Runner window's engine), one run at a
    /// time. Blocked until the project allows tests (allowTests): tests run arbitrary project code. Every run
    /// ends — with RunFinished, or without it when the Test Framework fails it (OnError), it is cancelled (the
    /// call's cancellation cancels it; one cancelled in the editor is noticed), or a domain reload takes its
    /// callbacks — so a later run is never refused because of one that can no longer report. A PlayMode run
    /// outlives play mode's domain reloads: the call resumes in the new domain and answers with the results.
    /// </summary>
    [McpTool("run_tests", "Run EditMode/PlayMode tests with filters; summary, failures, optional NUnit XML.",
        Group = "tests", Destructive = false, Idempotent = false, Security = SecurityClass.Tests, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class RunTestsTool : McpTool<RunTestsParams, string>, IResumableTool
    {
        private static TestRunCollector s_running;

        /// <summary>
        /// Why a run outlives its cancelled call: com.unity.test-framework 1.1.33 (Unity 2021.3) has no way to stop a run
        /// from code (TestRunnerApi.CancelTestRun came with 1.4.0; 1.4.6 Api/TestRunnerApi.cs:206), so it goes on to its end.
        /// </summary>
        public const string RunsOnNote = "Its call was cancelled, but this editor's Test Framework (1.1, Unity 2021.3) cannot stop a run "
            + "from code, so it runs its remaining tests to the end. Wait for the job (get_job), whose summary is the run's, "
            + "then run the tests again; other tools keep working meanwhile.";

        protected override async Task<string> ExecuteAsync(RunTestsParams parameters, ToolCallContext context)
        {
            if (EditorApplication.isPlaying || EditorApplication.isPlayingOrWillChangePlaymode)
            {
                throw ToolErrors.State("Tests cannot start in play mode; stop it first (set_play_mode with action \"stop\").");
            }

            if (EditorApplication.isCompiling)
            {
                throw ToolErrors.State("Scripts are compiling; wait for compile to finish, then run the tests.");
            }

            PlayModeTestRun.Touch();
            var playModeJob = PlayModeTestRun.RunningJob();
            if (s_running != null || playModeJob != null)
            {
                var job = playModeJob ?? s_running.JobId;
                var runsOn = playModeJob != null ? PlayModeTestRun.RunsOnAfterCancel() : s_running.RunsOnAfterCancel;
                throw ToolErrors.State("A test run is already in progress" + (job != null ? " (job " + job + "; use get_job)" : string.Empty) + "."
                    + (runsOn ? " " + RunsOnNote : string.Empty));
            }

            if (parameters.Mode == TestModeOption.PlayMode && EditorUtility.scriptCompilationFailed)
            {
                // Unity does not enter play mode while scripts have compile errors, so the run's record would wait for
                // a play mode that never comes.
                throw ToolErrors.State("The last compile failed, and Unity does not enter play mode with compile errors; fix them "
                    + "(compile shows them), then run the PlayMode tests.");
            }

            // The run opens a new scene, which leaves Prefab Mode.
            PrefabModeExit.RefuseLeaving("run_tests (a test run opens a new scene)");
            RefuseModifiedScenes();

            string xmlPath = null;
            if (parameters.Xml)
            {
                var root = Path.GetDirectoryName(Application.dataPath);
                xmlPath = Path.Combine(Path.Combine(Path.Combine(root, "Library"), "Patchbay"), "TestResults");
                xmlPath = Path.Combine(xmlPath, "tests-" + DateTime.UtcNow.ToString("yyyyMMdd-HHmmss-fff", System.Globalization.CultureInfo.InvariantCulture) + ".xml");
            }

            var filter = new Filter
            {
                testMode = parameters.Mode == TestModeOption.PlayMode ? TestMode.PlayMode : TestMode.EditMode,
                groupNames = Empty(parameters.Names),
                categoryNames = Empty(parameters.Categories),
                assemblyNames = Empty(parameters.Assemblies),
            };
            var api = ScriptableObject.CreateInstance<TestRunnerApi>();
            if (parameters.Mode == TestModeOption.PlayMode)
            {
                return await RunPlayMode(api, filter, xmlPath, parameters.WaitSeconds, context);
            }

            var collector = new TestRunCollector(context, xmlPath);
            Action watch = () => Watch(collector);
            AssemblyReloadEvents.AssemblyReloadCallback beforeReload = () => collector.EndWithout("interrupted",
                "A Unity domain reload during the test run took the Test Framework's callbacks away, so its results cannot reach Patchbay. Run the tests again.");
            collector.Finished += () =>
            {
                api.UnregisterCallbacks(collector);
                EditorFrame.Tick -= watch;
                AssemblyReloadEvents.beforeAssemblyReload -= beforeReload;
                s_running = null;
            };
            s_running = collector;
            api.RegisterCallbacks(collector);
            EditorFrame.Tick += watch;
            AssemblyReloadEvents.beforeAssemblyReload += beforeReload;
            try
            {
                collector.RunGuid = api.Execute(new ExecutionSettings(filter));
            }
            catch
            {
                collector.EndWithout("error", "The Test Framework refused to start the run.");
                throw;
            }

            bool done;
            try
            {
                done = await EditorWait.Until(() => collector.Done.IsCompleted, parameters.WaitSeconds, context.Cancellation);
            }
            catch (OperationCanceledException)
            {
                // The agent gave up on the call: stop the run where the Test Framework can (1.4+); where it cannot,
                // the run goes on to its RunFinished, which ends it here as usual.
                if (TestRunnerAccess.TryCancel(collector.RunGuid))
                {
                    collector.EndWithout("cancelled", "The call was cancelled, and the test run with it.");
                }
                else if (!collector.Ended)
                {
                    // The call is released now; the run cannot be. Its result goes to a job anyone can read.
                    collector.RunsOnAfterCancel = true;
                    collector.JobId = collector.JobId ?? JobStore.Start("tests");
                }

                throw;
            }

            if (!done)
            {
                collector.JobId = JobStore.Start("tests");
                return ToolJson.Text(new JObject
                {
                    { "status", "running" },
                    { "jobId", collector.JobId },
                    { "message", "Tests are still running. Call get_job with this jobId to wait for the summary." },
                });
            }

            return Answer(collector.Done.Result);
        }

        /// <summary>
        /// Before every run the Test Framework asks, in a modal dialog on the main thread, whether to save modified
        /// scenes (com.unity.test-framework 1.1.33 and 1.4.6: SaveModifiedSceneTask): every later call would wait for
        /// a person to answer, and "Don't Save" makes 1.4 reload the scenes from disk, losing the agent's edits.
        /// </summary>
        private static void RefuseModifiedScenes()
        {
            var dirty = new List<string>();
            foreach (var scene in SceneObjects.LoadedScenes())
            {
                if (scene.isDirty)
                {
                    dirty.Add(string.IsNullOrEmpty(scene.path) ? scene.name + " (untitled)" : scene.path);
                }
            }

            if (dirty.Count > 0)
            {
                throw ToolErrors.State("Unsaved changes in " + string.Join(", ", dirty.ToArray()) + ". Save them with save_scene first: "
                    + "before a run Unity's Test Framework asks whether to save modified scenes in a dialog that blocks the editor, "
                    + "and every later call, until someone answers it.");
            }
        }

        /// <summary>A PlayMode run waited for after play mode's domain reload: the call resumes here in the new domain.</summary>
        public async Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            var state = JObject.Parse(resumeState);
            return await AnswerPlayMode((string)state["j"], (long)state["d"], context);
        }

        /// <summary>
        /// Entering play mode reloads the domain unless Enter Play Mode Options turn that off, and the callbacks
        /// registered before a reload are gone after it (com.unity.test-framework manual, ICallbacks: "All test runs
        /// invoke the callbacks until the next domain reload"). So the run is a job from the start, recorded before
        /// Execute; each domain registers its own collector at load (<see cref="PlayModeTestRun"/>), and this call
        /// is resumable: after the reload it waits in the new domain for the job's result.
        /// </summary>
        private static async Task<string> RunPlayMode(TestRunnerApi api, Filter filter, string xmlPath, int waitSeconds, ToolCallContext context)
        {
            var collector = PlayModeTestRun.Start(xmlPath, context);
            var deadline = DateTime.UtcNow.AddSeconds(waitSeconds).Ticks;
            context.SetResumeState(new JObject { { "j", collector.JobId }, { "d", deadline } }.ToString(Newtonsoft.Json.Formatting.None));
            try
            {
                PlayModeTestRun.SetRunGuid(api.Execute(new ExecutionSettings(filter)));
            }
            catch
            {
                PlayModeTestRun.Abandon("error", "The Test Framework refused to start the run.");
                throw;
            }

            return await AnswerPlayMode(collector.JobId, deadline, context);
        }

        private static async Task<string> AnswerPlayMode(string job, long deadline, ToolCallContext context)
        {
            PlayModeTestRun.Touch();
            bool done;
            try
            {
                done = await EditorWait.Until(() => JobStore.Finished(job) != null, EditorWait.SecondsUntil(deadline), context.Cancellation);
            }
            catch (OperationCanceledException)
            {
                // Where the Test Framework cannot cancel (1.1), the run goes on and its job still gets the result.
                PlayModeTestRun.Cancel();
                throw;
            }

            if (!done)
            {
                return ToolJson.Text(new JObject
                {
                    { "status", "running" },
                    { "jobId", job },
                    { "message", "PlayMode tests are still running. Call get_job with this jobId to wait for the summary." },
                });
            }

            return Answer(JobStore.Finished(job));
        }

        private static string Answer(JObject summary)
        {
            if ((string)summary["status"] == "error")
            {
                throw new ToolException(ToolErrorKinds.ToolFailed, (string)summary["message"], null);
            }

            return ToolJson.Text(summary);
        }

        /// <summary>Every update while a run is in progress: a run the Test Framework stopped without RunFinished ends here.</summary>
        private static void Watch(TestRunCollector collector)
        {
            var active = TestRunnerAccess.IsRunActive();
            if (active == true)
            {
                collector.SeenActive = true;
            }
            else if (active == false && collector.SeenActive && !collector.Ended)
            {
                collector.EndWithout("cancelled", "The test run was cancelled in the editor (the Test Runner window or another tool) before it finished; no results.");
            }
        }

        private static string[] Empty(string[] values)
        {
            return values == null || values.Length == 0 ? null : values;
        }
    }
}
