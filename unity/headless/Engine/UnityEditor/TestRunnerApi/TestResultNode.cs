using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEditor.TestTools.TestRunner.Api
{
    internal sealed class TestResultNode : ITestResultAdaptor
    {
        internal readonly List<TestResultNode> ChildResults = new List<TestResultNode>();
        internal TestNode Node;

        public ITestAdaptor Test { get { return Node; } }
        public string Name { get { return Node.Name; } }
        public string FullName { get { return Node.FullName; } }
        public string ResultState { get; internal set; }
        public TestStatus TestStatus { get; internal set; }
        public double Duration { get; internal set; }
        public DateTime StartTime { get; internal set; }
        public DateTime EndTime { get; internal set; }
        public string Message { get; internal set; }
        public string StackTrace { get; internal set; }
        public int AssertCount { get; internal set; }
        public int FailCount { get { return Count(TestStatus.Failed); } }
        public int PassCount { get { return Count(TestStatus.Passed); } }
        public int SkipCount { get { return Count(TestStatus.Skipped); } }
        public int InconclusiveCount { get { return Count(TestStatus.Inconclusive); } }
        public bool HasChildren { get { return ChildResults.Count > 0; } }
        public IEnumerable<ITestResultAdaptor> Children { get { return ChildResults.Cast<ITestResultAdaptor>(); } }
        public string Output { get; internal set; }

        int Count(TestStatus status)
        {
            if (!Node.IsSuite) return TestStatus == status ? 1 : 0;
            return ChildResults.Sum(c => c.Count(status));
        }

        // A suite's status: failed if any child failed, else passed if any passed, else skipped.
        internal void Summarize()
        {
            foreach (var c in ChildResults) if (c.Node.IsSuite) c.Summarize();
            if (ChildResults.Any(c => c.TestStatus == TestStatus.Failed)) { TestStatus = TestStatus.Failed; ResultState = "Failed:ChildFailure"; Message = "One or more child tests had errors"; }
            else if (ChildResults.Any(c => c.TestStatus == TestStatus.Passed)) { TestStatus = TestStatus.Passed; ResultState = "Passed"; }
            else if (ChildResults.Any(c => c.TestStatus == TestStatus.Inconclusive)) { TestStatus = TestStatus.Inconclusive; ResultState = "Inconclusive"; }
            else { TestStatus = TestStatus.Skipped; ResultState = "Skipped"; }
            Duration = ChildResults.Sum(c => c.Duration);
            AssertCount = ChildResults.Sum(c => c.AssertCount);
            if (ChildResults.Count > 0) { StartTime = ChildResults.Min(c => c.StartTime); EndTime = ChildResults.Max(c => c.EndTime); }
        }
    }
}
