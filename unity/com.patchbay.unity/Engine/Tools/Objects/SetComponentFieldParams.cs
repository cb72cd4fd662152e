using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class SetComponentFieldParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Type, Type[i] or GameObject; default: the one with the field")]
        public string Component;

        [McpParam("e.g. m_LocalPosition, speed, parent")]
        public string Field;

        [McpParam("JSON or text: 5, [1,2,3], #ff0000, Assets/a.mat", Form = ArgumentForm.AnyJson)]
        public string Value;

        [McpParam("Several: {field: value}")]
        public JObject Fields;
    }
}
