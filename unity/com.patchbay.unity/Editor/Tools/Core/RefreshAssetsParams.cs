using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class RefreshAssetsParams
    {
        public bool Force;
    }
}
