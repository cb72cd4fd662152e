using System.Collections.Generic;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Console
{
    /// <summary>Reads the console copy kept in <see cref="ConsoleLog"/> (by the editor's ConsoleCapture, or a player's log hook); stack traces only on request, as they dominate the size.</summary>
    [McpTool("get_console_logs", "Read console messages, filtered; stacks on request.",
        ReadOnly = true, Idempotent = true)]
    [Preserve]
    public sealed class GetConsoleLogsTool : McpTool<GetConsoleLogsParams, string>
    {
        private const int MaxStackChars = 1500;

        [Preserve]
        protected override Task<string> ExecuteAsync(GetConsoleLogsParams parameters, ToolCallContext context)
        {
            var types = new List<string>();
            foreach (var kind in parameters.Types ?? new LogKind[0])
            {
                types.Add(kind.ToString().ToLowerInvariant());
            }

            int matched;
            var buffer = ConsoleLog.Buffer;
            var entries = buffer.Query(types, parameters.Text, parameters.Since, parameters.Limit, out matched);
            var items = new JArray();
            foreach (var entry in entries)
            {
                var item = new JObject { { "id", entry.Id }, { "type", entry.Type }, { "message", entry.Message } };
                if (parameters.Stack && !string.IsNullOrEmpty(entry.StackTrace))
                {
                    item["stack"] = entry.StackTrace.Length > MaxStackChars ? entry.StackTrace.Substring(0, MaxStackChars) + "…" : entry.StackTrace;
                }

                items.Add(item);
            }

            var result = new JObject { { "entries", items }, { "matched", matched }, { "lastId", buffer.LastId } };
            if (matched > entries.Count)
            {
                result["more"] = (matched - entries.Count) + " older matching entries; raise limit or narrow types/text.";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
