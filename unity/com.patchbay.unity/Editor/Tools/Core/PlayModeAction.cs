namespace Patchbay.Editor.Tools.Core
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
