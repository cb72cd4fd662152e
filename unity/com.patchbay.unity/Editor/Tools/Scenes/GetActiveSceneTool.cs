using System.Threading.Tasks;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    [McpTool("get_active_scene", "The active scene: name, path, unsaved changes, root count.",
        Group = "scenes", ReadOnly = true, Idempotent = true)]
    public sealed class GetActiveSceneTool : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            return Done(ToolJson.Text(SceneInfo.Describe(SceneManager.GetActiveScene())));
        }
    }
}
