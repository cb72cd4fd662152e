using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    [McpTool("set_active_scene", "Make a loaded scene the active one (new objects go there).",
        Group = "scenes", Destructive = false, Idempotent = true)]
    public sealed class SetActiveSceneTool : McpTool<SceneParams, string>
    {
        protected override Task<string> ExecuteAsync(SceneParams parameters, ToolCallContext context)
        {
            var scene = SceneObjects.ResolveScene(parameters.Scene, "scene");
            if (!SceneManager.SetActiveScene(scene))
            {
                throw ToolErrors.State("Unity refused to make '" + scene.name + "' active (is it loaded?).");
            }

            return Done(ToolJson.Text(new JObject { { "activeScene", new JObject { { "name", scene.name }, { "path", scene.path } } } }));
        }
    }
}
