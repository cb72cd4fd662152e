using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Assets
{
    public sealed class CreateAssetParams
    {
        [McpParam("", Required = true)]
        public AssetKind Kind;

        [McpParam("Assets/…; .mat or .asset", Required = true)]
        public string Path;

        [McpParam("ScriptableObject type")]
        public string Type;

        public string Shader = "Standard";
    }
}
