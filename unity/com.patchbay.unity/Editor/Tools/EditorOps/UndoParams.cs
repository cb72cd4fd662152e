using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.EditorOps
{
    public sealed class UndoParams
    {
        public UndoAction Action;

        [McpParam("", Minimum = 1, Maximum = 20)]
        public int Steps = 1;
    }
}
