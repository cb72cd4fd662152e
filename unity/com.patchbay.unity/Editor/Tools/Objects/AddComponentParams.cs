using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class AddComponentParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("e.g. Rigidbody, MyGame.Player", Required = true)]
        public string Type;
    }
}
