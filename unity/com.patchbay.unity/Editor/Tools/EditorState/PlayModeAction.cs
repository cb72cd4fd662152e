namespace Patchbay.Editor.Tools.EditorState
{
    public enum PlayModeAction
    {
        Play,
        Pause,
        Resume,
        Stop,
        Step,
    }
}
