using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Objects
{
    [McpTool("create_game_object", "Create an empty or primitive GameObject; undoable.",
        Destructive = false, Idempotent = false)]
    public sealed class CreateGameObjectTool : McpTool<CreateGameObjectParams, string>
    {
        protected override Task<string> ExecuteAsync(CreateGameObjectParams parameters, ToolCallContext context)
        {
            var plan = GameObjectFactory.Prepare(parameters, string.Empty);
            var go = GameObjectFactory.Create(plan);
            var answer = SceneObjects.Describe(go);
            if (plan.Set != null)
            {
                answer["set"] = plan.Set.Describe();
            }

            return Done(ToolJson.Text(answer));
        }
    }
}
