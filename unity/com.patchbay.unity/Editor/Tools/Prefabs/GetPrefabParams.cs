using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class GetPrefabParams
    {
        [McpParam("Scene object: id, path or name", Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Or an asset: Assets/….prefab")]
        public string Path;

        [McpParam("Asset hierarchy depth", Minimum = 0, Maximum = 20)]
        public int Depth = 3;

        [McpParam("", Minimum = 1, Maximum = 200)]
        public int Limit = 50;
    }
}
