using System.Threading.Tasks;
using Patchbay.Editor.Tools.Compilation;
using Patchbay.Editor.Tools.Scenes;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Assets
{
    /// <summary>
    /// Imports what changed on disk. An open scene whose file changed is reopened from the file first (Unity would
    /// otherwise ask about it in a modal dialog at its next update); one that also has unsaved changes is refused.
    /// </summary>
    [McpTool("refresh_assets", "Import files changed on disk; changed scripts then compile.",
        Group = "assets", Destructive = false, Idempotent = true, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class RefreshAssetsTool : McpTool<RefreshAssetsParams, string>
    {
        protected override Task<string> ExecuteAsync(RefreshAssetsParams parameters, ToolCallContext context)
        {
            SceneFilesOnDisk.RefuseConflicts("refresh_assets");
            var reopened = SceneFilesOnDisk.ReloadChanged();
            // The import holds the main thread: the health probe says so meanwhile.
            MainThreadHealth.MarkImporting(true);
            try
            {
                ScriptWriteBatch.Release();  // the scripts written since the last compile import now, together
                AssetDatabase.Refresh(parameters.Force ? ImportAssetOptions.ForceUpdate : ImportAssetOptions.Default);
            }
            finally
            {
                MainThreadHealth.MarkImporting(false);
            }

            var text = EditorApplication.isCompiling
                ? "Refreshed; scripts changed and are compiling. Call compile to wait for the result."
                : "Refreshed.";
            if (reopened.Length > 0)
            {
                text += " Reopened " + string.Join(", ", reopened) + " from disk, where it changed (the editor had no unsaved changes in it).";
            }

            return Done(text);
        }
    }
}
