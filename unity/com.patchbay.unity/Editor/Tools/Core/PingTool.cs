using System;
using System.Globalization;
using System.Threading.Tasks;
using Patchbay.Editor.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Core
{
    [McpTool("ping", "Checks that the Unity Editor answers: returns \"pong\", the editor's uptime and clock. Runs on the editor's main thread, so a prompt answer also means the editor is not blocked.",
        Title = "Ping the editor", ReadOnly = true, Idempotent = true)]
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
