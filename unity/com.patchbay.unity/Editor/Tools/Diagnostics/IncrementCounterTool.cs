using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Shared.Core;
using UnityEngine;

namespace Patchbay.Editor.Tools.Diagnostics
{
    /// <summary>
    /// Deliberately not idempotent: each call adds one to a named counter and logs its call id. The hub's reload
    /// stress test calls it hundreds of times across domain reloads; the returned values must be distinct, the
    /// final value must equal the number of calls that report success, and each call id must appear in the log
    /// exactly once. Off by default (group "diagnostics").
    /// </summary>
    [McpTool("increment_counter", "Add one to a counter in Library/Patchbay/counters; proves exactly-once calls (diagnostics).",
        Title = "Increment a test counter", Group = "diagnostics", Destructive = false, Idempotent = false)]
    public sealed class IncrementCounterTool : McpTool<IncrementCounterParams, IncrementCounterResult>
    {
        protected override async Task<IncrementCounterResult> ExecuteAsync(IncrementCounterParams parameters, ToolCallContext context)
        {
            if (!CounterStore.IsValidName(parameters.Counter))
            {
                throw new ToolException(ToolErrorKinds.InvalidArguments, "Counter names use letters, digits, '_' and '-' (1-64 characters); got '" + parameters.Counter + "'.",
                    new JObject { { "field", "counter" }, { "expected", "name matching [A-Za-z0-9_-]{1,64}" } });
            }

            var store = new CounterStore(Path.GetDirectoryName(Application.dataPath));
            if (parameters.DelayMs > 0)
            {
                context.ReportProgress(0, 1, "waiting " + parameters.DelayMs + " ms");
                await EditorWait.Delay(parameters.DelayMs, context.Cancellation);
            }

            var value = store.Increment(parameters.Counter, context.CallId);
            return new IncrementCounterResult { Counter = parameters.Counter, Value = value, CallId = context.CallId };
        }
    }
}
