using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class AssignMaterialParams
    {
        [McpParam("Object with a Renderer: id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("Material asset path", Required = true)]
        public string Material;

        [McpParam("Index in sharedMaterials", Minimum = 0, Maximum = 255)]
        public int Slot;
    }
}
