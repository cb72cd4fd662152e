using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // Unity keeps this in the UnityEditor.TestRunner assembly (an asmdef must reference it); the
    // stand-in folds it into UnityEditor.dll.
    public class TestRunnerApi : ScriptableObject
    {
        static readonly List<KeyValuePair<int, ICallbacks>> _callbacks = new List<KeyValuePair<int, ICallbacks>>();
        static readonly Queue<TestRun> _pending = new Queue<TestRun>();
        static TestRun _current;

        internal static bool IsRunning { get { return _current != null || _pending.Count > 0; } }

        public string Execute(ExecutionSettings executionSettings)
        {
            if (executionSettings == null) throw new ArgumentNullException("executionSettings");
            var run = new TestRun(TestDiscovery.BuildTree(), executionSettings.filters);
            if (executionSettings.runSynchronously)
            {
                run.Start();
                while (!run.Step(TimeSpan.FromHours(1))) { }
                return run.Guid;
            }
            _pending.Enqueue(run);
            return run.Guid;
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
                var tree = (testMode & TestMode.EditMode) != 0 ? TestDiscovery.BuildTree() : new TestNode { Id = "0", Name = Application.productName, FullName = Application.productName, IsSuite = true, Categories = new string[0] };
                callback(tree);
            };
        }

        public static void CancelAllTestRuns()
        {
            _pending.Clear();
            if (_current != null) _current.Cancelled = true;
        }

        public static bool CancelTestRun(string guid)
        {
            if (_current != null && _current.Guid == guid) { _current.Cancelled = true; return true; }
            return false;
        }

        internal static void Notify(Action<ICallbacks> call)
        {
            foreach (var c in _callbacks.OrderByDescending(p => p.Key).Select(p => p.Value).ToList())
            {
                try { call(c); }
                catch (Exception e) { Debug.LogException(e); }
            }
        }

        internal static void Pump()
        {
            if (_current == null)
            {
                if (_pending.Count == 0) return;
                _current = _pending.Dequeue();
                _current.Start();
            }
            if (_current.Step(TimeSpan.FromMilliseconds(20))) _current = null;
        }
    }
}
