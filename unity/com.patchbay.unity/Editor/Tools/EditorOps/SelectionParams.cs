using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.EditorOps
{
    public sealed class SelectionParams
    {
        [McpParam("Ids, hierarchy paths, names or asset paths; [] clears", Required = true, MaxLength = 500)]
        public string[] Objects;
    }
}
