using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class InstantiatePrefabParams
    {
        [McpParam("Assets/….prefab", Required = true)]
        public string Path;

        [McpParam("Id, path or name", Form = ArgumentForm.Id)]
        public string Parent;

        public string Scene;

        public string Name;

        [McpParam("Local [x,y,z]", Form = ArgumentForm.Vector3)]
        public float[] Position;

        [McpParam("Euler, as position", Form = ArgumentForm.Vector3)]
        public float[] Rotation;

        [McpParam("As position", Form = ArgumentForm.Vector3)]
        public float[] Scale;
    }
}
