using System;
using System.Globalization;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Engine.CommonTools.Objects
{
    [McpTool("find_game_objects", "Find scene GameObjects by name, tag, layer, component, path, active.",
        ReadOnly = true, Idempotent = true)]
    [Preserve]
    public sealed class FindGameObjectsTool : McpTool<FindGameObjectsParams, string>
    {
        [Preserve]
        protected override Task<string> ExecuteAsync(FindGameObjectsParams p, ToolCallContext context)
        {
            if (p.Offset < 0)
            {
                throw ToolErrors.Invalid("offset", ">= 0", "Argument 'offset' must be >= 0.");
            }

            Type componentType = p.Component == null ? null : TypeLookup.Resolve(typeof(Component), p.Component, "component");
            var layer = -1;
            if (!string.IsNullOrEmpty(p.Layer) && !int.TryParse(p.Layer, NumberStyles.Integer, CultureInfo.InvariantCulture, out layer))
            {
                layer = LayerMask.NameToLayer(p.Layer);
                if (layer < 0)
                {
                    throw ToolErrors.Missing("layer", "No layer named '" + p.Layer + "'. Pass a layer name from Tags and Layers or a number 0-31.");
                }
            }

            Scene? scene = null;
            if (!string.IsNullOrEmpty(p.Scene))
            {
                scene = SceneObjects.ResolveScene(p.Scene, "scene");
            }

            var under = p.Path == null ? null : p.Path.Trim('/');
            var items = new JArray();
            var total = 0;
            foreach (var go in SceneObjects.All(scene))
            {
                if ((p.Name != null && !NameMatcher.Matches(p.Name, go.name))
                    || (p.Tag != null && go.tag != p.Tag)
                    || (layer >= 0 && go.layer != layer)
                    || (p.Active.HasValue && go.activeInHierarchy != p.Active.Value)
                    || (componentType != null && go.GetComponent(componentType) == null))
                {
                    continue;
                }

                if (under != null)
                {
                    var path = SceneObjects.PathOf(go);
                    if (path != under && !path.StartsWith(under + "/", StringComparison.Ordinal))
                    {
                        continue;
                    }
                }

                if (total++ >= p.Offset && items.Count < p.Limit)
                {
                    items.Add(SceneObjects.Describe(go));
                }
            }

            var result = new JObject { { "total", total }, { "items", items } };
            if (p.Offset + items.Count < total)
            {
                result["next"] = "More: call again with offset=" + (p.Offset + items.Count) + ".";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
