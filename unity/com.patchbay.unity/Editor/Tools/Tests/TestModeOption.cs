namespace Patchbay.Editor.Tools.Tests
{
    public enum TestModeOption
    {
        EditMode,
        PlayMode,
    }
}
