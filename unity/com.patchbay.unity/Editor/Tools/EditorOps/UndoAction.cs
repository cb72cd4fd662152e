namespace Patchbay.Editor.Tools.EditorOps
{
    public enum UndoAction
    {
        Undo,
        Redo,
    }
}
