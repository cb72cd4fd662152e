using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Scenes
{
    [McpTool("list_scenes", "List loaded, Build Settings and project scene files.",
        Group = "scenes", ReadOnly = true, Idempotent = true)]
    public sealed class ListScenesTool : McpTool<ListScenesParams, string>
    {
        protected override Task<string> ExecuteAsync(ListScenesParams parameters, ToolCallContext context)
        {
            var loaded = new JArray();
            foreach (var scene in SceneObjects.LoadedScenes())
            {
                loaded.Add(SceneInfo.Describe(scene));
            }

            var build = new JArray();
            foreach (var scene in EditorBuildSettings.scenes)
            {
                build.Add(new JObject { { "path", scene.path }, { "enabled", scene.enabled } });
            }

            var project = new JArray();
            var total = 0;
            foreach (var guid in AssetDatabase.FindAssets("t:Scene"))
            {
                var path = AssetDatabase.GUIDToAssetPath(guid);
                if (!string.IsNullOrEmpty(parameters.Filter) && path.IndexOf(parameters.Filter, StringComparison.OrdinalIgnoreCase) < 0)
                {
                    continue;
                }

                if (total++ < parameters.Limit)
                {
                    project.Add(path);
                }
            }

            var result = new JObject { { "loaded", loaded }, { "buildSettings", build }, { "project", project } };
            if (total > parameters.Limit)
            {
                result["more"] = (total - parameters.Limit) + " more project scenes; pass filter or a higher limit.";
            }

            return Done(ToolJson.Text(result));
        }
    }
}
