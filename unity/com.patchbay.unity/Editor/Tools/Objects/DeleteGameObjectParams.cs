using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class DeleteGameObjectParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Only this component: Type or Type[i]")]
        public string Component;
    }
}
