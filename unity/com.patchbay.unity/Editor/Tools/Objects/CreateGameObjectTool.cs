using System.Threading.Tasks;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;

namespace Patchbay.Editor.Tools.Objects
{
    [McpTool("create_game_object", "Create an empty or primitive GameObject (parent, transform, components); undoable.",
        Destructive = false, Idempotent = false)]
    public sealed class CreateGameObjectTool : McpTool<CreateGameObjectParams, string>
    {
        protected override Task<string> ExecuteAsync(CreateGameObjectParams parameters, ToolCallContext context)
        {
            var go = GameObjectFactory.Create(GameObjectFactory.Prepare(parameters, string.Empty));
            return Done(ToolJson.Text(SceneObjects.Describe(go)));
        }
    }
}
