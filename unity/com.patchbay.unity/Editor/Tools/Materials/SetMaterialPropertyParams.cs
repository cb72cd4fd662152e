using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class SetMaterialPropertyParams
    {
        [McpParam("Material asset path", Required = true)]
        public string Material;

        [McpParam("e.g. _Color, _BaseColor, _Metallic", Required = true)]
        public string Property;

        [McpParam("[r,g,b,a], #RRGGBB, number, [x,y,z,w] or texture path", Required = true, Form = ArgumentForm.AnyJson)]
        public string Value;
    }
}
