namespace Patchbay.Editor.Tools.EditorState
{
    public sealed class GetEditorStateResult
    {
        public string PlayMode;

        public bool Compiling;

        public bool CompileErrors;

        public bool Updating;

        public string ActiveScene;

        public bool SceneDirty;

        public int ConsoleErrors;

        public string[] Selection;

        /// <summary>Only when Unity updates the editor slowly (not focused): how slowly, and what the user can change.</summary>
        public string Throttled;
        /// <summary>Only in batch mode (Unity's -batchmode: no window, as on a build machine): true.</summary>
        public bool? BatchMode;
    }
}
