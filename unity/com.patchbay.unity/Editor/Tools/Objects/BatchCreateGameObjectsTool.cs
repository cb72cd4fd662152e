using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using Patchbay.Shared.ToolModel;
using UnityEditor;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// All or nothing: every item is checked against create_game_object's schema first; creation runs in one
    /// undo group that is reverted if any item fails, so a failed batch leaves the scene as it was and a
    /// successful one is a single undo step.
    /// </summary>
    [McpTool("batch_create_game_objects", "Create many GameObjects, all or nothing, one undo step.",
        Destructive = false, Idempotent = false)]
    public sealed class BatchCreateGameObjectsTool : McpTool<BatchCreateParams, string>
    {
        protected override Task<string> ExecuteAsync(BatchCreateParams parameters, ToolCallContext context)
        {
            var specs = new CreateGameObjectParams[parameters.Objects.Length];
            for (var i = 0; i < specs.Length; i++)
            {
                try
                {
                    specs[i] = (CreateGameObjectParams)ArgumentBinder.Bind(typeof(CreateGameObjectParams), parameters.Objects[i]);
                }
                catch (ToolArgumentException e)
                {
                    throw ToolErrors.Invalid("objects[" + i + "]." + e.Field, e.Expected, "objects[" + i + "]: " + e.Message + " Nothing was created.");
                }
            }

            Undo.IncrementCurrentGroup();
            var group = Undo.GetCurrentGroup();
            Undo.SetCurrentGroupName("Create " + specs.Length + " GameObjects");
            var created = new JArray();
            for (var i = 0; i < specs.Length; i++)
            {
                try
                {
                    var plan = GameObjectFactory.Prepare(specs[i], "objects[" + i + "].");
                    var go = GameObjectFactory.Create(plan);
                    var described = SceneObjects.Describe(go);
                    if (plan.Set != null)
                    {
                        described["set"] = plan.Set.Describe();
                    }

                    created.Add(described);
                }
                catch (System.Exception e)
                {
                    Undo.RevertAllDownToGroup(group);
                    var tool = e as ToolException;
                    throw new ToolException(tool != null ? tool.Kind : ToolErrorKinds.ToolFailed,
                        "objects[" + i + "]: " + e.Message + " Nothing was created.", tool != null ? tool.ErrorData : null);
                }
            }

            Undo.CollapseUndoOperations(group);
            return Done(ToolJson.Text(new JObject { { "created", created } }));
        }
    }
}
