using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Materials
{
    public sealed class SetMaterialPropertyParams
    {
        [McpParam("Material asset path", Required = true)]
        public string Material;

        [McpParam("Shader property, e.g. _Color, _BaseColor, _Metallic, _MainTex", Required = true)]
        public string Property;

        [McpParam("Colour [r,g,b,a]/#RRGGBB, number, [x,y,z,w], texture path or null", Required = true, Form = ArgumentForm.AnyJson)]
        public string Value;
    }
}
