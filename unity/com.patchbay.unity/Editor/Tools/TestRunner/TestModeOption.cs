namespace Patchbay.Editor.Tools.TestRunner
{
    public enum TestModeOption
    {
        EditMode,
        PlayMode,
    }
}
