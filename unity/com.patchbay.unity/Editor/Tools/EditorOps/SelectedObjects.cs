using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;
using Object = UnityEngine.Object;

namespace Patchbay.Editor.Tools.EditorOps
{
    /// <summary>Reads and resolves what Selection holds: scene objects the usual ways, assets by path or id.</summary>
    public static class SelectedObjects
    {
        public const int MaxListed = 50;

        public static JObject Describe()
        {
            var objects = Selection.objects;
            var list = new JArray();
            for (var i = 0; i < objects.Length && i < MaxListed; i++)
            {
                list.Add(Describe(objects[i]));
            }

            var active = Selection.activeObject;
            var result = new JObject { { "count", objects.Length }, { "active", active == null ? null : Describe(active) }, { "objects", list } };
            if (objects.Length > MaxListed)
            {
                result["more"] = (objects.Length - MaxListed) + " more not listed.";
            }

            return result;
        }

        public static JObject Describe(Object value)
        {
            var go = value as GameObject;
            if (go != null && go.scene.IsValid())
            {
                return SceneObjects.Describe(go);
            }

            var component = value as Component;
            if (component != null && component.gameObject.scene.IsValid())
            {
                var described = SceneObjects.Describe(component.gameObject);
                described["component"] = component.GetType().Name;
                return described;
            }

            var path = AssetDatabase.GetAssetPath(value);
            return new JObject { { "name", value.name }, { "asset", path }, { "type", value.GetType().Name }, { "id", ObjectIds.Of(value) } };
        }

        /// <summary>Every reference resolved, or the first bad one as a ToolException (nothing is selected then).</summary>
        public static Object[] Resolve(string[] references)
        {
            var resolved = new List<Object>();
            for (var i = 0; i < references.Length; i++)
            {
                var field = "objects[" + i + "]";
                var reference = (references[i] ?? string.Empty).Trim();
                if (reference.StartsWith("Assets/", System.StringComparison.Ordinal) || reference.StartsWith("Packages/", System.StringComparison.Ordinal))
                {
                    var asset = AssetDatabase.LoadMainAssetAtPath(reference);
                    if (asset == null)
                    {
                        throw ToolErrors.Missing(field, "No asset at '" + reference + "' (" + field + "); nothing was selected. Check the path with search or list_scenes.");
                    }

                    resolved.Add(asset);
                    continue;
                }

                var byId = ObjectIds.Find(reference);
                if (byId != null && !(byId is GameObject) && (AssetDatabase.Contains(byId) || byId is Component))
                {
                    resolved.Add(byId);
                    continue;
                }

                try
                {
                    resolved.Add(SceneObjects.Resolve(reference, field));
                }
                catch (ToolException e)
                {
                    throw new ToolException(e.Kind, field + ": " + e.Message + " Nothing was selected.", e.ErrorData);
                }
            }

            return resolved.ToArray();
        }
    }
}
