using System.Collections.Generic;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // Unity's interface also exposes NUnit 3 types (TypeInfo, Method, RunState); the stand-in references no NUnit (a
    // project's test assembly brings its own) and leaves those out.
    public interface ITestAdaptor
    {
        string Id { get; }
        string Name { get; }
        string FullName { get; }
        int TestCaseCount { get; }
        bool HasChildren { get; }
        bool IsSuite { get; }
        IEnumerable<ITestAdaptor> Children { get; }
        ITestAdaptor Parent { get; }
        int TestCaseTimeout { get; }
        object[] Arguments { get; }
        string[] Categories { get; }
        bool IsTestAssembly { get; }
        string Description { get; }
        string SkipReason { get; }
        string ParentId { get; }
        string ParentFullName { get; }
        string UniqueName { get; }
        string ParentUniqueName { get; }
        int ChildIndex { get; }
        TestMode TestMode { get; }
    }
}
