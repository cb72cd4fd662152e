using System;
using System.Linq;
using System.Reflection;
using System.Runtime.Remoting.Messaging;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // The NUnit 3 test execution context a project's test runs in. Unity's Test Framework runs tests with NUnit's own
    // machinery (com.unity.test-framework UnityEngine.TestRunner/NUnitExtensions/Runner/UnityTestAssemblyRunner.cs
    // and its work items, which set TestExecutionContext.CurrentTest and CurrentResult for every test), so NUnit 3's
    // Assert records into the test's result and throws AssertionException with the failure's text; TestContext
    // names the running test; Assert.Multiple gathers its failures. Without a context NUnit 3.6's Assert ends in a
    // NullReferenceException (TestExecutionContext.CurrentContext makes an empty one, whose CurrentResult is null).
    //
    // The stand-in does not reference NUnit (a test assembly brings its nunit.framework), so the types are found by
    // name in the nunit.framework the test assembly references. The context lives in the logical call context
    // (CallContext slot "NUnit.Framework.TestContext", NUnit 3.6 TestExecutionContext); Enter saves what was there
    // and Exit puts it back, so no context of this domain flows out of it to a caller in another domain (after a
    // domain reload such a leftover would answer with a RemotingException), and the context of whatever runs this
    // editor (an NUnit console running the host's own tests) is never written to by a project's test.
    internal sealed class NUnitExecutionContext
    {
        const string Slot = "NUnit.Framework.TestContext";
        readonly object _context;
        readonly object _result;
        object _saved;
        bool _entered;

        NUnitExecutionContext(object context, object result)
        {
            _context = context;
            _result = result;
        }

        // A context for the test, or null when its assembly is not on NUnit 3 (no TestExecutionContext type).
        internal static NUnitExecutionContext For(TestNode test)
        {
            if (test == null || test.Method == null || test.Assembly == null) return null;
            var framework = NUnitOf(test.Assembly);
            var contextType = framework == null ? null : framework.GetType("NUnit.Framework.Internal.TestExecutionContext");
            var wrapperType = framework == null ? null : framework.GetType("NUnit.Framework.Internal.MethodWrapper");
            var testMethodType = framework == null ? null : framework.GetType("NUnit.Framework.Internal.TestMethod");
            if (contextType == null || wrapperType == null || testMethodType == null) return null;
            var testType = test.Fixture ?? test.Method.DeclaringType;
            var wrapper = Activator.CreateInstance(wrapperType, testType, test.Method);
            var testMethod = Activator.CreateInstance(testMethodType, wrapper);
            Set(testMethod, "Name", test.Name);
            Set(testMethod, "FullName", test.FullName);
            var result = testMethodType.GetMethod("MakeTestResult").Invoke(testMethod, null);
            var context = Activator.CreateInstance(contextType);
            Set(context, "CurrentTest", testMethod);
            Set(context, "CurrentResult", result);
            return new NUnitExecutionContext(context, result);
        }

        static Assembly NUnitOf(Assembly testAssembly)
        {
            var reference = testAssembly.GetReferencedAssemblies().FirstOrDefault(r => r.Name == "nunit.framework");
            if (reference == null) return null;
            var loaded = AppDomain.CurrentDomain.GetAssemblies().FirstOrDefault(a => a.GetName().Name == "nunit.framework");
            if (loaded != null) return loaded;
            try { return Assembly.Load(reference); } catch (Exception) { return null; }
        }

        static void Set(object target, string property, object value)
        {
            var p = target.GetType().GetProperty(property, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);
            if (p != null && p.CanWrite) p.SetValue(target, value, null);
        }

        static object Get(object target, string property)
        {
            var p = target == null ? null : target.GetType().GetProperty(property);
            return p == null ? null : p.GetValue(target, null);
        }

        internal void Enter()
        {
            if (_entered) return;
            _saved = CallContext.GetData(Slot);
            CallContext.SetData(Slot, _context);
            _entered = true;
        }

        internal void Exit()
        {
            if (!_entered) return;
            if (_saved == null) CallContext.FreeNamedDataSlot(Slot);
            else CallContext.SetData(Slot, _saved);
            _saved = null;
            _entered = false;
        }

        // The failure text NUnit recorded in the test's result (for an Assert.Multiple block, every failure in it),
        // or null when it recorded none.
        internal string RecordedFailure
        {
            get
            {
                var state = Get(_result, "ResultState");
                var status = Get(state, "Status");
                var message = Get(_result, "Message") as string;
                return status != null && status.ToString() == "Failed" && !string.IsNullOrEmpty(message) ? message.Trim() : null;
            }
        }

        // What the test wrote through TestContext.Out / TestContext.WriteLine.
        internal string Output { get { return Get(_result, "Output") as string ?? ""; } }
    }
}
