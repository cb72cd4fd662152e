using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class TargetParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;
    }
}
