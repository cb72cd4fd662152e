using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Assets
{
    public sealed class GetAssetParams
    {
        [McpParam("Assets/….asset", Required = true)]
        public string Path;
    }
}
