using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests
{
    /// <summary>The exactly-once contract of docs/protocol.md §6, with reloads modelled as a new processor
    /// over the same store (what survives a real reload) and a fresh registry (what does not).</summary>
    public class CallProcessorTests
    {
        private MemoryKeyValueStore _store;
        private RecordingSink _sink;
        private Queue<Action> _mainThread;
        private ToolRegistry _registry;
        private CallProcessor _processor;
        private PatchbaySettings _settings;
        private int _domain;

        [SetUp]
        public void SetUp()
        {
            _store = new MemoryKeyValueStore();
            _settings = PatchbaySettings.Default;
            _domain = 0;
            Reload();
        }

        private void Reload()
        {
            _domain++;
            _sink = new RecordingSink();
            _mainThread = new Queue<Action>();
            _registry = new ToolRegistry(typeof(CallProcessorTests).Assembly);
            _registry.Add(new SampleTool());
            _registry.Add(new ManualTool());
            var record = new CallRecord(_store, _domain);
            _processor = new CallProcessor(_registry, () => new SecurityPolicy(_settings), record, _sink, a => _mainThread.Enqueue(a));
        }

        private void Pump()
        {
            while (_mainThread.Count > 0)
            {
                _mainThread.Dequeue()();
            }
        }

        private SampleTool Sample
        {
            get { RegisteredTool t; _registry.TryGet("sample_tool", out t); return (SampleTool)t.Tool; }
        }

        private ManualTool Manual
        {
            get { RegisteredTool t; _registry.TryGet("manual_tool", out t); return (ManualTool)t.Tool; }
        }

        private void Call(string id, string tool, string arguments)
        {
            var parameters = new JObject { { "name", tool } };
            if (arguments != null)
            {
                parameters["arguments"] = JObject.Parse(arguments);
            }

            _processor.HandleCall(new JValue(id), parameters);
        }

        [Test]
        public void SuccessCarriesStructuredContentAndTheSameJsonAsText()
        {
            Call("h-a-1", "sample_tool", "{\"name\":\"x\"}");
            var response = _sink.Last;
            Assert.AreEqual("h-a-1", (string)response["id"]);
            var result = response["result"];
            Assert.AreEqual(false, (bool)result["isError"]);
            Assert.AreEqual("x", (string)result["structuredContent"]["name"]);
            Assert.AreEqual(result["structuredContent"].ToString(Newtonsoft.Json.Formatting.None), (string)result["content"][0]["text"]);
        }

        [Test]
        public void AResentFinishedCallIsAnsweredFromTheRecordAndNotRunAgain()
        {
            Call("h-a-1", "sample_tool", "{\"name\":\"x\"}");
            var first = _sink.Sent[0];
            Reload();
            Call("h-a-1", "sample_tool", "{\"name\":\"x\"}");
            Assert.AreEqual(0, Sample.Runs);
            Assert.AreEqual(first, _sink.Sent[0]);
            Assert.IsTrue(_processor.RecentCalls[0].Replayed);
        }

        [Test]
        public void AResentCallStillRunningIsNotStartedTwice()
        {
            Call("h-a-2", "manual_tool", null);
            Call("h-a-2", "manual_tool", null);
            Assert.AreEqual(1, Manual.Runs);
            Assert.AreEqual(0, _sink.Sent.Count);
            Manual.Pending.SetResult("done");
            Pump();
            Assert.AreEqual(1, _sink.Sent.Count);
            Assert.AreEqual("done", (string)_sink.Last["result"]["content"][0]["text"]);
        }

        [Test]
        public void ACallCutOffByAReloadIsReportedInterrupted()
        {
            _registry.Remove("manual_tool");
            _registry.Add(new SampleTool2());
            Call("h-a-3", "sample_tool2", null);
            Reload();
            _registry.Add(new SampleTool2());
            Call("h-a-3", "sample_tool2", null);
            var result = _sink.Last["result"];
            Assert.AreEqual(true, (bool)result["isError"]);
            Assert.AreEqual("interrupted", (string)result["_meta"]["patchbay/error"]["patchbay"]);
            StringAssert.Contains("may have partly run", (string)result["content"][0]["text"]);

            // The interrupted answer is itself recorded: a further re-send gets the same answer.
            var answer = _sink.Sent[0];
            Call("h-a-3", "sample_tool2", null);
            Assert.AreEqual(answer, _sink.Sent[1]);
        }

        [Test]
        public void AResumableCallFinishesInTheNextDomainExactlyOnce()
        {
            Call("h-a-4", "manual_tool", null);
            Pump();
            Reload();
            Assert.AreEqual(1, _processor.ResumeOrphans());
            Assert.AreEqual("step-1", Manual.ResumedWith);
            Call("h-a-4", "manual_tool", null);
            Assert.AreEqual(0, Manual.Runs, "re-send while resuming does not start it");
            Assert.AreEqual(0, _sink.Sent.Count);
            Manual.Pending.SetResult("compiled");
            Pump();
            Assert.AreEqual(1, _sink.Sent.Count);
            Assert.AreEqual("h-a-4", (string)_sink.Last["id"]);
            Assert.AreEqual("compiled", (string)_sink.Last["result"]["content"][0]["text"]);
        }

        // Unity can compile inside AssetDatabase.Refresh and reload the domain before the next update (issue 27):
        // the state a call resumes from must be recorded when the tool sets it, not by work queued for later.
        [Test]
        public void AResumeStateIsRecordedTheMomentTheToolSetsIt()
        {
            Call("h-a-9", "manual_tool", null);
            Reload();
            Assert.AreEqual(1, _processor.ResumeOrphans(), "nothing was pumped between the tool's SetResumeState and the reload");
            Assert.AreEqual("step-1", Manual.ResumedWith);
        }

        [Test]
        public void UnknownToolIsAJsonRpcError()
        {
            Call("h-a-5", "make_coffee", null);
            var error = _sink.Last["error"];
            Assert.AreEqual(-32602, (int)error["code"]);
            Assert.AreEqual("unknown_tool", (string)error["data"]["patchbay"]);
            Assert.AreEqual("make_coffee", (string)error["data"]["tool"]);
            StringAssert.Contains("This editor has ", (string)error["message"]);
            _processor.TargetKind = "player";
            Call("h-a-5b", "make_coffee", null);
            StringAssert.Contains("This player has ", (string)_sink.Last["error"]["message"], "a development build's player says what it is");
        }

        [Test]
        public void InvalidArgumentsNameTheField()
        {
            Call("h-a-6", "sample_tool", "{\"name\":\"x\",\"count\":\"two\"}");
            var result = _sink.Last["result"];
            Assert.AreEqual(true, (bool)result["isError"]);
            var data = result["_meta"]["patchbay/error"];
            Assert.AreEqual("invalid_arguments", (string)data["patchbay"]);
            Assert.AreEqual("count", (string)data["field"]);
            Assert.AreEqual("integer", (string)data["expected"]);
            Assert.AreEqual(0, Sample.Runs);
        }

        [Test]
        public void BlockedCallsNameTheSetting()
        {
            _settings = PatchbaySettings.FromJson(JObject.Parse("{\"groups\":{\"testing\":false}}"));
            Call("h-a-7", "sample_tool", "{\"name\":\"x\"}");
            var data = _sink.Last["result"]["_meta"]["patchbay/error"];
            Assert.AreEqual("security_blocked", (string)data["patchbay"]);
            Assert.AreEqual("groups.testing", (string)data["setting"]);
            Assert.AreEqual(0, Sample.Runs);
        }

        [Test]
        public void ToolFailuresBecomeErrorResults()
        {
            Call("h-a-8", "sample_tool", "{\"name\":\"boom\"}");
            Assert.AreEqual("tool_failed", (string)_sink.Last["result"]["_meta"]["patchbay/error"]["patchbay"]);
            StringAssert.Contains("exploded", (string)_sink.Last["result"]["content"][0]["text"]);
            Call("h-a-9", "sample_tool", "{\"name\":\"refuse\"}");
            Assert.AreEqual("No thing named refuse.", (string)_sink.Last["result"]["content"][0]["text"]);
        }

        [Test]
        public void CancellationBeforeStartMeansItNeverRuns()
        {
            _processor.NoteCancelled(new JValue("h-b-1"));
            Call("h-b-1", "sample_tool", "{\"name\":\"x\"}");
            Assert.AreEqual(0, Sample.Runs);
            Assert.AreEqual(0, _sink.Sent.Count);
            Call("h-b-1", "sample_tool", "{\"name\":\"x\"}");
            Assert.AreEqual(0, Sample.Runs);
        }

        [Test]
        public void CancellationSignalsTheRunningTool()
        {
            Call("h-b-2", "manual_tool", null);
            var token = Manual.LastContext.Cancellation;
            _processor.HandleCancel(new JValue("h-b-2"));
            Assert.IsTrue(token.IsCancellationRequested);
            Manual.Pending.SetCanceled();
            Pump();
            Assert.AreEqual("cancelled", (string)_sink.Last["result"]["_meta"]["patchbay/error"]["patchbay"]);
        }

        [Test]
        public void ProgressIsSentOnlyWithATokenIncreasingAndNeverAfterTheResponse()
        {
            var parameters = JObject.Parse("{\"name\":\"manual_tool\",\"_meta\":{\"progressToken\":\"p1\"}}");
            _processor.HandleCall(new JValue("h-c-1"), parameters);
            var context = Manual.LastContext;
            context.ReportProgress(1, 3, "one");
            context.ReportProgress(1, 3, "again");
            context.ReportProgress(3, 3, "last");
            Manual.Pending.SetResult("ok");
            Pump();
            context.ReportProgress(4, 5, "late");
            Assert.AreEqual(3, _sink.Sent.Count);
            Assert.AreEqual("notifications/progress", (string)_sink.At(0)["method"]);
            Assert.AreEqual("p1", (string)_sink.At(0)["params"]["progressToken"]);
            Assert.AreEqual(3, (int)_sink.At(1)["params"]["progress"]);
            Assert.AreEqual("h-c-1", (string)_sink.At(2)["id"]);
        }

        [Test]
        public void OversizedResultsAreReplaced()
        {
            _processor.MaxMessageBytes = 100;
            Call("h-d-1", "sample_tool", "{\"name\":\"xxxxxxxxxxxxxxxxxxx\"}");
            Assert.AreEqual("result_too_large", (string)_sink.Last["result"]["_meta"]["patchbay/error"]["patchbay"]);
        }

        // ---- retries of calls answered "outcome unknown" (docs/protocol.md §6.1) ----------------------------

        private void Retry(string id, string tool, string retryOf, string arguments)
        {
            var parameters = new JObject { { "name", tool }, { "_meta", new JObject { { "patchbay/retryOf", retryOf } } } };
            if (arguments != null)
            {
                parameters["arguments"] = JObject.Parse(arguments);
            }

            _processor.HandleCall(new JValue(id), parameters);
        }

        private string TextOf(JObject response)
        {
            return (string)response["result"]["content"][0]["text"];
        }

        private string KindOf(JObject response)
        {
            var kind = response["result"].SelectToken("_meta['patchbay/error'].patchbay");
            return kind == null ? null : (string)kind;
        }

        [Test]
        public void ARetryOfAFinishedCallGetsItsResultUnderItsOwnIdWithoutRunningIt()
        {
            Call("h-r-1", "sample_tool", "{\"name\":\"x\"}");
            var first = _sink.Last;
            Reload();
            Retry("h-r-2", "sample_tool", "h-r-1", "{\"name\":\"x\"}");
            Assert.AreEqual(0, Sample.Runs);
            Assert.AreEqual("h-r-2", (string)_sink.Last["id"]);
            Assert.AreEqual(first["result"].ToString(), _sink.Last["result"].ToString());
            var answer = _sink.Sent[0];
            Retry("h-r-2", "sample_tool", "h-r-1", "{\"name\":\"x\"}");
            Assert.AreEqual(answer, _sink.Sent[1], "the retry's own answer is recorded: a re-send of it gets the same");
        }

        [Test]
        public void ARetryWhileTheCallRunsIsAnsweredWhenItEnds()
        {
            Call("h-r-3", "manual_tool", null);
            Retry("h-r-4", "manual_tool", "h-r-3", null);
            Assert.AreEqual(0, _sink.Sent.Count);
            Manual.Pending.SetResult("built");
            Pump();
            Assert.AreEqual(1, Manual.Runs);
            Assert.AreEqual(2, _sink.Sent.Count);
            Assert.AreEqual("h-r-3", (string)_sink.At(0)["id"]);
            Assert.AreEqual("h-r-4", (string)_sink.At(1)["id"]);
            Assert.AreEqual("built", TextOf(_sink.At(1)));
        }

        [Test]
        public void ARetryOfACancelledCallRunsIt()
        {
            Call("h-r-5", "manual_tool", null);
            _processor.HandleCancel(new JValue("h-r-5"));
            Manual.Pending.SetCanceled();
            Pump();
            Assert.AreEqual("cancelled", KindOf(_sink.Last));
            Retry("h-r-6", "manual_tool", "h-r-5", null);
            Assert.AreEqual(2, Manual.Runs, "the cancelled call did not complete: its retry runs");
            Manual.Pending.SetResult("again");
            Pump();
            Assert.AreEqual("h-r-6", (string)_sink.Last["id"]);
            Assert.AreEqual("again", TextOf(_sink.Last));
        }

        [Test]
        public void ARetryWaitingForACallThatEndsCancelledRunsIt()
        {
            Call("h-r-7", "manual_tool", null);
            _processor.HandleCancel(new JValue("h-r-7"));
            Retry("h-r-8", "manual_tool", "h-r-7", null);
            Manual.Pending.SetCanceled();
            Pump();
            Assert.AreEqual("h-r-7", (string)_sink.Last["id"]);
            Assert.AreEqual(2, Manual.Runs);
            Manual.Pending.SetResult("ran");
            Pump();
            Assert.AreEqual("h-r-8", (string)_sink.Last["id"]);
            Assert.AreEqual("ran", TextOf(_sink.Last));
        }

        [Test]
        public void AFurtherRetryFollowsTheRunThatCounts()
        {
            Call("h-r-9", "manual_tool", null);
            _processor.HandleCancel(new JValue("h-r-9"));
            Manual.Pending.SetCanceled();
            Pump();
            Retry("h-r-10", "manual_tool", "h-r-9", null);
            Retry("h-r-11", "manual_tool", "h-r-9", null);
            Assert.AreEqual(2, Manual.Runs, "the second retry of the same call waits for the first retry's run");
            Manual.Pending.SetResult("one");
            Pump();
            Assert.AreEqual("h-r-11", (string)_sink.Last["id"]);
            Assert.AreEqual("one", TextOf(_sink.Last));
        }

        [Test]
        public void ARetryOfACallCancelledBeforeItStartedRunsIt()
        {
            _processor.NoteCancelled(new JValue("h-r-12"));
            Call("h-r-12", "sample_tool", "{\"name\":\"x\"}");
            Assert.AreEqual(0, Sample.Runs);
            Reload();
            Call("h-r-12", "sample_tool", "{\"name\":\"x\"}");
            Assert.AreEqual("cancelled", KindOf(_sink.Last));
            StringAssert.Contains("did not run", TextOf(_sink.Last));
            Retry("h-r-13", "sample_tool", "h-r-12", "{\"name\":\"x\"}");
            Assert.AreEqual(1, Sample.Runs);
            Assert.AreEqual("h-r-13", (string)_sink.Last["id"]);
            Assert.IsNull(KindOf(_sink.Last));
        }

        [Test]
        public void ARetryOfACallCutOffByAReloadIsInterruptedNotRun()
        {
            _registry.Remove("manual_tool");
            _registry.Add(new SampleTool2());
            Call("h-r-14", "sample_tool2", null);
            Reload();
            _registry.Add(new SampleTool2());
            Retry("h-r-15", "sample_tool2", "h-r-14", null);
            Assert.AreEqual("interrupted", KindOf(_sink.Last));
            Assert.AreEqual("h-r-15", (string)_sink.Last["id"]);
        }

        [Test]
        public void ARetryOfACallThisEditorNeverSawRuns()
        {
            Retry("h-r-16", "sample_tool", "h-gone-1", "{\"name\":\"x\"}");
            Assert.AreEqual(1, Sample.Runs);
        }

        [Test]
        public void AnIdAlreadyUsedForAnotherToolIsRefused()
        {
            Call("h-r-17", "sample_tool", "{\"name\":\"x\"}");
            Call("h-r-17", "manual_tool", null);
            Assert.AreEqual(-32602, (int)_sink.Last["error"]["code"]);
            StringAssert.Contains("sample_tool", (string)_sink.Last["error"]["message"]);
            Assert.AreEqual(0, Manual.Runs);
        }

        [Test]
        public void NumericAndStringIdsAreDistinct()
        {
            _processor.HandleCall(new JValue(7), JObject.Parse("{\"name\":\"sample_tool\",\"arguments\":{\"name\":\"a\"}}"));
            _processor.HandleCall(new JValue("7"), JObject.Parse("{\"name\":\"sample_tool\",\"arguments\":{\"name\":\"a\"}}"));
            Assert.AreEqual(2, Sample.Runs);
        }
    }
}
