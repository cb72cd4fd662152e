using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>
    /// Saves a scene object as a prefab asset; connected by default (the object becomes its first instance,
    /// one undo step), never over an existing file unless told to.
    /// </summary>
    [McpTool("create_prefab", "Save a scene object as a prefab asset.",
        Group = "prefabs", Destructive = false, Idempotent = false, Security = SecurityClass.FileWrite)]
    public sealed class CreatePrefabTool : McpTool<CreatePrefabParams, string>
    {
        protected override Task<string> ExecuteAsync(CreatePrefabParams parameters, ToolCallContext context)
        {
            var path = (parameters.Path ?? string.Empty).Replace('\\', '/');
            var full = ProjectWrites.Guard("Assets/Prefabs/Enemy.prefab").ResolveWritePathOrThrow(path);
            if (!path.EndsWith(".prefab", System.StringComparison.Ordinal))
            {
                throw ToolErrors.Invalid("path", "path ending in .prefab", "A prefab path must end in .prefab, e.g. \"" + path + ".prefab\".");
            }

            var go = SceneObjects.Resolve(parameters.Target, "target");
            PrefabAssets.RequireFolder(path, "path");
            if (Directory.Exists(full) || (File.Exists(full) && !parameters.Overwrite))
            {
                throw ToolErrors.State("'" + path + "' already exists. Pass overwrite=true to replace it (its instances update), or choose another path.");
            }

            if (PrefabUtility.GetPrefabInstanceStatus(go) != PrefabInstanceStatus.NotAPrefab)
            {
                throw ToolErrors.Invalid("target", "object that is not a prefab instance", "'" + SceneObjects.PathOf(go) + "' is part of an instance of "
                    + PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(go) + "; change that prefab with prefab_overrides or prefab_stage instead.");
            }

            var stage = PrefabAssets.Stage;
            if (stage != null && stage.scene == go.scene)
            {
                throw ToolErrors.State("'" + SceneObjects.PathOf(go) + "' is inside the open prefab stage; close it (prefab_stage close) and pick a scene object.");
            }

            // A failure from here on undoes what this call did (the connection, the file), so an error result
            // means nothing changed: the group is this call's own (PatchbayBootstrap starts one per call).
            var group = Undo.GetCurrentGroup();
            var previous = File.Exists(full) ? File.ReadAllBytes(full) : null;
            try
            {
                return Done(ToolJson.Text(Save(go, path, parameters.Connect)));
            }
            catch
            {
                if (parameters.Connect)
                {
                    Undo.RevertAllDownToGroup(group);
                }

                if (previous != null)
                {
                    File.WriteAllBytes(full, previous);
                    AssetDatabase.ImportAsset(path);
                }
                else if (File.Exists(full))
                {
                    ProjectWrites.RemoveCreated(path);
                }

                throw;
            }
        }

        private static JObject Save(GameObject go, string path, bool connect)
        {
            bool success;
            var asset = connect
                ? PrefabUtility.SaveAsPrefabAssetAndConnect(go, path, InteractionMode.UserAction, out success)
                : PrefabUtility.SaveAsPrefabAsset(go, path, out success);
            if (!success || asset == null)
            {
                throw ToolErrors.State("Unity could not save '" + SceneObjects.PathOf(go) + "' as '" + path + "'; see get_console_logs.");
            }

            if (connect)
            {
                SceneObjects.MarkDirty(go.scene);
            }

            var result = new JObject { { "path", path }, { "guid", AssetDatabase.AssetPathToGUID(path) }, { "source", SceneObjects.PathOf(go) } };
            if (connect)
            {
                result["instance"] = ObjectIds.Of(go);
            }

            return result;
        }
    }
}
