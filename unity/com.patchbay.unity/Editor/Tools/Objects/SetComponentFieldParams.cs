using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class SetComponentFieldParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Default: the one with the field")]
        public string Component;

        [McpParam("e.g. m_LocalPosition, speed", Required = true)]
        public string Field;

        [McpParam("Any JSON or text: 5, [1,2,3], #ff0000, Assets/a.mat", Required = true, Form = ArgumentForm.AnyJson)]
        public string Value;
    }
}
