using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Objects
{
    [Preserve]
    public sealed class GetGameObjectParams
    {
        [McpParam("Id, path or name", Required = true, Form = ArgumentForm.Id)]
        [Preserve]
        public string Target;

        [Preserve]
        public bool Fields = true;

        [McpParam("One in full: Type or Type[i]")]
        [Preserve]
        public string Component;
    }
}
