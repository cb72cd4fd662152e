using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class AddComponentParams
    {
        [McpParam("GameObject id, path or unique name", Required = true)]
        public string Target;

        [McpParam("Component type, e.g. Rigidbody or MyGame.Player", Required = true)]
        public string Type;
    }
}
