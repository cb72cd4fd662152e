using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;
using Patchbay.Shared.Link;
using Patchbay.Shared.Schema;
using Patchbay.Shared.Security;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Shared.Calls
{
    /// <summary>
    /// Turns a tools/call from the hub into exactly one response, even across domain reloads
    /// (docs/protocol.md §4.4, §6):
    /// <code>
    ///   tools/call X ─┬─ record: finished ───────────────► resend stored response (tool not run)
    ///                 ├─ record: running here / resuming ► nothing (answer follows)
    ///                 ├─ record: orphaned by a reload ───► "interrupted"
    ///                 └─ unknown ─► retry of call O (_meta patchbay/retryOf, docs/protocol.md §6.1):
    ///                                 O running ─► answered with O's result when it ends (run if it ends cancelled)
    ///                                 O finished ► O's stored result under this id; O orphaned ► "interrupted"
    ///                                 O never ran / cancelled / unknown here ► run as below
    ///                               cancelled early? ► drop (recorded: never ran)
    ///                               unknown tool ────► JSON-RPC -32602
    ///                               blocked/invalid ─► isError result (recorded)
    ///                               else: record started → run → record finished → send
    /// </code>
    /// Everything here runs on the main thread, except <see cref="NoteCancelled"/>. Engine-free: Unity only
    /// appears behind the tools it runs.
    /// </summary>
    public sealed class CallProcessor
    {
        private const int RecentCallCapacity = 50;

        private readonly ToolRegistry _registry;
        private readonly Func<SecurityPolicy> _policy;
        private readonly CallRecord _record;
        private readonly IMessageSink _sink;
        private readonly Action<Action> _post;
        private readonly Dictionary<string, RunningCall> _running = new Dictionary<string, RunningCall>(StringComparer.Ordinal);
        private readonly ConcurrentDictionary<string, bool> _cancelledEarly = new ConcurrentDictionary<string, bool>(StringComparer.Ordinal);
        private readonly LinkedList<CallLogEntry> _recent = new LinkedList<CallLogEntry>();

        // Retried calls that ran again under the retry's id (first → retry), so a further retry of the first
        // follows the run that counts. This domain only: after a reload the record still answers each id.
        private readonly Dictionary<string, string> _retriedAs = new Dictionary<string, string>(StringComparer.Ordinal);

        /// <param name="post">Queues work onto the main thread (continuations of asynchronous tools).</param>
        public CallProcessor(ToolRegistry registry, Func<SecurityPolicy> policy, CallRecord record, IMessageSink sink, Action<Action> post)
        {
            _registry = registry;
            _policy = policy;
            _record = record;
            _sink = sink;
            _post = post;
            MaxMessageBytes = LinkLimits.DefaultMaxMessageBytes;
            TargetKind = "editor";
        }

        /// <summary>Raised on the main thread after each call is answered.</summary>
        public event Action<CallLogEntry> CallFinished;

        /// <summary>
        /// Main thread, right before a tool runs (after its arguments bound and the security check passed).
        /// The editor starts a new undo step here, so each call is its own step.
        /// </summary>
        public Action<ToolDescriptor> BeforeInvoke { get; set; }

        public int MaxMessageBytes { get; set; }

        /// <summary>"editor" or "player": what answers call the target this runs in.</summary>
        public string TargetKind { get; set; }

        /// <summary>Where running calls are published for the health probe (null: nowhere).</summary>
        public MainThreadHealth Health { get; set; }

        public int RunningCount
        {
            get { return _running.Count; }
        }

        /// <summary>Ids of calls running in this domain, for editor/reloading.</summary>
        public IList<string> RunningIds
        {
            get { return new List<string>(_running.Keys); }
        }

        /// <summary>Newest first.</summary>
        public IList<CallLogEntry> RecentCalls
        {
            get { return new List<CallLogEntry>(_recent); }
        }

        /// <summary>The record key of a JSON-RPC id: its JSON text, so 7 and "7" stay distinct.</summary>
        public static string KeyOf(JToken id)
        {
            return id.ToString(Formatting.None);
        }

        /// <summary>Thread-safe: remembers a cancellation that may overtake its call on the way to the main thread.</summary>
        public void NoteCancelled(JToken requestId)
        {
            if (_cancelledEarly.Count > 1024)
            {
                _cancelledEarly.Clear();
            }

            _cancelledEarly[KeyOf(requestId)] = true;
        }

        public void HandleCancel(JToken requestId)
        {
            RunningCall call;
            if (_running.TryGetValue(KeyOf(requestId), out call))
            {
                bool ignored;
                _cancelledEarly.TryRemove(KeyOf(requestId), out ignored);
                call.Cancellation.Cancel();
            }
        }

        public void HandleCall(JToken id, JToken parameters)
        {
            var key = KeyOf(id);
            var callParams = parameters as JObject;
            var name = callParams == null ? null : callParams["name"] as JValue;
            if (name == null || name.Type != JTokenType.String)
            {
                SendError(id, JsonRpcCodes.InvalidParams, "tools/call needs params.name (string).", "invalid_params", null);
                return;
            }

            var toolName = (string)name;
            var entry = _record.Find(key);
            bool early;
            if (entry != null && entry.Tool != toolName)
            {
                SendError(id, JsonRpcCodes.InvalidParams,
                    "The call id " + key + " already names a call of '" + entry.Tool + "'; each call needs its own id.",
                    "invalid_params", new JObject { { "tool", toolName } });
                return;
            }

            if (entry != null)
            {
                AnswerFromRecord(id, key, entry);
                return;
            }

            if (AnswerRetry(id, key, toolName, callParams))
            {
                return;
            }

            if (_cancelledEarly.TryRemove(key, out early))
            {
                // Cancelled before it started: it never runs, and a re-send must not start it either.
                _record.MarkNeverRan(key, toolName);
                return;
            }

            RegisteredTool tool;
            if (!_registry.TryGet(toolName, out tool))
            {
                SendError(id, JsonRpcCodes.InvalidParams,
                    "Unknown tool '" + toolName + "'. This " + TargetKind + " has " + _registry.Tools.Count + " tools; call tools/list to see them.",
                    "unknown_tool", new JObject { { "tool", toolName } });
                return;
            }

            var call = new CallTicket(id, key, toolName, ClientNameOf(callParams));
            var decision = _policy().Check(tool.Descriptor);
            if (!decision.Allowed)
            {
                var blocked = ToolResults.Error(ToolErrorKinds.SecurityBlocked, decision.Message,
                    new JObject { { "setting", decision.Setting }, { "tool", toolName } });
                Respond(call, blocked);
                return;
            }

            var arguments = callParams["arguments"];
            if (arguments != null && arguments.Type != JTokenType.Object && arguments.Type != JTokenType.Null)
            {
                var notObject = ToolResults.Error(ToolErrorKinds.InvalidArguments, "Tool arguments must be a JSON object.",
                    new JObject { { "field", "arguments" }, { "expected", "object" } });
                Respond(call, notObject);
                return;
            }

            object bound;
            try
            {
                bound = ArgumentBinder.Bind(tool.Tool.ParametersType, arguments as JObject);
            }
            catch (ToolArgumentException e)
            {
                var invalid = ToolResults.Error(ToolErrorKinds.InvalidArguments, "Invalid arguments for '" + toolName + "': " + e.Message,
                    new JObject { { "field", e.Field }, { "expected", e.Expected } });
                Respond(call, invalid);
                return;
            }

            _record.MarkStarted(key, toolName);
            var meta = callParams["_meta"] as JObject;
            var progressToken = meta == null ? null : meta["progressToken"];
            var running = StartContext(key, toolName, progressToken, call.Client);
            call.Context = running.Context;
            Task<object> task;
            try
            {
                var beforeInvoke = BeforeInvoke;
                if (beforeInvoke != null)
                {
                    beforeInvoke(tool.Descriptor);
                }

                task = tool.Tool.InvokeAsync(bound, running.Context);
            }
            catch (Exception e)
            {
                task = Faulted(e);
            }

            Await(task, call, tool, running);
        }

        /// <summary>
        /// After a reload: hands calls orphaned by the previous domain to their tool when it can resume them.
        /// Their responses go out when done; the hub's re-send finds them running meanwhile.
        /// </summary>
        public int ResumeOrphans()
        {
            var resumed = 0;
            foreach (var entry in _record.Entries)
            {
                RegisteredTool tool;
                if (!_record.IsOrphaned(entry) || entry.ResumeState == null || !_registry.TryGet(entry.Tool, out tool))
                {
                    continue;
                }

                var resumable = tool.Tool as IResumableTool;
                if (resumable == null)
                {
                    continue;
                }

                JToken id;
                try
                {
                    id = JToken.Parse(entry.CallId);
                }
                catch (JsonException)
                {
                    continue;
                }

                _record.Claim(entry.CallId);
                var running = StartContext(entry.CallId, entry.Tool, null, null);
                Task<object> task;
                try
                {
                    task = resumable.ResumeAsync(entry.ResumeState, running.Context);
                }
                catch (Exception e)
                {
                    task = Faulted(e);
                }

                Await(task, new CallTicket(id, entry.CallId, entry.Tool, null) { Context = running.Context }, tool, running);
                resumed++;
            }

            return resumed;
        }

        private RunningCall StartContext(string key, string toolName, JToken progressToken, string clientName)
        {
            var cancellation = new CancellationTokenSource();
            // Written at once (tools set it on the main thread): Unity may compile inside AssetDatabase.Refresh and
            // reload the domain before the next update, so work queued for later would never run.
            var context = new ToolCallContext(key, toolName, progressToken, cancellation.Token, _sink,
                state => _record.SetResumeState(key, state), clientName);
            var running = new RunningCall { Context = context, Cancellation = cancellation };
            _running[key] = running;
            if (Health != null)
            {
                Health.CallStarted(key, toolName);
            }

            return running;
        }

        private void Await(Task<object> task, CallTicket call, RegisteredTool tool, RunningCall running)
        {
            if (task.IsCompleted)
            {
                Finish(task, call, tool, running);
                return;
            }

            task.ContinueWith(t => _post(() => Finish(t, call, tool, running)), TaskContinuationOptions.ExecuteSynchronously);
        }

        private void Finish(Task<object> task, CallTicket call, RegisteredTool tool, RunningCall running)
        {
            _running.Remove(call.Key);
            if (Health != null)
            {
                Health.CallFinished(call.Key);
            }

            running.Cancellation.Dispose();
            JObject result;
            var name = tool.Descriptor.Name;
            if (task.IsCanceled)
            {
                result = ToolResults.Error(ToolErrorKinds.Cancelled, "The call was cancelled before '" + name + "' finished.", null);
            }
            else if (task.IsFaulted)
            {
                result = ErrorResult(name, Unwrap(task.Exception));
            }
            else
            {
                try
                {
                    result = SuccessResult(tool, task.Result);
                }
                catch (Exception e)
                {
                    result = ErrorResult(name, e);
                }
            }

            var text = Respond(call, result);
            var cancelled = ToolResults.ErrorKindOf(result) == ToolErrorKinds.Cancelled;
            foreach (var retry in running.Retries)
            {
                if (cancelled)
                {
                    // The call ended at a cancellation (the hub's deadline): it did not complete, so its retry runs it.
                    HandleCall(retry.Id, retry.Params);
                }
                else
                {
                    AnswerAs(retry.Id, KeyOf(retry.Id), call.Tool, text);
                }
            }
        }

        /// <summary>
        /// A call the hub repeats because its answer to the first one (<c>_meta["patchbay/retryOf"]</c>) could not say
        /// whether it ran. Answered from that call when it ran or runs; false when the retry has to run (the first
        /// call never ran, ended at a cancellation, or never reached this editor).
        /// </summary>
        private bool AnswerRetry(JToken id, string key, string toolName, JObject callParams)
        {
            var retryOf = callParams.SelectToken("_meta['patchbay/retryOf']") as JValue;
            if (retryOf == null || retryOf.Type != JTokenType.String)
            {
                return false;
            }

            var firstKey = KeyOf(retryOf);
            string newer;
            while (_retriedAs.TryGetValue(firstKey, out newer))
            {
                firstKey = newer;
            }

            if (_retriedAs.Count > 1024)
            {
                _retriedAs.Clear();
            }

            var first = _record.Find(firstKey);
            if (first == null || first.Tool != toolName)
            {
                _retriedAs[firstKey] = key;
                return false;
            }

            RunningCall running;
            if (_running.TryGetValue(firstKey, out running))
            {
                running.Retries.Add(new RetryTicket { Id = id, Params = callParams });
                return true;
            }

            if (_record.IsOrphaned(first))
            {
                AnswerFromRecord(id, key, first);
                return true;
            }

            if (first.State == CallState.Finished && !first.NeverRan
                && (first.Response == null || OutcomeOf(first.Response) != ToolErrorKinds.Cancelled))
            {
                if (first.Response == null)
                {
                    AnswerFromRecord(id, key, first);
                }
                else
                {
                    AnswerAs(id, key, toolName, first.Response);
                }

                return true;
            }

            _retriedAs[firstKey] = key;
            return false;
        }

        /// <summary>Sends another call's response text under this id, and records it as this call's answer.</summary>
        private void AnswerAs(JToken id, string key, string tool, string responseText)
        {
            var response = JObject.Parse(responseText);
            response["id"] = id.DeepClone();
            var text = response.ToString(Formatting.None);
            _record.MarkFinished(key, tool, text);
            _sink.Send(text);
            Log(new CallTicket(id, key, tool, null) { Replayed = true }, OutcomeOf(text));
        }

        private void AnswerFromRecord(JToken id, string key, CallRecordEntry entry)
        {
            var call = new CallTicket(id, key, entry.Tool, null) { Replayed = true };
            if (entry.State == CallState.Finished)
            {
                if (entry.NeverRan)
                {
                    var never = ToolResults.Error(ToolErrorKinds.Cancelled,
                        "'" + entry.Tool + "' was cancelled before it started for this call; it did not run.",
                        new JObject { { "tool", entry.Tool } });
                    SendResponse(id, never);
                    Log(call, ToolErrorKinds.Cancelled);
                }
                else if (entry.Response != null)
                {
                    _sink.Send(entry.Response);
                    Log(call, OutcomeOf(entry.Response));
                }
                else if (entry.ResponseDropped)
                {
                    var lost = ToolResults.Error(ToolErrorKinds.ResultLost,
                        "'" + entry.Tool + "' already finished for this call, but its result was too large to keep for a re-send. It will not run again.",
                        new JObject { { "tool", entry.Tool } });
                    SendResponse(id, lost);
                    Log(call, ToolErrorKinds.ResultLost);
                }

                return;
            }

            if (_running.ContainsKey(key))
            {
                return;
            }

            if (_record.IsOrphaned(entry))
            {
                var interrupted = ToolResults.Error(ToolErrorKinds.Interrupted,
                    "Interrupted by a Unity domain reload: '" + entry.Tool + "' had started and may have partly run. Check the project state before retrying.",
                    new JObject { { "tool", entry.Tool } });
                Respond(call, interrupted);
            }
        }

        /// <summary>Records and sends the call's response; returns its text.</summary>
        private string Respond(CallTicket call, JObject result)
        {
            var id = call.Id;
            var tool = call.Tool;
            var context = call.Context;
            var text = ResponseText(id, result);
            if (Encoding.UTF8.GetByteCount(text) > MaxMessageBytes)
            {
                var tooLarge = ToolResults.Error(ToolErrorKinds.ResultTooLarge,
                    "'" + tool + "' ran to the end, but its result is larger than the link allows (" + MaxMessageBytes + " bytes), so it cannot be shown."
                    + " Whatever it changed is done: do not repeat it to see the result. Next time ask for less, e.g. a smaller page or fewer fields.",
                    new JObject { { "bytes", Encoding.UTF8.GetByteCount(text) }, { "limit", MaxMessageBytes } });
                text = ResponseText(id, tooLarge);
                result = tooLarge;
            }

            _record.MarkFinished(call.Key, tool, text);
            if (context != null)
            {
                lock (context.SyncRoot)
                {
                    context.MarkCompleted();
                    _sink.Send(text);
                }
            }
            else
            {
                _sink.Send(text);
            }

            Log(call, ToolResults.ErrorKindOf(result) ?? "ok");
            return text;
        }

        private void Log(CallTicket call, string outcome)
        {
            var entry = new CallLogEntry
            {
                FinishedUtc = DateTime.UtcNow,
                CallId = call.Key,
                Tool = call.Tool,
                Client = call.Client,
                Outcome = outcome,
                DurationMs = call.Timer.Elapsed.TotalMilliseconds,
                Replayed = call.Replayed,
            };
            _recent.AddFirst(entry);
            if (_recent.Count > RecentCallCapacity)
            {
                _recent.RemoveLast();
            }

            var handler = CallFinished;
            if (handler != null)
            {
                handler(entry);
            }
        }

        private static string OutcomeOf(string responseText)
        {
            try
            {
                var result = JObject.Parse(responseText)["result"] as JObject;
                return result == null ? "error" : ToolResults.ErrorKindOf(result) ?? "ok";
            }
            catch (JsonException)
            {
                return "error";
            }
        }

        private void SendResponse(JToken id, JObject result)
        {
            _sink.Send(ResponseText(id, result));
        }

        private void SendError(JToken id, int code, string message, string kind, JObject data)
        {
            _sink.Send(JsonRpc.Error(id, code, message, kind, data));
        }

        private static string ResponseText(JToken id, JObject result)
        {
            return new JObject { { "jsonrpc", "2.0" }, { "id", id.DeepClone() }, { "result", result } }.ToString(Formatting.None);
        }

        private static JObject SuccessResult(RegisteredTool tool, object value)
        {
            JObject result;
            // A report for people (ITextResult) goes out as the text, with the result object as structured content, with
            // or without an output schema (MCP allows structuredContent without one; run_self_check's would cost every
            // client context).
            var report = value as ITextResult;
            if (tool.Descriptor.OutputSchema == null && report == null)
            {
                if (value == null || value is string)
                {
                    return ToolResults.Success(null, value == null ? string.Empty : (string)value);
                }

                result = ToolResults.Success(null, ResultSerializer.ToToken(value, tool.Tool.ResultType).ToString(Formatting.None));
            }
            else
            {
                if (value == null)
                {
                    throw new InvalidOperationException("The tool returned no result object.");
                }

                result = ToolResults.Success(ResultSerializer.ToToken(value, tool.Tool.ResultType), null);
                if (report != null)
                {
                    ((JArray)result["content"])[0] = ToolResults.TextBlock(report.GetText() ?? string.Empty);
                }
            }

            // Images follow the text or structured content, whichever the tool declares.
            var withImages = value as IImageResult;
            return withImages == null ? result : ToolResults.WithImages(result, withImages.GetImages());
        }

        private static JObject ErrorResult(string tool, Exception e)
        {
            var toolException = e as ToolException;
            if (toolException != null)
            {
                return ToolResults.Error(toolException.Kind, toolException.Message, toolException.ErrorData);
            }

            var argumentException = e as ToolArgumentException;
            if (argumentException != null)
            {
                return ToolResults.Error(ToolErrorKinds.InvalidArguments, argumentException.Message,
                    new JObject { { "field", argumentException.Field }, { "expected", argumentException.Expected } });
            }

            if (e is OperationCanceledException)
            {
                return ToolResults.Error(ToolErrorKinds.Cancelled, "The call was cancelled before '" + tool + "' finished.", null);
            }

            return ToolResults.Error(ToolErrorKinds.ToolFailed, "'" + tool + "' failed: " + e.GetType().Name + ": " + e.Message,
                new JObject { { "exception", e.GetType().FullName } });
        }

        private static Exception Unwrap(Exception e)
        {
            var aggregate = e as AggregateException;
            while (aggregate != null && aggregate.InnerExceptions.Count == 1)
            {
                e = aggregate.InnerExceptions[0];
                aggregate = e as AggregateException;
            }

            return e;
        }

        private static Task<object> Faulted(Exception e)
        {
            var source = new TaskCompletionSource<object>();
            source.SetException(e);
            return source.Task;
        }

        private static string ClientNameOf(JObject callParams)
        {
            var client = callParams.SelectToken("_meta['patchbay/client'].name");
            return client != null && client.Type == JTokenType.String ? (string)client : null;
        }

        private sealed class RunningCall
        {
            public ToolCallContext Context;
            public CancellationTokenSource Cancellation;

            /// <summary>Retries of this call that arrived while it ran (docs/protocol.md §6.1).</summary>
            public readonly List<RetryTicket> Retries = new List<RetryTicket>();
        }

        private sealed class RetryTicket
        {
            public JToken Id;
            public JObject Params;
        }
    }
}
