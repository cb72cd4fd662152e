using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class CreateGameObjectParams
    {
        [McpParam("Name", Required = true, MinLength = 1)]
        public string Name;

        public PrimitiveShape Primitive;

        [McpParam("Parent object (id, path or name)")]
        public string Parent;

        [McpParam("Loaded scene (default active)")]
        public string Scene;

        [McpParam("Local [x,y,z]", MinLength = 3, MaxLength = 3)]
        public float[] Position;

        [McpParam("Local Euler [x,y,z]", MinLength = 3, MaxLength = 3)]
        public float[] Rotation;

        [McpParam("Local [x,y,z]", MinLength = 3, MaxLength = 3)]
        public float[] Scale;

        [McpParam("Component types to add")]
        public string[] Components;

        public string Tag;
    }
}
