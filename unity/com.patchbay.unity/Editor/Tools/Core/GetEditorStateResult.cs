using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class GetEditorStateResult
    {
        [McpParam("edit, playing or paused")]
        public string PlayMode;

        public bool Compiling;

        [McpParam("Last compile failed")]
        public bool CompileErrors;

        [McpParam("Importing assets")]
        public bool Updating;

        public string ActiveScene;

        public bool SceneDirty;

        [McpParam("Errors and exceptions in the console since it was cleared")]
        public int ConsoleErrors;

        public string[] Selection;
    }
}
