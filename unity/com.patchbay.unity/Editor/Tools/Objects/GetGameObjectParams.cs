using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class GetGameObjectParams
    {
        [McpParam("Instance id, hierarchy path or unique name", Required = true)]
        public string Target;

        [McpParam("Include serialized field values")]
        public bool Fields = true;
    }
}
