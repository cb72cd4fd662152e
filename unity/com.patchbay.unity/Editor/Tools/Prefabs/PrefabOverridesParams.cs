using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class PrefabOverridesParams
    {
        [McpParam("Instance: id, path or name", Required = true, Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("", Required = true)]
        public PrefabOverridesAction Action;
    }
}
