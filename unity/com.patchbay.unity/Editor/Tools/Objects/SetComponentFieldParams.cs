using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class SetComponentFieldParams
    {
        [McpParam("GameObject id, path or unique name", Required = true)]
        public string Target;

        [McpParam("Component type (default: the one that has the field; GameObject for name/tag/layer/active)")]
        public string Component;

        [McpParam("Field: property path or label, e.g. m_LocalPosition, speed", Required = true)]
        public string Field;

        [McpParam("JSON or text: 5, true, [1,2,3], \"#ff0000\", enum name, asset path, object path, null", Required = true)]
        public string Value;
    }
}
