using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class GetMaterialParams
    {
        [McpParam("Material asset path")]
        public string Material;

        [McpParam("Or an object with a Renderer: id, path or name", Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("With target: index in sharedMaterials", Minimum = 0, Maximum = 255)]
        public int Slot;
    }
}
