using Newtonsoft.Json.Linq;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Scenes
{
    /// <summary>How a loaded scene is described in results.</summary>
    public static class SceneInfo
    {
        public static JObject Describe(Scene scene)
        {
            var json = new JObject
            {
                { "name", scene.name },
                { "path", scene.path ?? string.Empty },
                { "dirty", scene.isDirty },
                { "loaded", scene.isLoaded },
                { "roots", scene.rootCount },
            };
            if (scene == SceneManager.GetActiveScene())
            {
                json["active"] = true;
            }

            if (scene.buildIndex >= 0)
            {
                json["buildIndex"] = scene.buildIndex;
            }

            return json;
        }
    }
}
