using System;
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // Runs selected tests in-process, a slice per editor frame so the editor (and the package's
    // link) stays responsive, as Unity's EditMode runner does. [UnityTest] enumerators advance one
    // step per frame.
    internal sealed class TestRun
    {
        internal readonly string Guid;
        internal readonly TestMode Mode;
        internal bool Cancelled;
        internal bool Finished;
        readonly TestNode _root;
        readonly List<TestNode> _queue;
        readonly Dictionary<TestNode, TestResultNode> _results = new Dictionary<TestNode, TestResultNode>();
        readonly Dictionary<Type, object> _fixtures = new Dictionary<Type, object>();
        readonly HashSet<TestNode> _startedSuites = new HashSet<TestNode>();
        int _index;
        IEnumerator _running;
        TestResultNode _runningResult;
        Stopwatch _runningClock;
        object _runningFixture;
        NUnitExecutionContext _runningContext;

        internal TestRun(TestNode tree, Filter[] filters) : this(tree, filters, ModeOf(filters), System.Guid.NewGuid().ToString("N")) { }

        // guid: a PlayMode run keeps the one Execute returned into the play-mode domain (TestJob).
        internal TestRun(TestNode tree, Filter[] filters, TestMode mode, string guid)
        {
            _root = tree;
            Mode = mode;
            Guid = guid;
            _queue = tree.Leaves().Where(t => t.TestMode == mode && Matches(t, filters, mode)).ToList();
            Prune(_root, new HashSet<TestNode>(_queue.SelectMany(t => t.SelfAndAncestors())));
        }

        internal TestNode Root { get { return _root; } }

        static void Prune(TestNode node, HashSet<TestNode> keep)
        {
            node.ChildNodes.RemoveAll(c => !keep.Contains(c));
            foreach (var c in node.ChildNodes) Prune(c, keep);
        }

        // A run is one platform: PlayMode when a filter asks for it, else EditMode (a filter's testMode of 0 means
        // EditMode here, as the stand-in always had it).
        internal static TestMode ModeOf(Filter[] filters)
        {
            return filters != null && filters.Any(f => f != null && (f.testMode & TestMode.PlayMode) != 0) ? TestMode.PlayMode : TestMode.EditMode;
        }

        static bool Matches(TestNode t, Filter[] filters, TestMode mode)
        {
            if (filters == null || filters.Length == 0) return !t.Explicit;
            foreach (var f in filters)
            {
                if (f == null) continue;
                if ((f.testMode == 0 ? TestMode.EditMode : f.testMode & mode) == 0) continue;
                var chain = t.SelfAndAncestors().ToList();
                var named = f.testNames != null && f.testNames.Length > 0;
                if (named && !chain.Any(n => f.testNames.Contains(n.FullName))) continue;
                if (!named && t.Explicit) continue;
                if (f.groupNames != null && f.groupNames.Length > 0 && !f.groupNames.Any(g => SafeRegex(g, t.FullName))) continue;
                if (f.categoryNames != null && f.categoryNames.Length > 0 && !f.categoryNames.Any(c => t.Categories.Contains(c))) continue;
                if (f.assemblyNames != null && f.assemblyNames.Length > 0 && !f.assemblyNames.Any(a => a == t.Assembly.GetName().Name || a + ".dll" == t.Assembly.GetName().Name + ".dll" || a == t.Assembly.GetName().Name + ".dll")) continue;
                return true;
            }
            return false;
        }

        static bool SafeRegex(string pattern, string input)
        {
            try { return Regex.IsMatch(input, pattern); } catch (ArgumentException) { return input.Contains(pattern); }
        }

        internal void Start()
        {
            TestRunnerApi.Notify(c => c.RunStarted(_root));
        }

        // Runs tests until the time slice is used up; returns true when the run is over.
        internal bool Step(TimeSpan slice)
        {
            var clock = Stopwatch.StartNew();
            while (!Finished)
            {
                // Cancelled: the run stops without RunFinished (TestJob).
                if (Cancelled) { Finished = true; return true; }
                if (_running != null)
                {
                    StepEnumerator();
                    return false;
                }
                if (_index >= _queue.Count) { Finish(); return true; }
                RunOne(_queue[_index++]);
                if (_running == null && clock.Elapsed > slice) return false;
            }
            return true;
        }

        void EnterSuites(TestNode test)
        {
            foreach (var suite in test.SelfAndAncestors().Skip(1).Reverse())
            {
                if (_startedSuites.Add(suite))
                {
                    TestRunnerApi.Notify(c => c.TestStarted(suite));
                    if (suite.Fixture != null && suite.SkipReason == null) CreateFixture(suite);
                }
            }
        }

        void CreateFixture(TestNode suite)
        {
            try
            {
                var instance = Activator.CreateInstance(suite.Fixture);
                _fixtures[suite.Fixture] = instance;
                InvokeAll(instance, "TestFixtureSetUp");
                InvokeAll(instance, "OneTimeSetUp");
            }
            catch (Exception e)
            {
                _fixtures[suite.Fixture] = e is TargetInvocationException ? e.InnerException ?? e : e;
            }
        }

        void RunOne(TestNode test)
        {
            // The test's NUnit 3 context is in place from its fixture's OneTimeSetUp to its TearDown (NUnitExecutionContext).
            var context = NUnitExecutionContext.For(test);
            if (context != null) context.Enter();
            try { RunOne(test, context); }
            finally { if (context != null) context.Exit(); }
        }

        void RunOne(TestNode test, NUnitExecutionContext context)
        {
            EnterSuites(test);
            var result = new TestResultNode { Node = test, StartTime = DateTime.UtcNow };
            TestRunnerApi.Notify(c => c.TestStarted(test));
            var clock = Stopwatch.StartNew();
            object fixture;
            _fixtures.TryGetValue(test.Fixture, out fixture);
            if (test.SkipReason != null)
            {
                Complete(result, TestStatus.Skipped, "Skipped:Ignored", test.SkipReason, null, clock);
                return;
            }
            var fixtureError = fixture as Exception;
            if (fixtureError != null)
            {
                Complete(result, TestStatus.Failed, "Failed:Error", "OneTimeSetUp: " + Describe(fixtureError), fixtureError.StackTrace, clock);
                return;
            }
            var output = new StringWriter();
            var previousOut = Console.Out;
            Console.SetOut(output);
            try
            {
                InvokeAll(fixture, "SetUp");
                var value = test.Method.Invoke(test.Method.IsStatic ? null : fixture, ConvertArgs(test.Method, test.Args));
                var enumerator = value as IEnumerator;
                if (enumerator != null && TestDiscovery.Has(test.Method, "UnityTest"))
                {
                    _running = enumerator;
                    _runningResult = result;
                    _runningClock = clock;
                    _runningFixture = fixture;
                    _runningContext = context;
                    return;
                }
                InvokeAll(fixture, "TearDown");
                Passed(result, clock, context);
            }
            catch (Exception e)
            {
                try { InvokeAll(fixture, "TearDown"); } catch (Exception) { }
                Fail(result, e, clock, test.Method, context);
            }
            finally
            {
                Console.SetOut(previousOut);
                // A [UnityTest] adds what it wrote through TestContext when its last step is done (StepEnumerator).
                result.Output = output.ToString() + (context == null || _runningContext == context ? "" : context.Output);
            }
        }

        // A test that threw nothing passed, unless NUnit recorded a failure in its result (NUnit 3 does for a failure
        // an Assert.Multiple block's caller swallowed: the result, not the exception, is what NUnit reports).
        void Passed(TestResultNode result, Stopwatch clock, NUnitExecutionContext context)
        {
            var recorded = context == null ? null : context.RecordedFailure;
            if (recorded != null) Complete(result, TestStatus.Failed, "Failed", recorded, null, clock);
            else Complete(result, TestStatus.Passed, "Passed", null, null, clock);
        }

        void StepEnumerator()
        {
            var context = _runningContext;
            if (context != null) context.Enter();
            try
            {
                if (_running.MoveNext()) return;
                InvokeAll(_runningFixture, "TearDown");
                Passed(_runningResult, _runningClock, context);
            }
            catch (Exception e)
            {
                try { InvokeAll(_runningFixture, "TearDown"); } catch (Exception) { }
                Fail(_runningResult, e, _runningClock, _runningResult.Node.Method, context);
            }
            finally
            {
                if (context != null) context.Exit();
            }
            if (context != null) _runningResult.Output += context.Output;
            _running = null;
            _runningContext = null;
        }

        void Fail(TestResultNode result, Exception e, Stopwatch clock, MethodInfo method, NUnitExecutionContext context)
        {
            var inner = e is TargetInvocationException && e.InnerException != null ? e.InnerException : e;
            switch (inner.GetType().Name)
            {
                case "SuccessException": Complete(result, TestStatus.Passed, "Passed", inner.Message, null, clock); break;
                case "IgnoreException": Complete(result, TestStatus.Skipped, "Skipped:Ignored", inner.Message, null, clock); break;
                case "InconclusiveException": Complete(result, TestStatus.Inconclusive, "Inconclusive", inner.Message, null, clock); break;
                case "AssertionException":
                case "MultipleAssertException":
                    // NUnit 3 keeps the failure's text (all of an Assert.Multiple block's) in the test's result.
                    var recorded = context == null ? null : context.RecordedFailure;
                    Complete(result, TestStatus.Failed, "Failed", recorded ?? inner.Message.Trim(), inner.StackTrace, clock);
                    break;
                default: Complete(result, TestStatus.Failed, "Failed:Error", Describe(inner), inner.StackTrace, clock); break;
            }
        }

        static string Describe(Exception e)
        {
            return e.GetType().FullName + " : " + e.Message;
        }

        void Complete(TestResultNode result, TestStatus status, string state, string message, string stack, Stopwatch clock)
        {
            result.TestStatus = status;
            result.ResultState = state;
            result.Message = message;
            result.StackTrace = stack;
            result.Duration = clock.Elapsed.TotalSeconds;
            result.EndTime = DateTime.UtcNow;
            if (result.Output == null) result.Output = "";
            _results[result.Node] = result;
            TestRunnerApi.Notify(c => c.TestFinished(result));
            var next = _index < _queue.Count ? _queue[_index] : null;
            foreach (var suite in result.Node.SelfAndAncestors().Skip(1))
            {
                if (next != null && next.SelfAndAncestors().Contains(suite)) break;
                if (suite == _root) break;
                FinishSuite(suite);
            }
        }

        void FinishSuite(TestNode suite)
        {
            object fixture;
            if (suite.Fixture != null && _fixtures.TryGetValue(suite.Fixture, out fixture) && !(fixture is Exception))
            {
                try { InvokeAll(fixture, "TestFixtureTearDown"); InvokeAll(fixture, "OneTimeTearDown"); } catch (Exception) { }
            }
            var r = SuiteResult(suite);
            TestRunnerApi.Notify(c => c.TestFinished(r));
        }

        TestResultNode SuiteResult(TestNode suite)
        {
            var r = new TestResultNode { Node = suite, Output = "", StartTime = DateTime.UtcNow, EndTime = DateTime.UtcNow };
            foreach (var child in suite.ChildNodes)
            {
                TestResultNode cr;
                if (child.IsSuite) r.ChildResults.Add(SuiteResult(child));
                else if (_results.TryGetValue(child, out cr)) r.ChildResults.Add(cr);
                else r.ChildResults.Add(new TestResultNode { Node = child, TestStatus = TestStatus.Skipped, ResultState = Cancelled ? "Cancelled" : "Skipped", Output = "" });
            }
            r.Summarize();
            return r;
        }

        // The whole run's result, built when the tests are done; an EditMode run reports it at once, a PlayMode run
        // from TestJob, once it has asked to leave play mode.
        internal TestResultNode Result { get; private set; }

        void Finish()
        {
            Finished = true;
            Result = SuiteResult(_root);
            if (Mode == TestMode.EditMode) ReportFinished();
        }

        internal void ReportFinished()
        {
            var result = Result;
            TestRunnerApi.Notify(c => c.RunFinished(result));
        }

        static object[] ConvertArgs(MethodInfo m, object[] args)
        {
            var ps = m.GetParameters();
            if (ps.Length == 0) return null;
            var result = new object[ps.Length];
            for (int i = 0; i < ps.Length; i++)
            {
                var a = args != null && i < args.Length ? args[i] : null;
                result[i] = a == null || ps[i].ParameterType.IsInstanceOfType(a) ? a : Convert.ChangeType(a, ps[i].ParameterType, System.Globalization.CultureInfo.InvariantCulture);
            }
            return result;
        }

        static void InvokeAll(object fixture, string attribute)
        {
            if (fixture == null) return;
            var chain = new List<Type>();
            for (var t = fixture.GetType(); t != null && t != typeof(object); t = t.BaseType) chain.Insert(0, t);
            var teardown = attribute.Contains("TearDown");
            if (teardown) chain.Reverse();
            foreach (var t in chain)
                foreach (var m in t.GetMethods(BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                    if (TestDiscovery.Has(m, attribute) && m.GetParameters().Length == 0)
                        m.Invoke(m.IsStatic ? null : fixture, null);
        }
    }
}
