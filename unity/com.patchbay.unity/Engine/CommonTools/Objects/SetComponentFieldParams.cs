using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Objects
{
    [Preserve]
    public sealed class SetComponentFieldParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        [Preserve]
        public string Target;

        [McpParam("Type, Type[i] or GameObject; default: the one with the field")]
        [Preserve]
        public string Component;

        [McpParam("e.g. m_LocalPosition, speed, parent")]
        [Preserve]
        public string Field;

        [McpParam("JSON or text: 5, [1,2,3], #ff0000, Assets/a.mat", Form = ArgumentForm.AnyJson)]
        [Preserve]
        public string Value;

        [McpParam("Several: {field: value}")]
        [Preserve]
        public JObject Fields;
    }
}
