using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>
    /// Apply writes an instance's overrides into its prefab asset (every other instance takes them); Revert
    /// discards them (added components and children too; the instance keeps its place). Both are one undo step.
    /// One tool for both keeps the default tool list short; it is a file writer because Apply is.
    /// </summary>
    [McpTool("prefab_overrides", "Apply an instance's overrides to its prefab (all instances), or revert them; undoable.",
        Group = "prefabs", Destructive = true, Idempotent = true, Security = SecurityClass.FileWrite)]
    public sealed class PrefabOverridesTool : McpTool<PrefabOverridesParams, string>
    {
        protected override Task<string> ExecuteAsync(PrefabOverridesParams parameters, ToolCallContext context)
        {
            var root = PrefabAssets.InstanceRoot(SceneObjects.Resolve(parameters.Target, "target"), "target");
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(root.scene, "prefab_overrides");
            var path = PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(root);
            var had = PrefabUtility.HasPrefabInstanceAnyOverrides(root, false);
            if (had && parameters.Action == PrefabOverridesAction.Apply)
            {
                // Apply writes the outermost prefab's file (the nearest instance root of the outermost root is
                // itself): checked like every write, before anything changes.
                ProjectWrites.CheckSaveInPlace(path, "Assets/Prefabs/Enemy.prefab");
                PrefabUtility.ApplyPrefabInstance(root, InteractionMode.UserAction);
            }
            else if (had)
            {
                PrefabUtility.RevertPrefabInstance(root, InteractionMode.UserAction);
                SceneObjects.MarkDirty(root.scene);
            }

            return Done(ToolJson.Text(new JObject
            {
                { "instance", SceneObjects.PathOf(root) },
                { "prefab", path },
                { parameters.Action == PrefabOverridesAction.Apply ? "applied" : "reverted", had },
            }));
        }
    }
}
