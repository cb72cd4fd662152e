using System;
using System.Globalization;
using System.Threading.Tasks;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Diagnostics
{
    [McpTool("ping", "Check the editor's main thread answers.", Group = "diagnostics",
        ReadOnly = true, Idempotent = true, StructuredOutput = false)]
    public sealed class PingTool : McpTool<PingParams, PingResult>
    {
        protected override Task<PingResult> ExecuteAsync(PingParams parameters, ToolCallContext context)
        {
            return Done(new PingResult
            {
                Reply = "pong",
                Echo = parameters.Message,
                EditorTimeSeconds = Math.Round(EditorApplication.timeSinceStartup, 3),
                UtcTime = DateTime.UtcNow.ToString("o", CultureInfo.InvariantCulture),
                PackageVersion = PatchbayInfo.PackageVersion,
            });
        }
    }
}
