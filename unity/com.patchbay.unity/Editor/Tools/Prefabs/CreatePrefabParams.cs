using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class CreatePrefabParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Assets/….prefab", Required = true)]
        public string Path;

        [McpParam("Object becomes its instance")]
        public bool Connect = true;

        public bool Overwrite;
    }
}
