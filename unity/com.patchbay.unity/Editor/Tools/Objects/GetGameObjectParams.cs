using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class GetGameObjectParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        public bool Fields = true;
    }
}
