using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class GetGameObjectParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        public bool Fields = true;

        [McpParam("One in full: Type or Type[i]")]
        public string Component;
    }
}
