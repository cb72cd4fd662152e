using System.Threading.Tasks;
using Patchbay.Editor.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Assets
{
    [McpTool("refresh_assets", "Import files changed on disk; changed scripts then compile.",
        Group = "assets", Destructive = false, Idempotent = true)]
    public sealed class RefreshAssetsTool : McpTool<RefreshAssetsParams, string>
    {
        protected override Task<string> ExecuteAsync(RefreshAssetsParams parameters, ToolCallContext context)
        {
            AssetDatabase.Refresh(parameters.Force ? ImportAssetOptions.ForceUpdate : ImportAssetOptions.Default);
            return Done(EditorApplication.isCompiling
                ? "Refreshed; scripts changed and are compiling. Call compile to wait for the result."
                : "Refreshed.");
        }
    }
}
