using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class RefreshAssetsParams
    {
        [McpParam("Reimport everything, not only changed files.")]
        public bool Force;
    }
}
