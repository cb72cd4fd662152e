using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class CreatePrefabParams
    {
        [McpParam("Scene object: id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Assets/….prefab", Required = true)]
        public string Path;

        [McpParam("Make the object an instance of the new prefab")]
        public bool Connect = true;

        [McpParam("Replace an existing prefab (its instances update)")]
        public bool Overwrite;
    }
}
