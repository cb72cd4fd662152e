using System;
using System.Diagnostics;
using System.Threading;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// Per-call services for a running tool: cancellation, progress, resume state. Progress follows MCP
    /// (docs/protocol.md §4.5): only when the client asked, strictly increasing, at most 10 per second, and
    /// never after the response — completion and progress share one lock so the order on the socket holds.
    /// </summary>
    public sealed class ToolCallContext
    {
        private const long MinProgressIntervalMs = 100;

        private readonly JToken _progressToken;
        private readonly IMessageSink _sink;
        private readonly Action<string> _saveResumeState;
        private readonly object _lock = new object();
        private readonly Stopwatch _sinceLastProgress = new Stopwatch();
        private double _lastProgress = double.NegativeInfinity;
        private bool _completed;

        internal ToolCallContext(string callId, string toolName, JToken progressToken, CancellationToken cancellation,
            IMessageSink sink, Action<string> saveResumeState, string clientName)
        {
            CallId = callId;
            ToolName = toolName;
            _progressToken = progressToken;
            Cancellation = cancellation;
            _sink = sink;
            _saveResumeState = saveResumeState;
            ClientName = clientName;
        }

        /// <summary>
        /// A context for one tool the package runs itself, inside another call (run_self_check takes a screenshot through
        /// capture_screenshot): no progress, no resume state, cancelled with the outer call.
        /// </summary>
        public static ToolCallContext Nested(ToolCallContext outer, string toolName)
        {
            return new ToolCallContext(outer.CallId + "/" + toolName, toolName, null, outer.Cancellation, null, null, outer.ClientName);
        }

        /// <summary>A context for a tool the package runs for the user, outside any call (the Patchbay window's self-check button).</summary>
        public static ToolCallContext ForWindow(string toolName, CancellationToken cancellation)
        {
            return new ToolCallContext("window/" + toolName, toolName, null, cancellation, null, null, "Patchbay window");
        }

        /// <summary>The link id of this call (JSON form), unique for this editor.</summary>
        public string CallId { get; private set; }

        public string ToolName { get; private set; }

        /// <summary>Signalled when the client cancels the call; stop early and return or throw.</summary>
        public CancellationToken Cancellation { get; private set; }

        /// <summary>Name of the MCP client that made the call, when the hub said; may be null.</summary>
        public string ClientName { get; private set; }

        /// <summary>Whether progress reports reach anyone (the client gave a progress token).</summary>
        public bool WantsProgress
        {
            get { return _progressToken != null; }
        }

        internal object SyncRoot
        {
            get { return _lock; }
        }

        /// <summary>Reports progress; ignored without a token, when not increasing, or when too frequent.</summary>
        public void ReportProgress(double progress, double? total = null, string message = null)
        {
            if (_progressToken == null)
            {
                return;
            }

            lock (_lock)
            {
                var isFinal = total.HasValue && progress >= total.Value;
                if (_completed || progress <= _lastProgress
                    || (!isFinal && _sinceLastProgress.IsRunning && _sinceLastProgress.ElapsedMilliseconds < MinProgressIntervalMs))
                {
                    return;
                }

                _lastProgress = progress;
                _sinceLastProgress.Reset();
                _sinceLastProgress.Start();
                var parameters = new JObject { { "progressToken", _progressToken.DeepClone() }, { "progress", progress } };
                if (total.HasValue)
                {
                    parameters["total"] = total.Value;
                }

                if (message != null)
                {
                    parameters["message"] = message;
                }

                _sink.Send(JsonRpc.Notification(LinkMethods.Progress, parameters));
            }
        }

        /// <summary>For <see cref="IResumableTool"/>s: what the next domain needs to finish this call. Keep it small.</summary>
        public void SetResumeState(string state)
        {
            if (_saveResumeState != null)
            {
                _saveResumeState(state);
            }
        }

        /// <summary>Call with <see cref="SyncRoot"/> held, right before the response is sent.</summary>
        internal void MarkCompleted()
        {
            _completed = true;
        }
    }
}
