using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class CreateGameObjectParams
    {
        [McpParam("", Required = true, MinLength = 1)]
        public string Name;

        public PrimitiveShape Primitive;

        [McpParam("Id, path or name", Form = ArgumentForm.Id)]
        public string Parent;

        public string Scene;

        [McpParam("[x,y,z], {x,y,z} or \"x,y,z\"", Form = ArgumentForm.Vector3)]
        public float[] Position;

        [McpParam("Euler, as position", Form = ArgumentForm.Vector3)]
        public float[] Rotation;

        [McpParam("As position", Form = ArgumentForm.Vector3)]
        public float[] Scale;

        public string[] Components;

        public string Tag;

        [McpParam("{field: value}, as set_component_field")]
        public JObject Fields;
    }
}
