using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Assets
{
    public sealed class SetAssetFieldParams
    {
        [McpParam("Assets/….asset (a ScriptableObject)", Required = true)]
        public string Path;

        [McpParam("e.g. enemySpeed, levels.Array.data[0].name")]
        public string Field;

        [McpParam("JSON or text: 5, [1,2,3], #ff0000, Assets/a.mat", Form = ArgumentForm.AnyJson)]
        public string Value;

        [McpParam("Several: {field: value}")]
        public JObject Fields;
    }
}
