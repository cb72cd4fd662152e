using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class CreateMaterialParams
    {
        [McpParam("Assets/….mat", Required = true)]
        public string Path;

        public string Shader = "Standard";

        [McpParam("[r,g,b,a] or #RRGGBB", Form = ArgumentForm.AnyJson)]
        public string Color;
    }
}
