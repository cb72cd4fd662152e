using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class CreatePrefabParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Assets/….prefab", Required = true)]
        public string Path;

        [McpParam("Object becomes an instance")]
        public bool Connect = true;

        [McpParam("Replace an existing prefab")]
        public bool Overwrite;
    }
}
