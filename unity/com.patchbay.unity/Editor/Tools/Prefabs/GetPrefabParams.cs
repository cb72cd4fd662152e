using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class GetPrefabParams
    {
        [McpParam("Id, path or name", Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Or Assets/….prefab")]
        public string Path;

        [McpParam("", Minimum = 0, Maximum = 20)]
        public int Depth = 3;

        [McpParam("", Minimum = 1, Maximum = 200)]
        public int Limit = 50;
    }
}
