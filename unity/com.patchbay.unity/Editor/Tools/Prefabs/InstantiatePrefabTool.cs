using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Prefabs
{
    /// <summary>Everything that can fail is checked before the instance exists; one undo step removes it.</summary>
    [McpTool("instantiate_prefab", "Instantiate a prefab into a scene; undoable.",
        Group = "prefabs", Destructive = false, Idempotent = false)]
    public sealed class InstantiatePrefabTool : McpTool<InstantiatePrefabParams, string>
    {
        protected override Task<string> ExecuteAsync(InstantiatePrefabParams parameters, ToolCallContext context)
        {
            CheckVector(parameters.Position, "position");
            CheckVector(parameters.Rotation, "rotation");
            CheckVector(parameters.Scale, "scale");
            GameObjectNames.Check(parameters.Name, "name");
            var asset = PrefabAssets.Load(parameters.Path, "path");
            var stage = PrefabAssets.Stage;
            if (stage != null && stage.assetPath == parameters.Path)
            {
                throw ToolErrors.State("'" + parameters.Path + "' is open in the prefab stage; a prefab cannot contain itself.");
            }

            GameObject parent = null;
            if (!string.IsNullOrEmpty(parameters.Parent))
            {
                parent = SceneObjects.Resolve(parameters.Parent, "parent");
            }
            else if (stage != null && string.IsNullOrEmpty(parameters.Scene))
            {
                // A prefab has one root: in the stage, new objects go under it (as Unity's menus do).
                parent = stage.prefabContentsRoot;
            }

            var scene = parent != null ? parent.scene : SceneObjects.ResolveScene(parameters.Scene, "scene");
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(scene, "instantiate_prefab");
            var created = parent != null
                ? PrefabUtility.InstantiatePrefab(asset, parent.transform) as GameObject
                : PrefabUtility.InstantiatePrefab(asset, scene) as GameObject;
            if (created == null)
            {
                throw ToolErrors.State("Unity could not instantiate '" + parameters.Path + "'; see get_console_logs.");
            }

            if (!string.IsNullOrEmpty(parameters.Name)) created.name = parameters.Name;
            if (parameters.Position != null) created.transform.localPosition = ToVector(parameters.Position);
            if (parameters.Rotation != null) created.transform.localEulerAngles = ToVector(parameters.Rotation);
            if (parameters.Scale != null) created.transform.localScale = ToVector(parameters.Scale);
            Undo.RegisterCreatedObjectUndo(created, "Instantiate " + created.name);
            SceneObjects.MarkDirty(created.scene);
            var result = SceneObjects.Describe(created);
            result["prefab"] = parameters.Path;
            return Done(ToolJson.Text(result));
        }

        private static void CheckVector(float[] vector, string field)
        {
            if (vector != null && vector.Length != 3)
            {
                throw ToolErrors.Invalid(field, "[x,y,z]", "Argument '" + field + "' must be [x,y,z] (3 numbers); got " + vector.Length + ".");
            }
        }

        private static Vector3 ToVector(float[] v)
        {
            return new Vector3(v[0], v[1], v[2]);
        }
    }
}
