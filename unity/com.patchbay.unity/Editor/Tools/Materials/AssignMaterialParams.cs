using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class AssignMaterialParams
    {
        [McpParam("Object with a Renderer", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Material asset path", Required = true)]
        public string Material;

        [McpParam("sharedMaterials index", Minimum = 0)]
        public int Slot;
    }
}
