using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class GetMaterialParams
    {
        [McpParam("Material asset path")]
        public string Material;

        [McpParam("Or an object with a Renderer", Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("With target", Minimum = 0)]
        public int Slot;
    }
}
