using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>Discards an instance's overrides (added components and children too); its place stays; undoable.</summary>
    [McpTool("revert_prefab_overrides", "Revert an instance to its prefab asset (keeps position); undoable.",
        Group = "prefabs", Destructive = true, Idempotent = true)]
    public sealed class RevertPrefabOverridesTool : McpTool<PrefabInstanceParams, string>
    {
        protected override Task<string> ExecuteAsync(PrefabInstanceParams parameters, ToolCallContext context)
        {
            var root = PrefabAssets.InstanceRoot(SceneObjects.Resolve(parameters.Target, "target"), "target");
            var had = PrefabUtility.HasPrefabInstanceAnyOverrides(root, false);
            if (had)
            {
                PrefabUtility.RevertPrefabInstance(root, InteractionMode.UserAction);
                SceneObjects.MarkDirty(root.scene);
            }

            return Done(ToolJson.Text(new JObject
            {
                { "instance", SceneObjects.PathOf(root) },
                { "prefab", PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(root) },
                { "reverted", had },
            }));
        }
    }
}
