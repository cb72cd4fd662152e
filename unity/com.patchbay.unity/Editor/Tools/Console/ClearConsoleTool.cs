using System;
using System.Reflection;
using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Console
{
    /// <summary>
    /// Clears the package's console copy and Unity's Console window. Unity has no public API for the latter;
    /// its internal LogEntries.Clear is called when present and skipped when not (other Unity versions, the
    /// headless editor).
    /// </summary>
    [McpTool("clear_console", "Clear the Unity console.", Destructive = true, Idempotent = true)]
    public sealed class ClearConsoleTool : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            ConsoleCapture.Buffer.Clear();
            var logEntries = Type.GetType("UnityEditor.LogEntries, UnityEditor", false);
            var clear = logEntries == null ? null : logEntries.GetMethod("Clear", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic);
            if (clear != null && clear.GetParameters().Length == 0)
            {
                clear.Invoke(null, null);
            }

            return Done("Console cleared.");
        }
    }
}
