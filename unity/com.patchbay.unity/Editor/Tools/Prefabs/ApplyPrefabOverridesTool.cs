using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>Writes an instance's overrides into its prefab asset; every other instance takes them too.</summary>
    [McpTool("apply_prefab_overrides", "Apply an instance's overrides to its prefab asset (all instances update).",
        Group = "prefabs", Destructive = true, Idempotent = true, Security = SecurityClass.FileWrite)]
    public sealed class ApplyPrefabOverridesTool : McpTool<PrefabInstanceParams, string>
    {
        protected override Task<string> ExecuteAsync(PrefabInstanceParams parameters, ToolCallContext context)
        {
            var root = PrefabAssets.InstanceRoot(SceneObjects.Resolve(parameters.Target, "target"), "target");
            var path = PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(root);
            var had = PrefabUtility.HasPrefabInstanceAnyOverrides(root, false);
            if (had)
            {
                PrefabUtility.ApplyPrefabInstance(root, InteractionMode.UserAction);
            }

            return Done(ToolJson.Text(new JObject { { "instance", SceneObjects.PathOf(root) }, { "prefab", path }, { "applied", had } }));
        }
    }
}
