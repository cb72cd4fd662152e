using System;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEditor.TestTools.TestRunner.Api;
using UnityEngine;

namespace Patchbay.Editor.Tools.TestRunner
{
    /// <summary>
    /// A PlayMode test run, kept across the domain reloads play mode brings. Entering play mode reloads the domain
    /// unless Enter Play Mode Options turn that off, and the Test Framework's callbacks end at a domain reload (its
    /// manual, ICallbacks: "All test runs invoke the callbacks until the next domain reload"); the tests then run,
    /// and report, in the new domain. So the run is recorded in SessionState (job id, XML path) before it starts, and
    /// every domain that loads while it is recorded registers a collector of its own at load ([InitializeOnLoad]):
    ///
    ///   run_tests ──record, job──> Execute ──play mode (reload)──> new domain: collector registered at load
    ///       ──RunStarted, tests──> ──RunFinished (in play mode, which ends after it)──> job done
    ///
    /// The waiting call resumes in the new domain and answers from the job (<see cref="RunTestsTool"/>); get_job
    /// answers it too. A run that can no longer report ends its job with the reason: the Test Framework failed it
    /// (OnError), it was cancelled, or play mode ended without RunFinished (stopped in the editor). An editor
    /// restart ends SessionState, and with it the record and the job (get_job says the job is from an earlier run).
    /// One run at a time. Main thread.
    /// </summary>
    [InitializeOnLoad]
    public static class PlayModeTestRun
    {
        private const string StateKey = "Patchbay.PlayModeTestRun";
        private static TestRunCollector s_collector;

        static PlayModeTestRun()
        {
            var state = SessionJson.Load(StateKey);
            if (state["job"] != null)
            {
                Attach(state, null);
            }
        }

        /// <summary>Makes sure the static constructor ran (a recorded run's collector registered) before a job is looked up.</summary>
        public static void Touch()
        {
        }

        /// <summary>The job id of the PlayMode run in progress, or null.</summary>
        public static string RunningJob()
        {
            return (string)SessionJson.Load(StateKey)["job"];
        }

        /// <summary>Whether the running PlayMode run's call was cancelled where the Test Framework could not stop it.</summary>
        public static bool RunsOnAfterCancel()
        {
            return (bool?)SessionJson.Load(StateKey)["cancelledCall"] ?? false;
        }

        /// <summary>Records a run about to start and registers this domain's collector (reporting progress to the call).</summary>
        public static TestRunCollector Start(string xmlPath, ToolCallContext context)
        {
            var state = new JObject
            {
                { "job", JobStore.Start("tests") },
                { "xml", xmlPath },
                { "entered", false },
                { "active", false },
            };
            SessionJson.Save(StateKey, state);
            return Attach(state, context);
        }

        /// <summary>Keeps the guid Execute returned, to cancel the run from any domain.</summary>
        public static void SetRunGuid(string guid)
        {
            Update(state => state["guid"] = guid);
            if (s_collector != null)
            {
                s_collector.RunGuid = guid;
            }
        }

        /// <summary>The call that started the run was cancelled: stop the run where the Test Framework can (1.4+).</summary>
        public static void Cancel()
        {
            var state = SessionJson.Load(StateKey);
            if (s_collector != null && TestRunnerAccess.TryCancel((string)state["guid"]))
            {
                s_collector.EndWithout("cancelled", "The call was cancelled, and the test run with it.");
            }
            else
            {
                // 1.1: the run goes on to its end; its job keeps the result, and the next run_tests says why it waits.
                Update(s => s["cancelledCall"] = true);
            }
        }

        /// <summary>Ends a run that cannot start after all (Execute threw).</summary>
        public static void Abandon(string status, string message)
        {
            if (s_collector != null)
            {
                s_collector.EndWithout(status, message);
            }
        }

        private static TestRunCollector Attach(JObject state, ToolCallContext context)
        {
            var job = (string)state["job"];
            JobStore.Resume(job);
            var api = ScriptableObject.CreateInstance<TestRunnerApi>();
            var collector = new TestRunCollector(context, (string)state["xml"]) { JobId = job, RunGuid = (string)state["guid"] };
            s_collector = collector;
            collector.Finished += () =>
            {
                api.UnregisterCallbacks(collector);
                EditorApplication.playModeStateChanged -= OnPlayModeChanged;
                EditorApplication.update -= Watch;
                SessionJson.Save(StateKey, new JObject());
                if (s_collector == collector)
                {
                    s_collector = null;
                }
            };
            api.RegisterCallbacks(collector);
            EditorApplication.playModeStateChanged += OnPlayModeChanged;
            EditorApplication.update += Watch;
            if (EditorApplication.isPlaying)
            {
                Update(s => s["entered"] = true);
            }

            return collector;
        }

        private static void OnPlayModeChanged(PlayModeStateChange change)
        {
            if (change == PlayModeStateChange.EnteredPlayMode)
            {
                Update(s => s["entered"] = true);
            }
            else if (change == PlayModeStateChange.EnteredEditMode && (bool)SessionJson.Load(StateKey)["entered"] && !(bool)SessionJson.Load(StateKey)["active"])
            {
                // The Test Framework calls RunFinished in play mode, before it leaves it: back in edit mode without it,
                // the run was stopped (play mode ended in the editor). 1.1 (Unity 2021.3's) never says a run started
                // through Execute is active; 1.4's IsRunActive tells while the run lasts, and Watch ends it there.
                End("cancelled", "Play mode ended before the PlayMode test run finished (stopped in the editor?); no results.");
            }
        }

        /// <summary>Every update: on 1.4+ a run the Test Framework dropped without RunFinished (cancelled in the editor) ends here.</summary>
        private static void Watch()
        {
            var active = TestRunnerAccess.IsRunActive();
            if (active == true)
            {
                if (!(bool)SessionJson.Load(StateKey)["active"])
                {
                    Update(s => s["active"] = true);
                }
            }
            else if (active == false && (bool)SessionJson.Load(StateKey)["active"])
            {
                End("cancelled", "The PlayMode test run was cancelled in the editor (the Test Runner window or another tool) before it finished; no results.");
            }
        }

        private static void End(string status, string message)
        {
            if (s_collector != null && !s_collector.Ended)
            {
                s_collector.EndWithout(status, message);
            }
        }

        private static void Update(Action<JObject> change)
        {
            var state = SessionJson.Load(StateKey);
            if (state["job"] == null)
            {
                return;
            }

            change(state);
            SessionJson.Save(StateKey, state);
        }
    }
}
