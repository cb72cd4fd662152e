using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // Unity keeps this in the UnityEditor.TestRunner assembly (an asmdef must reference it); the
    // stand-in folds it into UnityEditor.dll. The 2021.3 profile plays the Test Framework Unity 2021.3 ships
    // (1.1.33), the 6000 profiles 1.4.6; runs go through TestJob, step by step on EditorApplication.update.
    public class TestRunnerApi : ScriptableObject
    {
        static readonly List<KeyValuePair<int, ICallbacks>> _callbacks = new List<KeyValuePair<int, ICallbacks>>();
        static readonly Queue<TestJob> _pending = new Queue<TestJob>();
        static TestJob _current;
        static EditorApplication.CallbackFunction _step;

        // A PlayMode run between the domain that started it and the play-mode domain that runs its tests: what the
        // Test Framework keeps across the reload in ScriptableSingletons (1.4.6 TestRun/TestJobDataHolder.cs, the
        // job's TestJobData with its ExecutionSettings and guid; 1.1.33 the PlaymodeTestsController's serialized
        // settings in the bootstrap scene). The callbacks are not kept: they live in CallbacksHolder's list, which a
        // domain reload empties (Test Framework manual, ICallbacks: "All test runs invoke the callbacks until the
        // next domain reload").
        const string PlayModeRunKey = "__headless.testrunner.playmode";

        // Jobs of this domain; a reload waits for them (HeadlessEditor.ReloadLocked), except play mode's own.
        internal static bool IsRunning { get { return _current != null || _pending.Count > 0; } }

        static bool PlayModeRunSaved { get { return Patchbay.Headless.HeadlessEditor.Host.SessionGet(PlayModeRunKey) != null; } }

        public string Execute(ExecutionSettings executionSettings)
        {
            if (executionSettings == null) throw new ArgumentNullException("executionSettings");
            MainThread.Require("Execute");
            var run = new TestRun(TestDiscovery.BuildTree(), executionSettings.filters);
            // A PlayMode run cannot run synchronously: it waits for play mode (1.4.6 Api/ExecutionSettings.cs documents
            // runSynchronously for EditMode tests only).
            var synchronous = executionSettings.runSynchronously && run.Mode == TestMode.EditMode;
            var job = new TestJob(run, executionSettings.filters, synchronous, false);
            if (synchronous)
            {
                while (!job.Step()) { }
                return job.Guid;
            }
            Schedule(job);
            return job.Guid;
        }

        static void Schedule(TestJob job)
        {
            _pending.Enqueue(job);
            // The Test Framework steps its job from EditorApplication.update (TestJobRunner.cs:17-22 at 1.4.6).
            if (_step == null)
            {
                _step = Pump;
                EditorApplication.update += _step;
            }
        }

        // The domain that starts a PlayMode run keeps it here just before it asks for play mode (TestJob).
        internal static void SavePlayModeRun(string guid, Filter[] filters)
        {
            var state = new Newtonsoft.Json.Linq.JObject
            {
                { "guid", guid },
                { "filters", Newtonsoft.Json.Linq.JArray.FromObject((filters ?? new Filter[0]).Where(f => f != null).ToArray()) },
            };
            Patchbay.Headless.HeadlessEditor.Host.SessionSet(PlayModeRunKey, state.ToString(Newtonsoft.Json.Formatting.None));
        }

        internal static void ClearPlayModeRun()
        {
            Patchbay.Headless.HeadlessEditor.Host.SessionErase(PlayModeRunKey);
        }

        // Once play mode is entered (in a new domain, or in this one when Enter Play Mode Options keep it): the saved
        // PlayMode run goes on with the tests of this domain's assemblies, reporting to the callbacks registered in
        // this domain (1.4.6 TestJobRunner resumes its task list after the reload from TestJobDataHolder; 1.1.33 the
        // PlaymodeTestsController in the bootstrap scene starts in play mode and reports through
        // CallbacksDelegatorListener to CallbacksDelegator.instance, whose callbacks are this domain's).
        internal static void ResumePlayModeRun()
        {
            var text = Patchbay.Headless.HeadlessEditor.Host.SessionGet(PlayModeRunKey);
            if (text == null) return;
            var state = Newtonsoft.Json.Linq.JObject.Parse(text);
            var guid = (string)state["guid"];
            if (_current != null && _current.Guid == guid || _pending.Any(j => j.Guid == guid)) return;
            var filters = state["filters"].ToObject<Filter[]>();
            Schedule(new TestJob(new TestRun(TestDiscovery.BuildTree(), filters, TestMode.PlayMode, guid), filters, false, true));
        }

        public void RegisterCallbacks<T>(T testCallbacks, int priority = 0) where T : ICallbacks
        {
            if (testCallbacks == null) throw new ArgumentException("TestRunnerApi.RegisterCallbacks called with a null reference to callbacks object.");
            _callbacks.Add(new KeyValuePair<int, ICallbacks>(priority, testCallbacks));
        }

        public void UnregisterCallbacks<T>(T testCallbacks) where T : ICallbacks
        {
            _callbacks.RemoveAll(p => ReferenceEquals(p.Value, testCallbacks));
        }

        public void RetrieveTestList(TestMode testMode, Action<ITestAdaptor> callback)
        {
            if (callback == null) throw new ArgumentNullException("callback");
            EditorApplication.delayCall += () =>
            {
                var tree = TestDiscovery.BuildTree();
                tree.ChildNodes.RemoveAll(assembly => (assembly.TestMode & testMode) == 0);
                callback(tree);
            };
        }

#if UNITY_6000_0_OR_NEWER
        // Test Framework 1.4.0+ (public static bool CancelTestRun(string guid), 1.4.6 Api/TestRunnerApi.cs:206): the
        // run stops at its next step; RunFinished never comes. 1.1.33 has no way to cancel a run.
        public static bool CancelTestRun(string guid)
        {
            return CancelRun(guid);
        }
#endif

        static bool CancelRun(string guid)
        {
            var job = _current != null && _current.Guid == guid ? _current : _pending.FirstOrDefault(j => j.Guid == guid);
            return job != null && job.Cancel();
        }

        // Internal in both Test Framework versions. 1.4.6 (Api/TestRunnerApi.cs:217): whether any job is running.
        // 1.1.33 (Api/TestRunnerApi.cs:148-151): RunData.instance.isRunning, which only a command-line run
        // (-runTests) sets, so a run started through Execute is never "active" there.
        internal static bool IsRunActive()
        {
#if UNITY_6000_0_OR_NEWER
            return IsRunning || PlayModeRunSaved;
#else
            return false;
#endif
        }

        // CallbacksDelegator.RunFailed (1.4.6 Api/CallbacksDelegator.cs:66-77): the message is logged as an error,
        // then every IErrorCallbacks hears it.
        internal static void RunFailed(string message)
        {
            Debug.LogError(message);
            Notify(c =>
            {
                var errors = c as IErrorCallbacks;
                if (errors != null) errors.OnError(message);
            });
        }

        internal static void Notify(Action<ICallbacks> call)
        {
            foreach (var c in _callbacks.OrderByDescending(p => p.Key).Select(p => p.Value).ToList())
            {
                try { call(c); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }

        static void Pump()
        {
            if (_current == null)
            {
                if (_pending.Count == 0)
                {
                    EditorApplication.update -= _step;
                    _step = null;
                    return;
                }
                _current = _pending.Dequeue();
            }
            if (_current.Step()) _current = null;
        }
    }
}
