using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.EditorOps
{
    public sealed class QuitEditorParams
    {
        [McpParam("Save unsaved scenes and the open prefab first (file writes)")]
        public bool Save;

        [McpParam("Quit without saving them")]
        public bool Discard;
    }
}
