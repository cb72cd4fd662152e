using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;
using System.Threading.Tasks;
using System.Xml;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Shared.Core;
using UnityEditor.TestTools.TestRunner.Api;

namespace Patchbay.Editor.Tools.TestRunner
{
    /// <summary>
    /// Receives the test runner's callbacks for one run: progress per finished test (only while the call
    /// waits — progress never follows a response), then a summary with the failures and, on request, an
    /// NUnit 3 style XML report. When the call has already answered with a job id, the summary completes
    /// that job instead. A run can also end without RunFinished, and then ends here all the same: the Test
    /// Framework failed it (<see cref="OnError"/>: an IPrebuildSetup that threw, a build error), it was cancelled
    /// (<see cref="EndWithout"/>), or a domain reload took the callbacks away.
    /// </summary>
    public sealed class TestRunCollector : IErrorCallbacks
    {
        public const int MaxFailures = 20;
        private const int MaxStackChars = 800;

        private readonly TaskCompletionSource<JObject> _done = new TaskCompletionSource<JObject>();
        private readonly ToolCallContext _context;
        private readonly string _xmlPath;
        private int _total;
        private int _finished;
        private bool _ended;

        /// <param name="context">The call to report progress to; null for a PlayMode run's collector, registered at
        /// domain load with no call of its own (<see cref="PlayModeTestRun"/>).</param>
        public TestRunCollector(ToolCallContext context, string xmlPath)
        {
            _context = context;
            _xmlPath = xmlPath;
        }

        /// <summary>Set when the call returned before the run ended.</summary>
        public string JobId { get; set; }

        /// <summary>Set when the call was cancelled but the Test Framework could not stop the run (1.1): it goes on to its end.</summary>
        public bool RunsOnAfterCancel { get; set; }

        /// <summary>What <c>TestRunnerApi.Execute</c> returned (to cancel the run).</summary>
        public string RunGuid { get; set; }

        /// <summary>Whether the Test Framework was seen to report this run active (see <see cref="TestRunnerAccess"/>).</summary>
        public bool SeenActive { get; set; }

        /// <summary>True once the run has ended, with RunFinished or without.</summary>
        public bool Ended
        {
            get { return _ended; }
        }

        public Task<JObject> Done
        {
            get { return _done.Task; }
        }

        /// <summary>Raised after the summary is built (the tool unregisters the callbacks there).</summary>
        public event Action Finished;

        public void RunStarted(ITestAdaptor testsToRun)
        {
            _total = testsToRun.TestCaseCount;
            Progress(0, _total, "Running " + _total + " tests");
        }

        public void TestStarted(ITestAdaptor test)
        {
        }

        public void TestFinished(ITestResultAdaptor result)
        {
            if (result.HasChildren || result.Test.IsSuite)
            {
                return;
            }

            _finished++;
            Progress(_finished, Math.Max(_total, _finished), result.TestStatus + ": " + result.Name);
        }

        public void RunFinished(ITestResultAdaptor result)
        {
            if (_ended)
            {
                return;
            }

            var failures = new JArray();
            var cases = new List<ITestResultAdaptor>();
            Leaves(result, cases);
            int passed = 0, failed = 0, skipped = 0, inconclusive = 0;
            foreach (var test in cases)
            {
                switch (test.TestStatus)
                {
                    case TestStatus.Passed: passed++; break;
                    case TestStatus.Failed: failed++; break;
                    case TestStatus.Skipped: skipped++; break;
                    default: inconclusive++; break;
                }

                if (test.TestStatus == TestStatus.Failed && failures.Count < MaxFailures)
                {
                    var location = TestFailureLocation.From(test.StackTrace);
                    var stack = location.Stack;
                    var failure = new JObject
                    {
                        { "name", test.FullName },
                        { "message", (test.Message ?? string.Empty).Trim() },
                    };
                    if (location.File != null)
                    {
                        failure["file"] = location.File;
                        failure["line"] = location.Line;
                    }

                    if (stack.Length > 0)
                    {
                        failure["stack"] = stack.Length > MaxStackChars ? stack.Substring(0, MaxStackChars) + "…" : stack;
                    }

                    failures.Add(failure);
                }
            }

            var summary = new JObject
            {
                { "status", failed > 0 ? "failed" : "passed" },
                { "total", cases.Count },
                { "passed", passed },
                { "failed", failed },
                { "skipped", skipped },
                { "inconclusive", inconclusive },
                { "seconds", Math.Round(result.Duration, 3) },
                { "failures", failures },
            };
            if (failed > MaxFailures)
            {
                summary["note"] = "Only the first " + MaxFailures + " failures are listed" + (_xmlPath != null ? "; the XML report has all." : ".");
            }

            if (cases.Count == 0)
            {
                summary["status"] = "no_tests";
                summary["message"] = "No tests matched. Check mode, names, categories and assemblies (test assemblies need an asmdef referencing the test framework).";
            }

            if (_xmlPath != null)
            {
                Directory.CreateDirectory(Path.GetDirectoryName(_xmlPath));
                File.WriteAllText(_xmlPath, ToXml(result, passed, failed, skipped, inconclusive, cases.Count), new UTF8Encoding(false));
                summary["xmlPath"] = _xmlPath.Replace('\\', '/');
            }

            End(summary);
        }

        /// <summary>The Test Framework failed the run before or while it ran; no RunFinished follows.</summary>
        public void OnError(string message)
        {
            EndWithout("error", "The Test Framework could not run the tests: " + (message ?? string.Empty).Trim()
                + " The errors it logged say why (get_console_logs with types [\"error\", \"exception\"]); an IPrebuildSetup that throws is a common cause.");
        }

        /// <summary>Ends a run that will not call RunFinished (cancelled, failed, cut by a reload) with a status and a reason.</summary>
        public void EndWithout(string status, string message)
        {
            End(new JObject { { "status", status }, { "message", message } });
        }

        private void End(JObject summary)
        {
            if (_ended)
            {
                return;
            }

            _ended = true;
            var handler = Finished;
            if (handler != null)
            {
                handler();
            }

            if (JobId != null)
            {
                JobStore.Complete(JobId, summary);
            }

            _done.TrySetResult(summary);
        }

        private void Progress(int done, int total, string message)
        {
            if (_context != null)
            {
                _context.ReportProgress(done, total, message);
            }
        }

        private static void Leaves(ITestResultAdaptor node, List<ITestResultAdaptor> into)
        {
            if (!node.HasChildren)
            {
                if (!node.Test.IsSuite)
                {
                    into.Add(node);
                }

                return;
            }

            foreach (var child in node.Children)
            {
                Leaves(child, into);
            }
        }

        private static string ToXml(ITestResultAdaptor root, int passed, int failed, int skipped, int inconclusive, int total)
        {
            var builder = new StringBuilder();
            var settings = new XmlWriterSettings { Indent = true, OmitXmlDeclaration = false, Encoding = new UTF8Encoding(false) };
            using (var writer = XmlWriter.Create(builder, settings))
            {
                writer.WriteStartElement("test-run");
                writer.WriteAttributeString("id", "2");
                writer.WriteAttributeString("testcasecount", Int(total));
                writer.WriteAttributeString("result", failed > 0 ? "Failed" : "Passed");
                writer.WriteAttributeString("total", Int(total));
                writer.WriteAttributeString("passed", Int(passed));
                writer.WriteAttributeString("failed", Int(failed));
                writer.WriteAttributeString("inconclusive", Int(inconclusive));
                writer.WriteAttributeString("skipped", Int(skipped));
                writer.WriteAttributeString("duration", root.Duration.ToString("0.000", CultureInfo.InvariantCulture));
                Write(writer, root);
                writer.WriteEndElement();
            }

            return builder.ToString();
        }

        private static void Write(XmlWriter writer, ITestResultAdaptor node)
        {
            var isCase = !node.HasChildren && !node.Test.IsSuite;
            writer.WriteStartElement(isCase ? "test-case" : "test-suite");
            if (!isCase)
            {
                writer.WriteAttributeString("type", node.Test.IsTestAssembly ? "Assembly" : "TestSuite");
            }

            writer.WriteAttributeString("name", node.Name);
            writer.WriteAttributeString("fullname", node.FullName);
            writer.WriteAttributeString("result", ResultName(node.TestStatus));
            writer.WriteAttributeString("duration", node.Duration.ToString("0.000", CultureInfo.InvariantCulture));
            if (isCase && node.TestStatus == TestStatus.Failed)
            {
                writer.WriteStartElement("failure");
                writer.WriteElementString("message", node.Message ?? string.Empty);
                writer.WriteElementString("stack-trace", node.StackTrace ?? string.Empty);
                writer.WriteEndElement();
            }
            else if (isCase && node.TestStatus == TestStatus.Skipped && !string.IsNullOrEmpty(node.Message))
            {
                writer.WriteStartElement("reason");
                writer.WriteElementString("message", node.Message);
                writer.WriteEndElement();
            }

            if (!string.IsNullOrEmpty(node.Output))
            {
                writer.WriteElementString("output", node.Output);
            }

            foreach (var child in node.Children)
            {
                Write(writer, child);
            }

            writer.WriteEndElement();
        }

        private static string ResultName(TestStatus status)
        {
            return status == TestStatus.Passed ? "Passed" : status == TestStatus.Failed ? "Failed" : status == TestStatus.Skipped ? "Skipped" : "Inconclusive";
        }

        private static string Int(int value)
        {
            return value.ToString(CultureInfo.InvariantCulture);
        }
    }
}
