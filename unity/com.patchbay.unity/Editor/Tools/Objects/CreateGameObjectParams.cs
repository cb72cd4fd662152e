using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class CreateGameObjectParams
    {
        [McpParam("", Required = true, MinLength = 1)]
        public string Name;

        public PrimitiveShape Primitive;

        [McpParam("Id, path or name")]
        public string Parent;

        public string Scene;

        public float[] Position;

        [McpParam("Euler")]
        public float[] Rotation;

        public float[] Scale;

        public string[] Components;

        public string Tag;
    }
}
