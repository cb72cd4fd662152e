using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // A suite (root, assembly, fixture) or a test case discovered by reflection over NUnit attributes.
    internal sealed class TestNode : ITestAdaptor
    {
        internal readonly List<TestNode> ChildNodes = new List<TestNode>();
        internal TestNode ParentNode;
        internal Type Fixture;
        internal MethodInfo Method;
        internal object[] Args;
        internal bool Explicit;
        internal Assembly Assembly;

        public string Id { get; internal set; }
        public string Name { get; internal set; }
        public string FullName { get; internal set; }
        public int TestCaseCount { get { return IsSuite ? ChildNodes.Sum(c => c.TestCaseCount) : 1; } }
        public bool HasChildren { get { return ChildNodes.Count > 0; } }
        public bool IsSuite { get; internal set; }
        public IEnumerable<ITestAdaptor> Children { get { return ChildNodes.Cast<ITestAdaptor>(); } }
        public ITestAdaptor Parent { get { return ParentNode; } }
        public int TestCaseTimeout { get; internal set; }
        public object[] Arguments { get { return Args ?? new object[0]; } }
        public string[] Categories { get; internal set; }
        public bool IsTestAssembly { get; internal set; }
        public string Description { get; internal set; }
        public string SkipReason { get; internal set; }
        public string ParentId { get { return ParentNode == null ? "" : ParentNode.Id; } }
        public string ParentFullName { get { return ParentNode == null ? "" : ParentNode.FullName; } }
        public string UniqueName { get { return (Assembly == null ? "" : "[" + Assembly.GetName().Name + ".dll]") + FullName; } }
        public string ParentUniqueName { get { return ParentNode == null ? "" : ParentNode.UniqueName; } }
        public int ChildIndex { get { return ParentNode == null ? -1 : ParentNode.ChildNodes.IndexOf(this); } }
        // The platform of the test assembly it belongs to (TestDiscovery): EditMode for an Editor-only assembly,
        // PlayMode for one that also builds for players.
        internal TestMode Mode = TestMode.EditMode;
        public TestMode TestMode { get { return Mode; } }

        internal IEnumerable<TestNode> SelfAndDescendants()
        {
            yield return this;
            foreach (var c in ChildNodes)
                foreach (var d in c.SelfAndDescendants()) yield return d;
        }

        internal IEnumerable<TestNode> Leaves()
        {
            if (!IsSuite) return new[] { this };
            return ChildNodes.SelectMany(c => c.Leaves());
        }

        internal IEnumerable<TestNode> SelfAndAncestors()
        {
            for (var n = this; n != null; n = n.ParentNode) yield return n;
        }
    }
}
